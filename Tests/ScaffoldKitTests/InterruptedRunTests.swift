import XCTest
@testable import ScaffoldKit

/// A transaction a kill cut short is undone by the next run: every file back as it was, an edit made since kept.
final class InterruptedRunTests: XCTestCase {
    private let journalPath = "/p/.scaffold-journal"

    /// A project where a transaction of three changes got half-way: the manifest and the new leaf are written, the
    /// delegate not deleted yet.
    private func halfDone() throws -> InMemoryFileSystem {
        let fs = InMemoryFileSystem(currentDirectory: "/p", files: [
            "scaffold.yml": "new: 2\n", "Leaf.swift": "// leaf\n", "AppDelegate.swift": "class AppDelegate {}\n",
        ])
        let journal = Journal(entries: [
            Journal.Entry(path: "scaffold.yml", old: Array("old: 1\n".utf8), new: Array("new: 2\n".utf8)),
            Journal.Entry(path: "Leaf.swift", old: nil, new: Array("// leaf\n".utf8)),
            Journal.Entry(path: "AppDelegate.swift", old: Array("class AppDelegate {}\n".utf8), new: nil),
        ])
        try fs.write(journal.encoded(), to: journalPath)
        return fs
    }

    func testEveryFileIsPutBackAndTheJournalRemoved() throws {
        let fs = try halfDone()
        XCTAssertTrue(InterruptedRun.isPending(in: "/p", fileSystem: fs))
        let report = try InterruptedRun.recover(in: "/p", fileSystem: fs)
        XCTAssertEqual(fs.snapshot, ["/p/scaffold.yml": "old: 1\n", "/p/AppDelegate.swift": "class AppDelegate {}\n"])
        XCTAssertEqual(report.map(\.rendered), [
            "scaffold: note: a scaffold run that changed several files was interrupted; undone (2 files put back as "
                + "they were), so run that command again",
        ])
        XCTAssertFalse(InterruptedRun.isPending(in: "/p", fileSystem: fs))
        XCTAssertEqual(try InterruptedRun.recover(in: "/p", fileSystem: fs), [], "nothing left to do")
    }

    func testADeletedFileComesBack() throws {
        let fs = try halfDone()
        try fs.removeFile("/p/AppDelegate.swift")
        _ = try InterruptedRun.recover(in: "/p", fileSystem: fs)
        XCTAssertEqual(fs.text(of: "AppDelegate.swift"), "class AppDelegate {}\n")
    }

    func testAFileEditedSinceIsKeptAndItsOriginalSavedBesideIt() throws {
        let fs = try halfDone()
        try fs.write(Array("new: 2\nedited: yes\n".utf8), to: "/p/scaffold.yml")
        try fs.write(Array("// leaf, with my code\n".utf8), to: "/p/Leaf.swift")
        let report = try InterruptedRun.recover(in: "/p", fileSystem: fs)
        XCTAssertEqual(fs.text(of: "scaffold.yml"), "new: 2\nedited: yes\n")
        XCTAssertEqual(fs.text(of: "scaffold.yml.scaffold-original"), "old: 1\n")
        XCTAssertEqual(fs.text(of: "Leaf.swift"), "// leaf, with my code\n")
        XCTAssertNil(fs.text(of: "Leaf.swift.scaffold-original"), "it had no original")
        XCTAssertEqual(report.filter { $0.severity == .warning }.map(\.rendered), [
            "/p/Leaf.swift:1:1: warning: 'Leaf.swift' was changed after an interrupted scaffold run wrote it: kept as "
                + "it is",
            "/p/scaffold.yml:1:1: warning: 'scaffold.yml' was changed after an interrupted scaffold run wrote it: kept "
                + "as it is, its bytes before that run saved as 'scaffold.yml.scaffold-original'",
        ])
    }

    func testAJournalThatCannotBeReadStopsTheRunAndIsKept() throws {
        let fs = InMemoryFileSystem(currentDirectory: "/p", files: [".scaffold-journal": "scaffold-journal 1\nentr"])
        XCTAssertThrowsError(try InterruptedRun.recover(in: "/p", fileSystem: fs)) { error in
            XCTAssertEqual((error as? Diagnostic)?.rendered, "/p/.scaffold-journal:1:1: error: '/p/.scaffold-journal' "
                + "is not a journal this scaffold can read: a transaction was interrupted and cannot be undone; check "
                + "your files, then delete it")
        }
        XCTAssertTrue(InterruptedRun.isPending(in: "/p", fileSystem: fs))
    }

    func testTemporariesOfRunsThatAreGoneAreRemoved() throws {
        let fs = InMemoryFileSystem(currentDirectory: "/p", files: [
            "..scaffold-journal.scaffold-999999999-1": "half", ".scaffold.yml.scaffold-999999999-2": "x",
            TemporaryFiles.name(for: "scaffold.yml", sequence: 3): "mine, in flight", ".hidden": "kept",
        ])
        XCTAssertEqual(try InterruptedRun.recover(in: "/p", fileSystem: fs), [])
        XCTAssertEqual(fs.allFiles, ["/p/.hidden", "/p/" + TemporaryFiles.name(for: "scaffold.yml", sequence: 3)])
    }

    /// A journal from a cloned repository names paths out of the project: nothing is undone, located at the journal.
    func testAJournalNamingAPathOutsideTheProjectUndoesNothing() throws {
        let cases = [("../outside/keep.txt", "which is not a plain path relative to the project folder"),
                     ("/tmp/pwned", "which is not a plain path relative to the project folder"),
                     ("a/../../b", "which is not a plain path relative to the project folder"),
                     ("", "which is not a plain path relative to the project folder"),
                     ("a\u{0}b", "a path holding a control character U+0000 (NUL)"),
                     (".scaffold-journal", "the journal itself"),
                     ("Sources", "which is a folder, not a file")]
        for (path, problem) in cases {
            let fs = InMemoryFileSystem(currentDirectory: "/p", files: [
                "Sources/Leaf.swift": "leaf", "scaffold.yml": "new",
            ])
            try fs.write(Array("outside".utf8), to: "/outside/keep.txt")
            let journal = Journal(entries: [
                Journal.Entry(path: "scaffold.yml", old: Array("old".utf8), new: Array("new".utf8)),
                Journal.Entry(path: path, old: Array("evil".utf8), new: nil),
            ])
            try fs.write(journal.encoded(), to: journalPath)
            XCTAssertThrowsError(try InterruptedRun.recover(in: "/p", fileSystem: fs), path) { error in
                XCTAssertEqual((error as? Diagnostic)?.rendered, "/p/.scaffold-journal:1:1: error: "
                    + "'/p/.scaffold-journal' names '\(PathText.visible(path))', \(problem): it is not a journal "
                    + "scaffold wrote for this project, and nothing was undone; check your files, then delete it")
            }
            XCTAssertEqual(fs.text(of: "scaffold.yml"), "new", "\(path): nothing undone")
            XCTAssertEqual(try fs.contents(of: "/outside/keep.txt"), Array("outside".utf8))
            XCTAssertNil(try fs.contents(of: "/tmp/pwned"))
            XCTAssertTrue(InterruptedRun.isPending(in: "/p", fileSystem: fs), "the journal is kept")
        }
    }
}
