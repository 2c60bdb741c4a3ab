import ScaffoldCLI
import ScaffoldTestSupport
import XCTest
@testable import ScaffoldKit

final class ProjectTransactionTests: XCTestCase {
    private static let delegate = """
        import UIKit

        @main
        class AppDelegate: UIResponder, UIApplicationDelegate {
            var window: UIWindow?

            func applicationDidBecomeActive(_ application: UIApplication) {
                print("active")
            }

            func applicationWillResignActive(_ application: UIApplication) {
                print("inactive")
            }
        }

        """

    private func run(_ disk: LoggingDisk, _ arguments: String...) -> (status: Int32, errors: String) {
        run(disk, arguments)
    }

    private func run(_ disk: LoggingDisk, _ arguments: [String]) -> (status: Int32, errors: String) {
        let console = CapturingConsole()
        let status = CommandRunner.run(arguments, fileSystem: disk, console: console)
        return (status, console.standardError)
    }

    /// The events of the last command: its log since `start`.
    private func events(_ disk: LoggingDisk, since start: Int) -> [String] {
        Array(disk.log[start...])
    }

    /// Each command takes the project's lock once, reads the manifest only after taking it, and writes its last
    /// file before releasing it: nothing it reads or writes in the project lies outside the lock.
    func testEveryCommandOnAProjectRunsInOneTransactionUnderTheLock() throws {
        let disk = LoggingDisk(InMemoryFileSystem(currentDirectory: "/work/app", files: [
            "Sources/App/AppDelegate.swift": Self.delegate,
        ]))
        let commands: [[String]] = [
            ["init", "--composite", "Lifecycle"],
            ["generate"], ["generate", "--check"], ["generate", "--dry-run"], ["list"],
            ["add", "component", "Analytics"], ["add", "listener", "Audit"], ["remove", "listener", "Audit"],
            ["xcfilelists", "--inputs", "in.xcfilelist", "--outputs", "out.xcfilelist"],
        ]
        var wrote: [String] = []
        for command in commands {
            let start = disk.log.count
            let result = run(disk, command)
            XCTAssertEqual(result.status, 0, "\(command): \(result.errors)")
            let events = events(disk, since: start)
            XCTAssertEqual(events.filter { $0.hasPrefix("lock ") }, ["lock /work/app"], "\(command)")
            XCTAssertEqual(events.last, "unlock /work/app", "\(command)")
            XCTAssertEqual(events.first, "lock /work/app", "\(command): read before the lock: \(events)")
            // `init` finds no manifest: it looks (`status`), and reads none.
            if command[0] != "init" {
                XCTAssertTrue(events.contains("read /work/app/scaffold.yml"), "\(command)")
            }
            wrote += events.filter { $0.hasPrefix("write ") }
        }
        XCTAssertTrue(wrote.contains("write /work/app/scaffold.yml"), "\(wrote)")
        XCTAssertTrue(wrote.contains("write /work/app/in.xcfilelist"), "\(wrote)")
    }

    func testAdoptAndAPeelOffRunInOneTransactionUnderTheLock() throws {
        let disk = LoggingDisk(InMemoryFileSystem(currentDirectory: "/work/app", files: [
            "Sources/Shop/AppDelegate.swift": Self.delegate,
        ]))
        for command in [["adopt", "Sources/Shop/AppDelegate.swift"],
                        ["add", "component", "Activity", "--from", "Legacy", "--methods",
                         "applicationDidBecomeActive(_:)"]] {
            let start = disk.log.count
            let result = run(disk, command)
            XCTAssertEqual(result.status, 0, "\(command): \(result.errors)")
            let events = events(disk, since: start)
            XCTAssertEqual(events.first, "lock /work/app", "\(command)")
            XCTAssertEqual(events.last, "unlock /work/app", "\(command)")
            XCTAssertEqual(events.filter { $0.hasPrefix("lock ") }.count, 1, "\(command)")
            XCTAssertTrue(events.contains("write /work/app/scaffold.yml"), "\(command): \(events)")
        }
    }

