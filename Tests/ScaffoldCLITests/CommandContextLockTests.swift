import Foundation
import ScaffoldKit
import ScaffoldTestSupport
import XCTest

/// One command at a time, whole: the built `scaffold` holds the project's lock from reading the manifest to its last
/// write, waits for another run (saying so), or with `--no-wait` gives up at once; and the next run undoes what a
/// killed one left half done.
final class CommandContextLockTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("scaffold-lock-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    private func scaffold(_ arguments: [String], in project: URL) throws -> TestProcess.Outcome {
        try TestProcess.run(TestProcess.scaffold, arguments, in: project, timeout: 60)
    }

    /// Pairs of `add component` started together: both land every time. `SCAFFOLD_CONCURRENCY_TRIALS` sets how
    /// many pairs (10 by default).
    func testTwoAddsAtOnceBothLand() throws {
        let pairs = ProcessInfo.processInfo.environment["SCAFFOLD_CONCURRENCY_TRIALS"].flatMap { Int($0) } ?? 10
        let template = folder.appendingPathComponent("template")
        try FileManager.default.createDirectory(at: template, withIntermediateDirectories: true)
        XCTAssertEqual(try scaffold(["init"], in: template).status, 0)
        var lost: [String] = []
        for pair in 0..<pairs {
            let project = folder.appendingPathComponent("pair\(pair)")
            try FileManager.default.copyItem(at: template, to: project)
            let group = DispatchGroup()
            let results = Results()
            for name in ["First\(pair)", "Second\(pair)"] {
                DispatchQueue.global().async(group: group) {
                    let outcome = try? TestProcess.run(TestProcess.scaffold, ["add", "component", name], in: project,
                                                       timeout: 60)
                    results.append(name, outcome)
                }
            }
            group.wait()
            for (name, outcome) in results.all {
                XCTAssertEqual(outcome?.status, 0, "\(name): \(outcome?.errors ?? "did not run")")
            }
            let manifest = try String(contentsOf: project.appendingPathComponent("scaffold.yml"), encoding: .utf8)
            for name in ["First\(pair)", "Second\(pair)"] where !manifest.contains("name: \(name)\n") {
                lost.append(name)
            }
            let check = try scaffold(["generate", "--check"], in: project)
            XCTAssertEqual(check.status, 0, "pair \(pair): " + check.output + check.errors)
        }
        XCTAssertEqual(lost, [], "components lost from scaffold.yml over \(pairs) pairs")
    }

    func testASecondRunWaitsSayingSoOrWithNoWaitFailsAtOnce() throws {
        let project = folder.appendingPathComponent("project")
        try FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
        XCTAssertEqual(try scaffold(["init"], in: project).status, 0)
        let lock = ProjectLock(folder: project.path)
        try lock.withExclusiveLock {
            let refused = try scaffold(["--no-wait", "generate"], in: project)
            XCTAssertEqual(refused.status, 1)
            XCTAssertEqual(refused.errors, "scaffold: error: another scaffold run is working on '\(project.path)' (it "
                + "holds the project's lock), and --no-wait does not wait for it; run again when it has finished\n")
        }
        let released = DispatchSemaphore(value: 0)
        let holding = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            try? lock.withExclusiveLock {
                holding.signal()
                usleep(900_000)
            }
            released.signal()
        }
        holding.wait()
        let waited = try scaffold(["generate"], in: project)
        released.wait()
        XCTAssertEqual(waited.status, 0, waited.errors)
        XCTAssertEqual(waited.errors, "scaffold: note: waiting for another scaffold run on '\(project.path)' to "
            + "finish…\n")
    }

    func testTheNextCommandUndoesAnInterruptedOneFirst() throws {
        let project = InMemoryProject(files: ["scaffold.yml": "protocol: UIApplicationDelegate\n"])
        XCTAssertEqual(project.run("generate").status, 0)
        let before = project.files
        // A transaction that removes the manifest, killed after that: its journal has the manifest's bytes.
        let journal = "scaffold-journal 1\nentry 12 32 - -\nscaffold.yml\nprotocol: UIApplicationDelegate\n\nend\n"
        try project.write(".scaffold-journal", journal)
        try project.fileSystem.removeFile("/work/app/scaffold.yml")
        let sandboxed = project.run("--sandboxed", "generate")
        XCTAssertEqual(sandboxed.status, 1)
        XCTAssertEqual(sandboxed.errors, "/work/app/.scaffold-journal:1:1: error: a scaffold run that changed several "
            + "files was interrupted, and a sandboxed run cannot undo it; run 'scaffold generate' outside the build "
            + "once\n")
        let run = project.run("generate", "--check")
        XCTAssertEqual(run.status, 0, run.errors)
        XCTAssertEqual(run.errors, "scaffold: note: a scaffold run that changed several files was interrupted; undone "
            + "(1 file put back as it was), so run that command again\n")
        XCTAssertEqual(project.files, before)
    }
}

/// The outcomes of concurrent runs, gathered under a lock.
private final class Results: @unchecked Sendable {
    private let lock = NSLock()
    private var outcomes: [(String, TestProcess.Outcome?)] = []

    var all: [(String, TestProcess.Outcome?)] { lock.withLock { outcomes } }

    func append(_ name: String, _ outcome: TestProcess.Outcome?) {
        lock.withLock { outcomes.append((name, outcome)) }
    }
}
