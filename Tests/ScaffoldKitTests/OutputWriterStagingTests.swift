import Foundation
import XCTest
@testable import ScaffoldKit

/// Stages in memory, commits into `base`, and fails staging a chosen path, to prove a failed batch leaves the
/// files as they were. Its own records are behind a lock: a large batch writes from two threads.
private final class FailingStagingFileSystem: StagingFileSystem, @unchecked Sendable {
    let base: InMemoryFileSystem
    let failingPath: String
    private let lock = NSLock()
    private var stagedFiles: [String: [UInt8]] = [:]
    private var folderLog: [[String]] = []
    private var discardLog: [String] = []

    var staged: [String: [UInt8]] { lock.withLock { stagedFiles } }
    /// Every `createDirectories` call, in order.
    var folderRequests: [[String]] { lock.withLock { folderLog } }
    /// Paths passed to `discard`, in order.
    var discarded: [String] { lock.withLock { discardLog } }

    init(base: InMemoryFileSystem, failingPath: String) {
        self.base = base
        self.failingPath = failingPath
    }

    func contents(of path: String) throws -> [UInt8]? { try base.contents(of: path) }
    func isDirectory(_ path: String) -> Bool { base.isDirectory(path) }
    func fileExists(_ path: String) -> Bool { base.fileExists(path) }
    func write(_ bytes: [UInt8], to path: String) throws { try base.write(bytes, to: path) }
    func writeInPlace(_ bytes: [UInt8], to path: String) throws { try base.writeInPlace(bytes, to: path) }
    func removeFile(_ path: String) throws { try base.removeFile(path) }
    func entries(of directory: String) throws -> [String] { try base.entries(of: directory) }
    var currentDirectory: String { base.currentDirectory }

    func createDirectories(_ paths: [String]) throws -> [String] {
        lock.withLock { folderLog.append(paths) }
        let made = paths.filter { !base.isDirectory($0) }
        paths.forEach(base.createDirectory)
        return made
    }

    func removeEmptyFolders(_ folders: [String]) {}

    func stage(_ bytes: [UInt8], for path: String) throws -> String {
        try failIfChosen(path)
        lock.withLock { stagedFiles[path + ".tmp"] = bytes }
        return path + ".tmp"
    }

    func commit(staged temporary: String, to path: String) throws {
        try base.write(lock.withLock { stagedFiles.removeValue(forKey: temporary) } ?? [], to: path)
    }

    func commitNew(staged temporary: String, to path: String) throws {
        let bytes = lock.withLock { stagedFiles.removeValue(forKey: temporary) } ?? []
        if base.fileExists(path) { throw Diagnostic.error("cannot create '\(path)': File exists", at: nil) }
        try base.write(bytes, to: path)
    }

    func discard(_ path: String) {
        let wasStaged = lock.withLock {
            discardLog.append(path)
            return stagedFiles.removeValue(forKey: path) != nil
        }
        if !wasStaged { try? base.removeFile(path) }
    }

    private func failIfChosen(_ path: String) throws {
        if path == failingPath { throw Diagnostic.error("cannot write '\(path)': No space left on device", at: nil) }
    }
}

final class OutputWriterStagingTests: XCTestCase {
    private let marker = GeneratedFile.marker

    private func generated(_ path: String, _ body: String = "new") -> GeneratedFile {
        GeneratedFile(path: path, contents: "\(marker)\n\(body)\n", ownership: .generated)
    }

    func testAFailedStageCommitsNothing() throws {
        let base = InMemoryFileSystem(currentDirectory: "/p", files: ["G/A.swift": "\(marker)\nold\n"])
        let before = base.snapshot
        let fs = FailingStagingFileSystem(base: base, failingPath: "/p/G/C.swift")
        let files = ["A", "B", "C"].map { generated("G/\($0).swift") }
        XCTAssertThrowsError(try OutputWriter(fileSystem: fs).write(files, root: "/p")) { error in
            XCTAssertEqual((error as? Diagnostic)?.message, "cannot write '/p/G/C.swift': No space left on device")
        }
        XCTAssertEqual(base.snapshot, before)
        XCTAssertEqual(fs.staged, [:], "staged files are discarded")
        XCTAssertEqual(fs.discarded, ["/p/G/A.swift.tmp", "/p/G/B.swift.tmp"], "both temporaries")
        let working = FailingStagingFileSystem(base: base, failingPath: "none")
        let report = try OutputWriter(fileSystem: working).write(files, root: "/p")
        XCTAssertEqual(report.created, ["G/B.swift", "G/C.swift"])
        XCTAssertEqual(report.updated, ["G/A.swift"])
        XCTAssertEqual(base.text(of: "G/A.swift"), "\(marker)\nnew\n")
        XCTAssertEqual(base.text(of: "G/C.swift"), "\(marker)\nnew\n")
        XCTAssertEqual(working.discarded, [])
    }

    func testAFailureOnTheThirdOfFiveNewFilesDiscardsTheTwoBeforeAndAppliesNoUpdate() throws {
        let base = InMemoryFileSystem(currentDirectory: "/p", files: ["G/Z.swift": "\(marker)\nold\n"])
        let before = base.snapshot
        let fs = FailingStagingFileSystem(base: base, failingPath: "/p/G/N3.swift")
        let files = (1...5).map { generated("G/N\($0).swift") } + [generated("G/Z.swift")]
        XCTAssertThrowsError(try OutputWriter(fileSystem: fs).write(files, root: "/p")) { error in
            XCTAssertEqual((error as? Diagnostic)?.message, "cannot write '/p/G/N3.swift': No space left on device")
        }
        XCTAssertEqual(base.snapshot, before, "no new file stays, the update is not applied")
        XCTAssertEqual(fs.discarded, ["/p/G/N1.swift.tmp", "/p/G/N2.swift.tmp"])
    }