    /// A transaction whose commit fails on its last file puts every file back, the manifest's new text included.
    func testAFailedCommitChangesNothing() throws {
        let base = InMemoryFileSystem(currentDirectory: "/work/app", files: [
            "scaffold.yml": "protocol: UIApplicationDelegate\nmodule: App\n",
        ])
        let disk = LoggingDisk(base)
        XCTAssertEqual(run(disk, "generate").status, 0)
        let before = base.snapshot
        disk.failing = "/work/app/Components/AuditListener.swift"
        let result = run(disk, "add", "listener", "Audit")
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.errors.contains("No space left on device"), result.errors)
        XCTAssertTrue(base.snapshot == before, "a file changed")
    }

    /// `--check` and `--dry-run` take the same path and commit nothing.
    func testACheckAndADryRunWriteNothing() throws {
        let base = InMemoryFileSystem(currentDirectory: "/work/app", files: [
            "scaffold.yml": "protocol: UIApplicationDelegate\nmodule: App\n",
        ])
        let disk = LoggingDisk(base)
        XCTAssertEqual(run(disk, "generate", "--dry-run").status, 0)
        XCTAssertEqual(run(disk, "generate", "--check").status, 1)
        XCTAssertEqual(disk.log.filter { $0.hasPrefix("write ") || $0.hasPrefix("remove ") }, [])
    }

    /// The transaction's own API: the manifest is read under the lock, and what the body throws commits nothing.
    func testTheBodyRunsUnderTheLockAndAFailureInItCommitsNothing() throws {
        let base = InMemoryFileSystem(currentDirectory: "/p",
                                      files: ["scaffold.yml": "protocol: UIApplicationDelegate\n"])
        let disk = LoggingDisk(base)
        let project = Project(workspace: Workspace(fileSystem: disk), manifestPath: "/p/scaffold.yml",
                              templatesFolder: nil)
        struct Stop: Error {}
        XCTAssertThrowsError(try ProjectTransaction.run(project) { transaction in
            var timings = PhaseTimings()
            let manifest = try transaction.manifest()
            _ = try transaction.generate(manifest, templates: TemplateStore.builtIn, timings: &timings)
            throw Stop()
        }) { XCTAssertTrue($0 is Stop) }
        XCTAssertEqual(disk.log.first, "lock /p")
        XCTAssertEqual(disk.log.last, "unlock /p")
        XCTAssertTrue(disk.log.contains("read /p/scaffold.yml"))
        XCTAssertEqual(base.allFiles, ["/p/scaffold.yml"])
    }

    /// Sandboxed, the workspace confines reads to the declared files and writes in place; no lock is taken.
    func testASandboxedWorkspaceIsConfinedWritesInPlaceAndTakesNoLock() throws {
        let base = InMemoryFileSystem(currentDirectory: "/p",
                                      files: ["scaffold.yml": "protocol: UIApplicationDelegate\n"])
        let workspace = Workspace(fileSystem: base, policy: SandboxPolicy(isSandboxed: true))
        guard case .inPlace = workspace.writeStrategy else { return XCTFail("sandboxed runs write in place") }
        guard case .direct = Workspace(fileSystem: base).writeStrategy else { return XCTFail("in memory: direct") }
        guard case .staged = Workspace(fileSystem: POSIXFileSystem()).writeStrategy else {
            return XCTFail("the disk stages")
        }
        let disk = LoggingDisk(base)
        let project = Project(workspace: Workspace(fileSystem: disk, policy: SandboxPolicy(isSandboxed: true)),
                              manifestPath: "/p/scaffold.yml", templatesFolder: nil)
        try ProjectTransaction.run(project) { _ in }
        XCTAssertEqual(disk.log.filter { $0.hasPrefix("lock") }, [])
    }
}
