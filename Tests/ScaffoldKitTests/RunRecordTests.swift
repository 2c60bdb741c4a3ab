import XCTest
@testable import ScaffoldKit

/// `generate` skips planning and rendering only when nothing the last clean run read has changed; any change to
/// any input, any other build or option, and the run is done in full.
final class RunRecordTests: XCTestCase {
    private let manifest = """
        protocol: UIApplicationDelegate
        composite: AppDelegate
        responsibilities:
          - name: Analytics
            methods: [application(_:didFinishLaunchingWithOptions:)]
          - name: Push
            methods: [application(_:didRegisterForRemoteNotificationsWithDeviceToken:)]

        """

    private var fileSystem = InMemoryFileSystem()

    override func setUp() {
        fileSystem = InMemoryFileSystem(currentDirectory: "/p", files: ["scaffold.yml": manifest])
    }

    private func store(executable: String = "build-1") -> RunRecordStore {
        RunRecordStore(folder: "/cache/scaffold", fileSystem: fileSystem, executable: executable)
    }

    /// Runs `scaffold ARGS --verbose`; `planned` tells whether the run was done in full (its timings list planning).
    private func run(_ arguments: String..., executable: String = "build-1")
        -> (status: Int32, output: String, errors: String, planned: Bool)
    {
        let console = CapturingConsole()
        let status = CommandRunner.run(arguments + ["--verbose"], fileSystem: fileSystem, console: console,
                                       records: store(executable: executable))
        let timings = console.standardError.split(separator: "\n").first { $0.hasPrefix("scaffold: timings:") } ?? ""
        // Report lines pad their verb to the longest one: one space is enough to compare them.
        let output = console.standardOutput.replacingOccurrences(of: " +", with: " ", options: .regularExpression)
        return (status, output, console.standardError, timings.contains(" plan "))
    }

    /// Run records only (scanned catalog protocols are kept in the same folder: `ScannedProtocolCacheTests`).
    private var recordFiles: [String] {
        ((try? fileSystem.entries(of: "/cache/scaffold")) ?? []).filter { $0.hasSuffix(".record") }
    }

    /// Generates, then runs a no-op that records: the project as every test starts from.
    private func recordedProject() throws -> (output: String, errors: String) {
        XCTAssertEqual(run("generate").status, 0)
        XCTAssertEqual(recordFiles, [], "a run that wrote files is not recorded")
        let recording = run("generate")
        XCTAssertTrue(recording.planned)
        XCTAssertEqual(recordFiles.count, 1, "a clean run that changed nothing is recorded")
        return (recording.output, recording.errors)
    }

    func testANoOpAfterARecordedRunGivesTheSameReportWithoutPlanning() throws {
        let recorded = try recordedProject()
        let writesBefore = fileSystem.writtenPaths.count
        let again = run("generate")
        XCTAssertEqual(again.status, 0)
        XCTAssertFalse(again.planned, again.errors)
        XCTAssertEqual(again.output, recorded.output)
        XCTAssertEqual(again.output, """
            unchanged Generated/AppDelegate.swift
            unchanged Generated/AppDelegateComponent.swift
            unchanged Generated/Sequence+AppDelegateComponent.swift
            unchanged Tests/AppDelegateForwardingTests.swift
            0 created, 0 updated, 4 unchanged

            """)
        XCTAssertEqual(fileSystem.writtenPaths.count, writesBefore, "the record is not written again")

        let check = run("generate", "--check")
        XCTAssertEqual(check.status, 0)
        XCTAssertFalse(check.planned)
        XCTAssertEqual(check.output, "Generated files are up to date.\n")
    }