    func testEachFolderIsRequestedOnceForTheWholeBatch() throws {
        let base = InMemoryFileSystem(currentDirectory: "/p")
        let fs = FailingStagingFileSystem(base: base, failingPath: "none")
        let files = ["G/A.swift", "G/B.swift", "G/Sub/C.swift", "G/Sub/D.swift", "T/E.swift"].map { generated($0) }
        _ = try OutputWriter(fileSystem: fs).write(files, root: "/p")
        XCTAssertEqual(fs.folderRequests, [["/p/G", "/p/G/Sub", "/p/T"]])
        XCTAssertEqual(base.allFiles.count, 5)
    }

    /// A new manifest text is saved with the files, and put back as it was when the files cannot be written.
    func testTheManifestIsSavedWithTheFilesAndRestoredWhenTheyFail() throws {
        let base = InMemoryFileSystem(currentDirectory: "/p", files: ["scaffold.yml": "old: 1\n"])
        let files = [generated("G/A.swift")]
        let failing = FailingStagingFileSystem(base: base, failingPath: "/p/G/A.swift")
        XCTAssertThrowsError(try OutputWriter(fileSystem: failing).write(
            files, root: "/p", manifest: ("/p/scaffold.yml", Array("new: 2\n".utf8))))
        XCTAssertEqual(base.text(of: "scaffold.yml"), "old: 1\n")
        XCTAssertNil(base.text(of: "G/A.swift"))
        let check = try OutputWriter(fileSystem: base).write(
            files, root: "/p", mode: .check, manifest: ("/p/scaffold.yml", Array("new: 2\n".utf8)))
        XCTAssertEqual(check.created, ["G/A.swift"])
        XCTAssertEqual(base.text(of: "scaffold.yml"), "old: 1\n", "check mode writes nothing, the manifest neither")
        _ = try OutputWriter(fileSystem: base).write(
            files, root: "/p", manifest: ("/p/scaffold.yml", Array("new: 2\n".utf8)))
        XCTAssertEqual(base.text(of: "scaffold.yml"), "new: 2\n")
        XCTAssertEqual(base.text(of: "G/A.swift"), "\(marker)\nnew\n")
    }

    /// On the disk: a batch that fails (a file appeared where a new one goes) removes the folders it made too, so a
    /// failed first `generate` leaves the project exactly as it was, with no empty folder behind.
    func testAFailedBatchRemovesTheFoldersItMade() throws {
        let root = try FileManager.default.realpath(NSTemporaryDirectory() + "scaffold-folders-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(atPath: root) }
        let fs = POSIXFileSystem()
        try fs.write(Array("keep".utf8), to: root + "/Old/Keep.swift")
        let plan = WritePlanner(fileSystem: fs).plan(root: root, files: [
            GeneratedFile(path: "New/Deep/A.swift", contents: "\(GeneratedFile.marker)\na\n", ownership: .generated),
            GeneratedFile(path: "Old/B.swift", contents: "\(GeneratedFile.marker)\nb\n", ownership: .generated),
        ])
        try fs.write(Array("appeared".utf8), to: root + "/Old/B.swift")
        XCTAssertThrowsError(try OutputWriter(fileSystem: fs).apply(plan))
        XCTAssertEqual(try FileManager.default.subpathsOfDirectory(atPath: root).sorted(),
                       ["Old", "Old/B.swift", "Old/Keep.swift"])
    }

    /// A user file the generator found absent is planned as a creation without a second look at its path
    /// (`GeneratedFile.foundAbsent`). A file put there since is the user's: it stays as it is, the batch fails and
    /// nothing of it is left behind; a run that looks again keeps the user's file.
    func testAUserFileFoundAbsentNeverReplacesOneThatAppeared() throws {
        let root = try FileManager.default.realpath(NSTemporaryDirectory() + "scaffold-absent-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(atPath: root) }
        let fs = POSIXFileSystem()
        var leaf = GeneratedFile(path: "Leaves/Push.swift", contents: "final class Push {}\n", ownership: .user)
        leaf.foundAbsent = true
        let generatedFile = GeneratedFile(path: "G/A.swift", contents: "\(GeneratedFile.marker)\na\n",
                                          ownership: .generated)
        try fs.write(Array("// the user's own\n".utf8), to: root + "/Leaves/Push.swift")
        let plan = WritePlanner(fileSystem: fs).plan(root: root, files: [generatedFile, leaf])
        XCTAssertEqual(plan.changes.first { $0.path == "Leaves/Push.swift" }?.action, .create, "not looked at")
        XCTAssertThrowsError(try OutputWriter(fileSystem: fs).apply(plan)) { error in
            XCTAssertTrue("\(error)".contains("something was created there while scaffold ran"), "\(error)")
        }
        XCTAssertEqual(try fs.contents(of: root + "/Leaves/Push.swift"), Array("// the user's own\n".utf8))
        XCTAssertEqual(try FileManager.default.subpathsOfDirectory(atPath: root).sorted(),
                       ["Leaves", "Leaves/Push.swift"])
        leaf.foundAbsent = false
        let again = WritePlanner(fileSystem: fs).plan(root: root, files: [generatedFile, leaf])
        XCTAssertEqual(again.changes.first { $0.path == "Leaves/Push.swift" }?.action, .skip)
    }
}
