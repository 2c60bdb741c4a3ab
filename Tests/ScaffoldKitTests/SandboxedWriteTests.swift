import Foundation
import XCTest
@testable import ScaffoldKit

/// Records every call that reaches the disk, so a test can prove a sandboxed run touched nothing else.
private final class RecordingFileSystem: FileSystem, @unchecked Sendable {
    let base: InMemoryFileSystem
    private let lock = NSLock()
    private var log: [String] = []

    init(base: InMemoryFileSystem) { self.base = base }

    /// `verb path` per call, in order.
    var calls: [String] { lock.withLock { log } }
    /// The calls that create, change, rename, remove, list or lock.
    var mutationsAndListings: [String] {
        calls.filter { !$0.hasPrefix("read ") && !$0.hasPrefix("stat ") }
    }

    private func note(_ verb: String, _ path: String) { lock.withLock { log.append("\(verb) \(path)") } }

    func contents(of path: String) throws -> [UInt8]? { note("read", path); return try base.contents(of: path) }
    func isDirectory(_ path: String) -> Bool { note("stat", path); return base.isDirectory(path) }
    func fileExists(_ path: String) -> Bool { note("stat", path); return base.fileExists(path) }
    func write(_ bytes: [UInt8], to path: String) throws { note("replace", path); try base.write(bytes, to: path) }
    func writeInPlace(_ bytes: [UInt8], to path: String) throws {
        note("in-place", path)
        try base.writeInPlace(bytes, to: path)
    }
    func removeFile(_ path: String) throws { note("remove", path); try base.removeFile(path) }
    func entries(of directory: String) throws -> [String] { note("list", directory); return try base.entries(of: directory) }
    var currentDirectory: String { base.currentDirectory }
    func projectLock(for folder: String) -> any ProjectLocking {
        note("lock", folder)
        return NoProjectLock()
    }
}

final class SandboxedWriteTests: XCTestCase {
    private let marker = GeneratedFile.marker

    private func generated(_ path: String, _ body: String) -> GeneratedFile {
        GeneratedFile(path: path, contents: "\(marker)\n\(body)\n", ownership: .generated)
    }

    private func declared(_ paths: [String]) -> Set<String> { Set(paths.map { "/p/" + $0 }) }

    /// Writes `files` the way a `ProjectTransaction` does in a workspace under `policy`, through a recording disk.
    private func write(_ files: [GeneratedFile], on disk: InMemoryFileSystem, policy: SandboxPolicy,
                       mode: WriteMode = .write) throws -> (WriteReport, RecordingFileSystem) {
        let recording = RecordingFileSystem(base: disk)
        let workspace = Workspace(fileSystem: recording, policy: policy)
        let writer = OutputWriter(workspace: workspace)
        let lock = workspace.fileSystem.projectLock(for: "/p")
        return (try lock.withExclusiveLock { try writer.write(files, root: "/p", sweeping: ["G"], mode: mode) },
                recording)
    }

    private func project() -> InMemoryFileSystem {
        InMemoryFileSystem(currentDirectory: "/p", files: [
            "G/Same.swift": "\(marker)\nsame\n", "G/Changed.swift": "\(marker)\nold\n", "Leaf.swift": "mine\n",
        ])
    }

    private var everything: SandboxPolicy {
        SandboxPolicy(isSandboxed: true, declaredInputs: declared(["scaffold.yml"]),
                      declaredOutputs: declared(["G/Same.swift", "G/Changed.swift", "G/New.swift", "Leaf.swift"]))
    }

    func testOnlyTheChangedGeneratedFilesAreWrittenInPlaceAndNothingIsListedLockedOrRemoved() throws {
        let disk = project()
        let files = [generated("G/Same.swift", "same"), generated("G/Changed.swift", "new"),
                     generated("G/New.swift", "brand new"),
                     GeneratedFile(path: "Leaf.swift", contents: "template\n", ownership: .user)]
        let (report, recording) = try write(files, on: disk, policy: everything)
        XCTAssertEqual(recording.mutationsAndListings, ["in-place /p/G/New.swift", "in-place /p/G/Changed.swift"])
        XCTAssertEqual(disk.inPlacePaths, ["/p/G/New.swift", "/p/G/Changed.swift"])
        XCTAssertEqual(disk.text(of: "/p/G/Changed.swift"), "\(marker)\nnew\n")
        XCTAssertEqual(disk.text(of: "/p/Leaf.swift"), "mine\n")
        XCTAssertEqual(report.updated, ["G/Changed.swift"])
        XCTAssertEqual(report.created, ["G/New.swift"])
    }

    func testUnconfinedRunStillLocksListsAndReplaces() throws {
        let (_, recording) = try write([generated("G/Changed.swift", "new")], on: project(), policy: .unconfined)
        XCTAssertEqual(recording.mutationsAndListings, ["lock /p", "list /p/G", "replace /p/G/Changed.swift",
                                                        "remove /p/G/Same.swift"])
    }