    func testAnyChangedInputRunsInFullAndGivesItsRealResult() throws {
        _ = try recordedProject()
        let leaf = "/p/Components/AnalyticsComponent.swift"
        let changes: [(String, () throws -> Void, (String, String) -> Void)] = [
            ("manifest edited", {
                try self.fileSystem.write(Array(self.manifest.replacingOccurrences(
                    of: "composite: AppDelegate", with: "composite: AppDelegate\nmodule: Shop").utf8),
                    to: "/p/scaffold.yml")
            }, { output, _ in
                XCTAssertTrue(output.contains("updated Tests/AppDelegateForwardingTests.swift"), output)
            }),
            ("generated file edited by hand", {
                let path = "/p/Generated/AppDelegate.swift"
                try self.fileSystem.write(Array((try XCTUnwrap(self.fileSystem.text(of: path)) + "// edited\n").utf8),
                                          to: path)
            }, { output, _ in XCTAssertTrue(output.contains("updated Generated/AppDelegate.swift"), output) }),
            ("generated file deleted", {
                try self.fileSystem.removeFile("/p/Tests/AppDelegateForwardingTests.swift")
            }, { output, _ in
                XCTAssertTrue(output.contains("created Tests/AppDelegateForwardingTests.swift"), output)
            }),
            ("user leaf deleted", {
                try self.fileSystem.removeFile(leaf)
            }, { output, _ in XCTAssertTrue(output.contains("created Components/AnalyticsComponent.swift"), output) }),
            ("stale generated file dropped into a generated folder", {
                try self.fileSystem.write(Array("\(GeneratedFile.marker)\n// old\n".utf8), to: "/p/Generated/Old.swift")
            }, { output, _ in XCTAssertTrue(output.contains("deleted Generated/Old.swift"), output) }),
            ("leaf edited: a method nothing calls", {
                let text = try XCTUnwrap(self.fileSystem.text(of: leaf))
                let edited = text.replacingOccurrences(
                    of: "final class AnalyticsComponent: AppDelegateComponent {",
                    with: "final class AnalyticsComponent: AppDelegateComponent {\n"
                        + "    func applicationDidBecomeActive(_ application: UIApplication) {}\n")
                XCTAssertNotEqual(edited, text, "the leaf template changed: update this test")
                try self.fileSystem.write(Array(edited.utf8), to: leaf)
            }, { _, errors in XCTAssertTrue(errors.contains("warning: "), errors) }),
        ]
        for (name, change, expectation) in changes {
            setUp()
            _ = try recordedProject()
            try change()
            let result = run("generate")
            XCTAssertTrue(result.planned, "\(name): must run in full")
            expectation(result.output, result.errors)
        }
    }

    func testAnotherBuildOrAnotherTemplatesOptionOrNoCacheRunsInFull() throws {
        _ = try recordedProject()
        XCTAssertTrue(run("generate", executable: "build-2").planned, "another build of scaffold")
        XCTAssertTrue(run("generate", "--no-cache").planned)
        XCTAssertTrue(run("generate", "--dry-run").planned)
        fileSystem.createDirectory("/p/templates")
        XCTAssertTrue(run("generate", "--templates", "templates").planned)
    }

    func testChangingATemplateOverrideRunsInFull() throws {
        try fileSystem.write(Array("// {{ composite.name }}\n".utf8), to: "/p/templates/CompletionJoin.swift.template")
        XCTAssertEqual(run("generate", "--templates", "templates").status, 0)
        XCTAssertTrue(run("generate", "--templates", "templates").planned)
        XCTAssertFalse(run("generate", "--templates", "templates").planned)
        let composite = try XCTUnwrap(fileSystem.text(of: "/p/Generated/AppDelegate.swift"))
        try fileSystem.write(Array(("// {{ composite.name }}!\n" + composite).utf8),
                             to: "/p/templates/Composite.swift.template")
        let result = run("generate", "--templates", "templates")
        XCTAssertTrue(result.planned)
        XCTAssertTrue(result.output.contains("updated Generated/AppDelegate.swift"), result.output)
    }

    func testEditingAUserProtocolRunsInFull() throws {
        let protocolText = """
            @MainActor
            protocol Lifecycle: AnyObject {
                func didLaunch()
            }

            """
        fileSystem = InMemoryFileSystem(currentDirectory: "/p", files: [
            "scaffold.yml": """
                protocol: Lifecycle.swift#Lifecycle
                composite: LifecycleDelegate
                superclass: NSObject
                responsibilities:
                  - name: Sync
                    methods: [didLaunch()]

                """,
            "Lifecycle.swift": protocolText,
        ])
        XCTAssertEqual(run("generate").status, 0)
        XCTAssertTrue(run("generate").planned)
        XCTAssertFalse(run("generate").planned)
        try fileSystem.write(Array(protocolText.replacingOccurrences(of: "didLaunch()", with: "didLaunch() async")
            .utf8), to: "/p/Lifecycle.swift")
        let result = run("generate")
        XCTAssertTrue(result.planned)
        XCTAssertTrue(result.output.contains("updated Generated/LifecycleDelegate.swift"), result.output)
    }

