import XCTest
@testable import ScaffoldKit

final class OutputWriterTests: XCTestCase {
    private let marker = GeneratedFile.marker

    private func generated(_ path: String, _ body: String) -> GeneratedFile {
        GeneratedFile(path: path, contents: "\(marker)\n\(body)\n", ownership: .generated)
    }

    private func user(_ path: String, _ body: String) -> GeneratedFile {
        GeneratedFile(path: path, contents: "\(body)\n", ownership: .user)
    }

    private func writer(_ fs: InMemoryFileSystem) -> OutputWriter {
        OutputWriter(fileSystem: fs)
    }

    func testEveryPlanCase() throws {
        let fs = InMemoryFileSystem(currentDirectory: "/p", files: [
            "G/Same.swift": "\(marker)\nsame\n",
            "G/Changed.swift": "\(marker)\nold\n",
            "G/Stale.swift": "\(marker)\nstale\n",
            "G/Sub/StaleToo.swift": "\(marker)\n",
            "G/Handwritten.swift": "mine\n",
            "G/.hidden": "\(marker)\n",
            "C/Existing.swift": "user edit\n",
        ])
        let files = [
            generated("G/Same.swift", "same"),
            generated("G/Changed.swift", "new"),
            generated("G/New.swift", "brand new"),
            user("C/Existing.swift", "template"),
            user("C/Fresh.swift", "template"),
        ]
        let report = try writer(fs).write(files, root: "/p", sweeping: ["G"])
        XCTAssertEqual(report.created, ["C/Fresh.swift", "G/New.swift"])
        XCTAssertEqual(report.updated, ["G/Changed.swift"])
        XCTAssertEqual(report.unchanged, ["G/Same.swift"])
        XCTAssertEqual(report.deleted, ["G/Stale.swift", "G/Sub/StaleToo.swift"])
        XCTAssertEqual(report.skipped, ["C/Existing.swift"])
        XCTAssertEqual(fs.text(of: "C/Existing.swift"), "user edit\n")
        XCTAssertEqual(fs.text(of: "G/Handwritten.swift"), "mine\n", "files without the marker are never deleted")
        XCTAssertTrue(fs.fileExists("G/.hidden"))
        XCTAssertEqual(fs.text(of: "G/Changed.swift"), "\(marker)\nnew\n")
        XCTAssertEqual(fs.writtenPaths, ["/p/C/Fresh.swift", "/p/G/Changed.swift", "/p/G/New.swift"])
        XCTAssertEqual(fs.removedPaths, ["/p/G/Stale.swift", "/p/G/Sub/StaleToo.swift"])
        XCTAssertEqual(report.lineDiffs, [:], "a write shows no line counts, so none are counted")
    }

    func testSecondRunIsAllUnchangedAndTouchesNothing() throws {
        let fs = InMemoryFileSystem(currentDirectory: "/p")
        let files = [generated("G/A.swift", "a"), generated("G/B.swift", "b"), user("C/Leaf.swift", "leaf")]
        _ = try writer(fs).write(files, root: ".", sweeping: ["G"])
        let stamps = fs.allFiles.map { fs.modificationStamp(of: $0) }
        let report = try writer(fs).write(files, root: ".", sweeping: ["G"])
        XCTAssertEqual(report.unchanged, ["G/A.swift", "G/B.swift"])
        XCTAssertEqual(report.skipped, ["C/Leaf.swift"])
        XCTAssertFalse(report.hasChanges)
        XCTAssertEqual(fs.allFiles.map { fs.modificationStamp(of: $0) }, stamps)
        XCTAssertEqual(fs.writtenPaths.count, 3)
    }

    func testAGeneratedPathHoldingAUsersFileIsAnErrorAndNothingIsWritten() throws {
        let fs = InMemoryFileSystem(
            currentDirectory: "/p", files: ["G/A.swift": "// my own code\n", "G/Old.swift": "\(marker)\n"])
        let before = fs.snapshot
        XCTAssertThrowsError(try writer(fs).write(
            [generated("G/New.swift", "n"), generated("G/A.swift", "a")], root: "/p", sweeping: ["G"]
        )) { error in
            XCTAssertEqual((error as? DiagnosticError)?.diagnostics.map(\.rendered), [
                "/p/G/A.swift:1:1: error: refusing to overwrite 'G/A.swift': it lacks the marker line "
                    + "'\(self.marker)', so it is a user's file; move it away or delete it",
            ])
        }
        XCTAssertEqual(fs.snapshot, before)
        XCTAssertEqual(fs.writtenPaths, [])
        XCTAssertEqual(fs.removedPaths, [])
    }