    func testANoOpRunWritesNothing() throws {
        let disk = project()
        let before = disk.snapshot
        let files = [generated("G/Same.swift", "same"), generated("G/Changed.swift", "old")]
        let (report, recording) = try write(files, on: disk, policy: everything)
        XCTAssertEqual(recording.mutationsAndListings, [])
        XCTAssertEqual(disk.snapshot, before)
        XCTAssertFalse(report.hasChanges)
    }

    func testStaleDeclaredFilesAreReportedNotDeleted() throws {
        let disk = project()
        for mode in [WriteMode.write, .check] {
            let (report, recording) = try write([generated("G/Changed.swift", "old")], on: disk, policy: everything,
                                                mode: mode)
            XCTAssertEqual(report.stale, ["G/Same.swift"])
            XCTAssertTrue(report.hasChanges, "--check fails on a stale file")
            XCTAssertEqual(report.notices.map(\.severity), [.warning])
            XCTAssertEqual(report.notices.first?.location?.file, "/p/G/Same.swift")
            XCTAssertTrue(report.notices.first?.message.contains("outside the build to delete it") == true)
            XCTAssertEqual(recording.mutationsAndListings, [])
        }
        XCTAssertNotNil(disk.text(of: "/p/G/Same.swift"))
    }

    func testWithoutAnOutputListStaleFilesAreNotLookedForAndTheRunSaysSo() throws {
        let disk = project()
        let policy = SandboxPolicy(isSandboxed: true)
        let (report, recording) = try write([generated("G/Changed.swift", "new")], on: disk, policy: policy)
        XCTAssertEqual(recording.mutationsAndListings, ["in-place /p/G/Changed.swift"])
        XCTAssertEqual(report.notices.map(\.severity), [.note])
        XCTAssertTrue(report.notices.first?.message.contains("not looked for") == true)
        XCTAssertNotNil(disk.text(of: "/p/G/Same.swift"))
    }

    func testAGeneratedFileMissingFromTheOutputsIsALocatedErrorAndNothingIsWritten() throws {
        let disk = project()
        let before = disk.snapshot
        let files = [generated("G/Changed.swift", "new"), generated("G/Other.swift", "x")]
        XCTAssertThrowsError(try write(files, on: disk, policy: everything)) { error in
            let diagnostic = (error as? DiagnosticError)?.diagnostics.first
            XCTAssertEqual(diagnostic?.location?.file, "/p/G/Other.swift")
            XCTAssertTrue(diagnostic?.message.contains("scaffold xcfilelists") == true)
        }
        XCTAssertEqual(disk.snapshot, before)
    }

    func testANewFileInAMissingFolderMakesNoFolderAndTakesBackTheFilesCreatedBeforeIt() throws {
        let disk = project()
        let before = disk.snapshot
        var policy = everything
        policy.declaredOutputs?.insert("/p/H/Late.swift")
        let files = [generated("G/New.swift", "new"), generated("H/Late.swift", "late")]
        XCTAssertThrowsError(try write(files, on: disk, policy: policy)) { error in
            XCTAssertTrue("\((error as? DiagnosticError)?.diagnostics ?? [])".contains("makes no folder"))
        }
        XCTAssertEqual(disk.snapshot, before)
        XCTAssertFalse(disk.isDirectory("/p/H"))
    }

    func testAMissingUserFileIsNotCreatedButReported() throws {
        let disk = project()
        let before = disk.snapshot
        let files = [generated("G/Changed.swift", "new"),
                     GeneratedFile(path: "NewLeaf.swift", contents: "template\n", ownership: .user)]
        XCTAssertThrowsError(try write(files, on: disk, policy: SandboxPolicy(isSandboxed: true))) { error in
            let message = (error as? DiagnosticError)?.diagnostics.first?.message ?? ""
            XCTAssertTrue(message.contains("'NewLeaf.swift' (a leaf or test stub of yours) does not exist"), message)
        }
        XCTAssertEqual(disk.snapshot, before)
    }

    func testAnUndeclaredReadIsALocatedErrorAndAnUndeclaredMissingFileReadsAsMissing() throws {
        let confined = DeclaredFilesFileSystem(base: project(), policy: everything)
        XCTAssertEqual(try confined.contents(of: "/p/Leaf.swift"), Array("mine\n".utf8), "a declared output is read")
        XCTAssertNil(try confined.contents(of: "/p/Missing.swift"))
        let undeclared = DeclaredFilesFileSystem(base: project(), policy: SandboxPolicy(
            isSandboxed: true, declaredInputs: [], declaredOutputs: []))
        XCTAssertThrowsError(try undeclared.contents(of: "/p/Leaf.swift")) { error in
            let diagnostic = error as? Diagnostic
            XCTAssertEqual(diagnostic?.location?.file, "/p/Leaf.swift")
            XCTAssertTrue(diagnostic?.message.contains("not among the Run Script phase's declared inputs") == true)
        }
    }
}