    func testARecordFileOfAnotherManifestIsNeverUsed() throws {
        _ = try recordedProject()
        let record = try XCTUnwrap(fileSystem.text(of: "/cache/scaffold/" + recordFiles[0]))
        try fileSystem.write(Array(manifest.utf8), to: "/q/scaffold.yml")
        // As if the two paths' record files had the same name.
        try fileSystem.write(Array(record.utf8), to: store().path(for: "/q/scaffold.yml"))
        let console = CapturingConsole()
        let status = CommandRunner.run(["generate", "--verbose", "--manifest", "/q/scaffold.yml"],
                                       fileSystem: fileSystem, console: console, records: store())
        XCTAssertEqual(status, 0)
        XCTAssertTrue(console.standardError.contains(" plan "), console.standardError)
        XCTAssertTrue(console.standardOutput.contains("created"), console.standardOutput)
    }

    func testARunWithWarningsIsNotRecorded() throws {
        XCTAssertEqual(run("generate").status, 0)
        let leaf = "/p/Components/PushComponent.swift"
        let text = try XCTUnwrap(fileSystem.text(of: leaf))
        try fileSystem.write(Array(text.replacingOccurrences(
            of: "final class PushComponent: AppDelegateComponent {",
            with: "final class PushComponent: AppDelegateComponent {\n"
                + "    func applicationWillTerminate(_ application: UIApplication) {}\n").utf8), to: leaf)
        for _ in 0..<2 {
            let result = run("generate")
            XCTAssertTrue(result.planned)
            XCTAssertTrue(result.errors.contains("warning: "), result.errors)
        }
        XCTAssertEqual(recordFiles, [])
    }

    func testADamagedRecordIsIgnoredAndReplaced() throws {
        _ = try recordedProject()
        let path = "/cache/scaffold/" + recordFiles[0]
        let good = try XCTUnwrap(fileSystem.text(of: path))
        let damages = ["", "garbage\n", String(good.dropLast(20)), good.replacingOccurrences(of: "\nC ", with: "\nZ ")]
        for damaged in damages {
            try fileSystem.write(Array(damaged.utf8), to: path)
            let result = run("generate")
            XCTAssertEqual(result.status, 0)
            XCTAssertTrue(result.planned)
            XCTAssertEqual(fileSystem.text(of: path), good, "a full run that changed nothing records again")
        }
    }

    func testTheRecordReadsBackAsWritten() throws {
        let record = RunRecord(
            executable: "1:2:3:4", options: "templates=-",
            observations: [
                FileObservation(question: .currentDirectory, path: "/p", answer: ContentHash.of("/p")),
                FileObservation(question: .contents, path: "/p/scaffold.yml", answer: 0xFFFF_FFFF_FFFF_FFFF),
                FileObservation(question: .contents, path: "/p/missing file.swift", answer: nil),
                FileObservation(question: .prefix, path: "/p/T/A.swift", count: 4096, answer: 7),
                FileObservation(question: .isDirectory, path: "/p/G", answer: 1),
                FileObservation(question: .entries, path: "/p/G", answer: 0),
            ],
            unchanged: ["G/A.swift"], skipped: ["C/Leaf.swift"])
        let text = try XCTUnwrap(record.text)
        XCTAssertEqual(RunRecord(text: text), record)
        var newline = record
        newline.unchanged.append("G/odd\nname.swift")
        XCTAssertNil(newline.text, "a path with a line break cannot be recorded")
    }

    func testContentHashTellsApartWhatDiffers() {
        let base = Array("func application(_ application: UIApplication) -> Bool { true }\n".utf8)
        var hashes: Set<UInt64> = [ContentHash.of(base), ContentHash.of([]), ContentHash.of([0]),
                                   ContentHash.of([0, 0]), ContentHash.of(Array(base.dropLast()))]
        for index in base.indices {
            var changed = base
            changed[index] ^= 1
            hashes.insert(ContentHash.of(changed))
        }
        XCTAssertEqual(hashes.count, 5 + base.count, "every one-bit change and every length gives another hash")
        XCTAssertEqual(ContentHash.of(base), ContentHash.of(String(decoding: base, as: UTF8.self)))
    }
}
