import Foundation
import XCTest
@testable import ScaffoldKit

/// The writer on the real disk: every file goes through a temporary beside it (renamed over a changed file, linked
/// into place for a new one), and a failed batch leaves every file as it was.
final class StagingFileSystemTests: XCTestCase {
    private var folder = ""
    private let marker = GeneratedFile.marker

    override func setUpWithError() throws {
        folder = NSTemporaryDirectory() + "scaffold-staging-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: folder)
    }

    private func generated(_ path: String, _ body: String = "new") -> GeneratedFile {
        GeneratedFile(path: path, contents: "\(marker)\n\(body)\n", ownership: .generated)
    }

    private func text(_ path: String) -> String? {
        try? String(contentsOfFile: folder + "/" + path, encoding: .utf8)
    }

    /// Every entry below the test folder, relative, sorted (hidden temporaries included).
    private func tree() throws -> [String] {
        try FileManager.default.subpathsOfDirectory(atPath: folder).sorted()
    }

    func testAFirstRunCreatesEveryFileWholeAndLeavesNoTemporary() throws {
        let fs = POSIXFileSystem()
        let files = ["G/A.swift", "G/B.swift", "G/Sub/C.swift", "T/D.swift", "T/E.swift"].map { generated($0) }
        let report = try OutputWriter(fileSystem: fs).write(files, root: folder)
        XCTAssertEqual(report.created.count, 5)
        XCTAssertEqual(try tree(), ["G", "G/A.swift", "G/B.swift", "G/Sub", "G/Sub/C.swift", "T", "T/D.swift",
                                    "T/E.swift"])
        XCTAssertEqual(text("G/Sub/C.swift"), "\(marker)\nnew\n")
        let mode = try XCTUnwrap(FileManager.default.attributesOfItem(atPath: folder + "/G/A.swift")[.posixPermissions])
        XCTAssertEqual((mode as? Int).map { $0 & 0o600 }, 0o600, "created readable and writable by its owner")
    }

    func testAFailedCreateOfTheThirdOfFiveNewFilesLeavesNoFileNoTemporaryAndNoUpdate() throws {
        let fs = POSIXFileSystem()
        try fs.write(Array("\(marker)\nold\n".utf8), to: folder + "/G/A.swift")
        let tooLong = String(repeating: "n", count: 300) + ".swift"
        let names = ["N1.swift", "N2.swift", tooLong, "N4.swift", "N5.swift"]
        let update = PlannedChange(action: .update, path: "G/A.swift", ownership: .generated,
                                   newContents: Array("\(marker)\nnew\n".utf8))
        let changes = [update] + names.map {
            PlannedChange(action: .create, path: "G/\($0)", ownership: .generated, newContents: Array("x\n".utf8))
        }
        let plan = WritePlan(root: folder, changes: changes, diagnostics: [])
        XCTAssertThrowsError(try OutputWriter(fileSystem: fs).apply(plan)) { error in
            XCTAssertEqual((error as? Diagnostic)?.message,
                           "cannot create '\(self.folder)/G/\(tooLong)': the name is too long for the file system")
        }
        XCTAssertEqual(try tree(), ["G", "G/A.swift"], "no new file and no temporary stays")
        XCTAssertEqual(text("G/A.swift"), "\(marker)\nold\n")
    }

    /// A file that appears after the plan (another tool, the user) is never overwritten by a create.
    func testAFileThatAppearsAfterPlanningIsAnErrorAndStaysUntouched() throws {
        let fs = POSIXFileSystem()
        let files = ["G/A.swift", "G/B.swift", "G/C.swift"].map { generated($0) }
        let plan = WritePlanner(fileSystem: fs).plan(root: folder, files: files, sweptFolders: [])
        XCTAssertEqual(plan.changes.map(\.action), [.create, .create, .create])
        try fs.write(Array("// mine\n".utf8), to: folder + "/G/B.swift")
        XCTAssertThrowsError(try OutputWriter(fileSystem: fs).apply(plan)) { error in
            XCTAssertEqual((error as? Diagnostic)?.message,
                           "cannot create '\(self.folder)/G/B.swift': something was created there while "
                            + "scaffold ran; run it again")
        }
        XCTAssertEqual(text("G/B.swift"), "// mine\n")
        XCTAssertEqual(try tree(), ["G", "G/B.swift"], "A is removed again, C never written")
    }

    func testAnUpdateReplacesThroughARenameAndKeepsTheMode() throws {
        let fs = POSIXFileSystem()
        let path = folder + "/G/Run.swift"
        try fs.write(Array("\(marker)\nold\n".utf8), to: path)
        try FileManager.default.setAttributes([.posixPermissions: 0o750], ofItemAtPath: path)
        let inodeBefore = try FileManager.default.attributesOfItem(atPath: path)[.systemFileNumber] as? Int
        let report = try OutputWriter(fileSystem: fs).write([generated("G/Run.swift")], root: folder)
        XCTAssertEqual(report.updated, ["G/Run.swift"])
        XCTAssertEqual(try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int, 0o750)
        XCTAssertEqual(text("G/Run.swift"), "\(marker)\nnew\n")
        XCTAssertNotEqual(try FileManager.default.attributesOfItem(atPath: path)[.systemFileNumber] as? Int,
                          inodeBefore, "replaced by a rename")
        XCTAssertEqual(try tree(), ["G", "G/Run.swift"])
    }

    /// A failure near the end of a large batch removes every file written before it.
    func testALargeBatchIsWrittenAndAFailureNearItsEndRemovesEverything() throws {
        let count = 88
        let fs = POSIXFileSystem()
        let names = (0..<count).map { String(format: "F%04d.swift", $0) }
        let report = try OutputWriter(fileSystem: fs).write(names.map { generated("G/" + $0) }, root: folder)
        XCTAssertEqual(report.created.count, count)
        XCTAssertEqual(try tree(), ["G"] + names.map { "G/" + $0 })
        XCTAssertEqual(text("G/" + names[count - 1]), "\(marker)\nnew\n")

        try FileManager.default.removeItem(atPath: folder + "/G")
        var changes = names.map {
            PlannedChange(action: .create, path: "H/" + $0, ownership: .generated, newContents: Array("x\n".utf8))
        }
        let tooLong = "H/" + String(repeating: "n", count: 300)
        changes[count - 20].path = tooLong
        let plan = WritePlan(root: folder, changes: changes, diagnostics: [])
        XCTAssertThrowsError(try OutputWriter(fileSystem: fs).apply(plan)) { error in
            XCTAssertEqual((error as? Diagnostic)?.message,
                           "cannot create '\(self.folder)/\(tooLong)': the name is too long for the file system")
        }
        XCTAssertEqual(try tree(), [], "every file is removed again, and the folder it made")
    }

    func testCreateDirectoriesIsMkdirP() throws {
        let fs = POSIXFileSystem()
        try fs.createDirectories([folder + "/a/b", folder + "/a/b", folder + "/a/c", folder + "/a"])
        XCTAssertEqual(try tree(), ["a", "a/b", "a/c"])
        try fs.write([], to: folder + "/file")
        XCTAssertThrowsError(try fs.createDirectories([folder + "/file/sub"])) { error in
            XCTAssertEqual((error as? Diagnostic)?.message, "cannot create folder '\(self.folder)/file': File exists")
        }
    }
}