    func testEveryPlanErrorIsCollected() throws {
        let fs = InMemoryFileSystem(currentDirectory: "/p", files: ["Blocker": "x"])
        fs.createDirectory("G/Folder.swift")
        let files = [
            generated("../escape.swift", "x"),
            generated("/etc/passwd", "x"),
            generated("G/Dup.swift", "1"),
            generated("G/Dup.swift", "2"),
            GeneratedFile(path: "G/NoMarker.swift", contents: "plain\n", ownership: .generated),
            generated("G/Folder.swift", "x"),
            generated("Blocker/Inner.swift", "x"),
        ]
        XCTAssertThrowsError(try writer(fs).write(files, root: "/p", sweeping: ["../outside"])) { error in
            XCTAssertEqual((error as? DiagnosticError)?.diagnostics.map(\.rendered), [
                "/p/Blocker:1:1: error: cannot write 'Blocker/Inner.swift': 'Blocker' is a file, not a folder",
                "/p/G/Folder.swift:1:1: error: cannot write 'G/Folder.swift': a folder of that name is in the way",
                "scaffold: error: generated file path '../escape.swift' is outside the project folder '/p'",
                "scaffold: error: generated file path '/etc/passwd' is outside the project folder '/p'",
                "scaffold: error: two generated files have the same path 'G/Dup.swift'",
                "scaffold: error: generated file 'G/NoMarker.swift' does not start with the marker "
                    + "'\(self.marker)'; the next run could not tell it from a user's file",
                "scaffold: error: generated folder path '../outside' is outside the project folder '/p'",
            ])
        }
        XCTAssertEqual(fs.writtenPaths, [])
    }

    func testCheckAndDryRunWriteNothingButReportChanges() throws {
        let fs = InMemoryFileSystem(
            currentDirectory: "/p", files: ["G/A.swift": "\(marker)\nold\n", "G/Gone.swift": "\(marker)\n"])
        let before = fs.snapshot
        let files = [generated("G/A.swift", "new\nmore"), generated("G/B.swift", "b")]
        for mode in [WriteMode.check, .dryRun] {
            let report = try writer(fs).write(files, root: "/p", sweeping: ["G"], mode: mode)
            XCTAssertTrue(report.hasChanges)
            XCTAssertEqual(report.changedPaths, ["G/A.swift", "G/B.swift", "G/Gone.swift"])
            XCTAssertEqual(report.lines(withLineCounts: true), [
                "would update  G/A.swift (+2 -1 lines)",
                "would create  G/B.swift (+2 -0 lines)",
                "would delete  G/Gone.swift (+0 -1 lines)",
            ])
        }
        XCTAssertEqual(fs.snapshot, before)
        XCTAssertEqual(fs.writtenPaths, [])
        XCTAssertEqual(fs.removedPaths, [])
    }

    func testReportLinesAndSummary() throws {
        let fs = InMemoryFileSystem(
            currentDirectory: "/p", files: ["C/Leaf.swift": "x\n", "G/Same.swift": "\(marker)\ns\n"])
        let report = try writer(fs).write(
            [generated("G/Same.swift", "s"), generated("G/New.swift", "n"), user("C/Leaf.swift", "t")], root: "/p")
        XCTAssertEqual(report.lines(verbose: true), [
            "kept (user file)  C/Leaf.swift",
            "created           G/New.swift",
            "unchanged         G/Same.swift",
        ])
        XCTAssertEqual(report.summary, "1 created, 0 updated, 1 unchanged, 1 user files kept")
    }

    func testMarkerMayFollowAFewHeaderLines() {
        XCTAssertTrue(GeneratedMarker.isPresent(in: Array("\(marker)\n".utf8)))
        let afterABOMAndALine = "\u{FEFF}// swiftlint:disable all\n\(marker) Edit scaffold.yml.\n"
        XCTAssertTrue(GeneratedMarker.isPresent(in: Array(afterABOMAndALine.utf8)))
        XCTAssertFalse(GeneratedMarker.isPresent(in: Array("1\n2\n3\n4\n5\n\(marker)\n".utf8)))
        XCTAssertFalse(GeneratedMarker.isPresent(in: Array("// Generated by scaffold.\n".utf8)))
        XCTAssertFalse(GeneratedMarker.isPresent(in: Array("".utf8)))
    }

    func testLineDiff() {
        XCTAssertEqual(LineDiff(old: Array("a\nb\nc\n".utf8), new: Array("a\nx\nc\n".utf8)),
                       LineDiff(added: 1, removed: 1))
        XCTAssertEqual(LineDiff(old: [], new: Array("a\nb".utf8)), LineDiff(added: 2, removed: 0))
        XCTAssertEqual(LineDiff(old: Array("a\nb\n".utf8), new: Array("b\na\n".utf8)), LineDiff(added: 0, removed: 0))
    }
}
