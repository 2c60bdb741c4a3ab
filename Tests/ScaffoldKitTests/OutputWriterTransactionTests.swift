import XCTest
@testable import ScaffoldKit

final class OutputWriterTransactionTests: XCTestCase {
    private let marker = GeneratedFile.marker

    private func project() -> InMemoryFileSystem {
        InMemoryFileSystem(currentDirectory: "/p", files: [
            "scaffold.yml": "old: 1\n", "Leaf.swift": "// the user's leaf\n", "G/A.swift": "\(marker)\nold\n",
            "G/Stale.swift": "\(marker)\nstale\n",
        ])
    }

    /// A peel-off's shape: the manifest and a leaf of the user's change, a generated file changes, one appears,
    /// one goes.
    private func plan(_ fs: some FileSystem) -> WritePlan {
        var plan = WritePlanner(fileSystem: fs).plan(root: "/p", files: [
            GeneratedFile(path: "G/A.swift", contents: "\(marker)\nnew\n", ownership: .generated),
            GeneratedFile(path: "G/B.swift", contents: "\(marker)\nnew\n", ownership: .generated),
        ], sweptFolders: ["G"])
        plan.changes += [
            PlannedChange(action: .update, path: "scaffold.yml", ownership: .user, newContents: Array("new: 2\n".utf8),
                          oldContents: Array("old: 1\n".utf8)),
            PlannedChange(action: .update, path: "Leaf.swift", ownership: .user,
                          newContents: Array("// moved out\n".utf8), oldContents: Array("// the user's leaf\n".utf8)),
        ]
        return plan
    }

    func testTheJournalComesFirstAndGoesLast() throws {
        let base = project()
        let fs = FailingFileSystem(base: base, failingOperation: 0)
        try OutputWriter(fileSystem: fs).apply(plan(fs))
        XCTAssertEqual(fs.log, [
            "write /p/.scaffold-journal", "write /p/G/A.swift", "write /p/G/B.swift", "write /p/scaffold.yml",
            "write /p/Leaf.swift", "remove /p/G/Stale.swift", "remove /p/.scaffold-journal",
        ])
        XCTAssertEqual(base.text(of: "scaffold.yml"), "new: 2\n")
        XCTAssertNil(base.text(of: "G/Stale.swift"))
    }

    func testAFailureAtAnyStepPutsEveryFileBack() throws {
        for failing in 1...7 {
            let base = project()
            let before = base.snapshot
            let fs = FailingFileSystem(base: base, failingOperation: failing)
            XCTAssertThrowsError(try OutputWriter(fileSystem: fs).apply(plan(fs)), "operation \(failing)")
            if failing < 7 {
                XCTAssertEqual(base.snapshot, before, "failing at operation \(failing): \(fs.log)")
            } else {
                // The journal could not be removed: the next run undoes the transaction.
                XCTAssertTrue(InterruptedRun.isPending(in: "/p", fileSystem: base))
                _ = try InterruptedRun.recover(in: "/p", fileSystem: base)
                XCTAssertEqual(base.snapshot, before)
            }
        }
    }

    /// As if the process died at each step: nothing after it reaches the disk, and the next run undoes.
    func testAKillAtAnyStepIsUndoneByTheNextRun() throws {
        for failing in 2...7 {
            let base = project()
            let before = base.snapshot
            let fs = FailingFileSystem(base: base, failingOperation: failing, staysBroken: true)
            XCTAssertThrowsError(try OutputWriter(fileSystem: fs).apply(plan(fs)))
            XCTAssertTrue(InterruptedRun.isPending(in: "/p", fileSystem: base), "the journal stays, at \(failing)")
            let report = try InterruptedRun.recover(in: "/p", fileSystem: base)
            XCTAssertEqual(base.snapshot, before, "killed at operation \(failing)")
            XCTAssertEqual(report.map(\.severity), [.note])
        }
    }

    /// Generated files only: no journal (the next `generate` writes them again anyway), and a failure still puts
    /// back what was written.
    func testAPlanOfGeneratedFilesHasNoJournalAndAFailureIsUndone() throws {
        let base = project()
        let before = base.snapshot
        let files = ["A", "B", "C"].map {
            GeneratedFile(path: "G/\($0).swift", contents: "\(marker)\nnew\n", ownership: .generated)
        }
        let fs = FailingFileSystem(base: base, failingOperation: 3)
        XCTAssertThrowsError(try OutputWriter(fileSystem: fs).write(files, root: "/p"))
        XCTAssertEqual(Array(fs.log.prefix(3)), ["write /p/G/A.swift", "write /p/G/B.swift", "write /p/G/C.swift"])
        XCTAssertEqual(base.snapshot, before)
    }

    /// Sandboxed, a full disk leaves no file half written: a new one is removed, a changed one gets its bytes back.
    func testASandboxedRunOutOfSpaceLeavesEveryFileOldOrGone() throws {
        for full in ["/p/G/A.swift", "/p/G/B.swift"] {
            let base = project()
            let before = base.snapshot
            let fs = FullDiskFileSystem(base: base, fullAt: [full])
            let files = ["A", "B"].map {
                GeneratedFile(path: "G/\($0).swift", contents: "\(marker)\nnew, longer\n", ownership: .generated)
            }
            let writer = OutputWriter(fileSystem: fs, policy: SandboxPolicy(isSandboxed: true))
            XCTAssertThrowsError(try writer.write(files, root: "/p")) { error in
                XCTAssertEqual((error as? Diagnostic)?.message, "cannot write '\(full)': No space left on device")
            }
            XCTAssertEqual(base.snapshot, before, "full at \(full)")
        }
    }

    func testAChangeOutsideTheProjectIsRefusedBeforeAnythingIsWritten() throws {
        let base = project()
        let fs = FailingFileSystem(base: base, failingOperation: 0)
        var plan = plan(fs)
        plan.changes.append(PlannedChange(action: .delete, path: "../elsewhere/AppDelegate.swift", ownership: .user,
                                          oldContents: []))
        XCTAssertThrowsError(try OutputWriter(fileSystem: fs).apply(plan)) { error in
            XCTAssertEqual((error as? DiagnosticError)?.diagnostics.map(\.message), [
                "refusing to delete '../elsewhere/AppDelegate.swift': it lies outside the project folder '/p'; "
                    + "scaffold changes nothing outside the project",
            ])
        }
        XCTAssertEqual(fs.log, [])
    }

    /// `init` creates the manifest with every file: journaled, so that a kill half-way is undone by the next `init`
    /// instead of leaving a composite that `init` refuses to write over and no manifest for `generate`.
    func testCreatingTheManifestWithTheFilesIsJournaled() throws {
        let base = InMemoryFileSystem(currentDirectory: "/p", files: [:])
        let fs = FailingFileSystem(base: base, failingOperation: 0)
        _ = try OutputWriter(fileSystem: fs).write([
            GeneratedFile(path: "G/A.swift", contents: "\(marker)\na\n", ownership: .generated),
            GeneratedFile(path: "C/Leaf.swift", contents: "// leaf\n", ownership: .user),
        ], root: "/p", manifest: (path: "/p/scaffold.yml", bytes: Array("new: 1\n".utf8)))
        XCTAssertEqual(fs.log.first, "write /p/.scaffold-journal")
        XCTAssertEqual(fs.log.last, "remove /p/.scaffold-journal")
        XCTAssertEqual(base.text(of: "scaffold.yml"), "new: 1\n")
    }
}
