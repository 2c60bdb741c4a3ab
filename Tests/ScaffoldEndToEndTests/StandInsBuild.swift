import Foundation

/// Every scenario that runs on the stand-ins, as one SwiftPM package (a target and a test target per scenario)
/// built against `Tests/StandIns` with warnings as errors, once per language mode, and its tests run once per mode
/// (`ScenarioTestRun` tells each scenario's results apart).
///
/// Both modes build in one scratch folder, Swift 6 first: the stand-ins are their own package in its own language
/// mode, so the Swift 5 build compiles every scenario and its tests again and reuses the stand-ins as they were.
enum StandInsBuild {
    enum LanguageMode: String, Sendable, CaseIterable {
        case swift6 = "v6"
        case swift5 = "v5"
    }

    /// What one language mode's build and test run printed.
    struct Outcome: Sendable {
        var mode: LanguageMode
        /// `swift build --build-tests`, for every scenario at once.
        var build: ProcessResult
        /// What `swift test --skip-build` printed for each scenario's test module, by module; empty if the build
        /// failed.
        var tests: [String: ProcessResult]
    }

    /// The outcome in `mode`, built with the suite's other slow work (`ScenarioBuilds`).
    static func outcome(_ mode: LanguageMode) throws -> Outcome {
        try ScenarioBuilds.standIns(mode)
    }

    /// Builds the package in `mode`; the products of the other mode's build are replaced.
    static func build(_ mode: LanguageMode) throws -> ProcessResult {
        _ = try manifestWritten.get()
        return try ProcessRunner.run(ProcessRunner.swift, ["build", "--build-tests"] + scratch + wholeModule,
                                     in: EndToEndScenarios.root, environment: [modeVariable: mode.rawValue])
    }

    /// Runs the scenarios' tests of the package `build` built in `mode` (none if it failed), all in one run; the
    /// results by scenario module (its tests' module, `<module>Tests`, without `Tests`).
    static func test(_ mode: LanguageMode, after build: ProcessResult) throws -> Outcome {
        _ = try manifestWritten.get()
        guard build.status == 0 else { return Outcome(mode: mode, build: build, tests: [:]) }
        let root = EndToEndScenarios.root
        let environment = [modeVariable: mode.rawValue]
        let listing = try ProcessRunner.run(ProcessRunner.swift, ["test", "list", "--skip-build"] + scratch, in: root,
                                            environment: environment)
        guard listing.status == 0 else {
            throw ScenarioError("swift test list (\(mode)) failed:\n\(listing.stdout)\(listing.stderr)")
        }
        let run = try ProcessRunner.run(ProcessRunner.swift, ["test", "--skip-build", "--disable-sandbox"] + scratch,
                                        in: root, environment: environment)
        let byTestModule = try ScenarioTestRun.byModule(run, listing: listing.stdout)
        var tests: [String: ProcessResult] = [:]
        for (testModule, result) in byTestModule where testModule.hasSuffix("Tests") {
            tests[String(testModule.dropLast("Tests".count))] = result
        }
        return Outcome(mode: mode, build: build, tests: tests)
    }

    private static var scratch: [String] {
        ["--scratch-path", EndToEndScenarios.root.appendingPathComponent(".build").path]
    }

    /// The folder of the built stand-in modules (the same in both modes).
    static var modules: URL {
        EndToEndScenarios.root.appendingPathComponent(".build/debug/Modules")
    }

    /// One compiler job per module, instead of SwiftPM's debug default of an emit-module job beside a job per batch
    /// of files, each type-checking the module again: the same diagnostics for about a fifth less CPU.
    /// `-num-threads` keeps one object file per source file, which SwiftPM's link and index steps expect;
    /// `-disable-batch-mode` spares the driver's warning that it ignores SwiftPM's `-enable-batch-mode`; `-gnone`,
    /// debug information nobody reads, saves another eighth.
    private static let wholeModule = [
        "-disable-batch-mode", "-wmo", "-num-threads", "\(ProcessInfo.processInfo.activeProcessorCount)", "-gnone",
    ].flatMap { ["-Xswiftc", $0] }

    /// The environment variable the manifest reads its language mode from (`v5`, else Swift 6).
    private static let modeVariable = "SCAFFOLD_SCENARIOS_MODE"

    /// The package's manifest, written once for both modes; the scenarios it builds.
    private static let manifestWritten = Result {
        let scenarios = EndToEndScenarios.all.filter(\.buildsOnStandIns)
        try manifest(scenarios).write(to: EndToEndScenarios.root.appendingPathComponent("Package.swift"),
                                      atomically: true, encoding: .utf8)
        return scenarios
    }.mapError(ScenarioError.init(wrapping:))

    /// The files below `sources` that are not Swift (an Info.plist fragment): left out of the target.
    private static func nonSwiftFiles(in sources: URL) -> [String] {
        (FileManager.default.subpaths(atPath: sources.path) ?? []).filter { path in
            var isFolder: ObjCBool = false
            let exists = FileManager.default.fileExists(atPath: sources.appendingPathComponent(path).path,
                                                        isDirectory: &isFolder)
            return exists && !isFolder.boolValue && !path.hasSuffix(".swift")
        }.sorted()
    }

    /// `Package.swift` with one library target and one test target per scenario, warnings as errors.
    private static func manifest(_ scenarios: [Scenario]) -> String {
        let targets = scenarios.map { scenario in
            let module = scenario.module
            let excluded = nonSwiftFiles(in: scenario.sources).map { "\"\($0)\"" }.joined(separator: ", ")
            let kind = scenario.isExecutable ? "executableTarget" : "target"
            return """
                    .\(kind)(name: "\(module)", dependencies: standIns, path: "\(module)/Sources/\(module)",
                            exclude: [\(excluded)], swiftSettings: strict),
                    .testTarget(name: "\(module)Tests", dependencies: ["\(module)", testSupport] + standIns,
                                path: "\(module)/Tests/\(module)Tests", swiftSettings: strictTests),

            """
        }
        return """
        // swift-tools-version:6.0
        import Foundation
        import PackageDescription

        let strict: [SwiftSetting] = [.unsafeFlags(["-warnings-as-errors"])]
        // Swift Testing declares a cross-import overlay for UIKit that only exists on Apple platforms.
        let strictTests: [SwiftSetting] = [
            .unsafeFlags(["-warnings-as-errors", "-Xfrontend", "-disable-cross-import-overlays"]),
        ]
        let standIns: [Target.Dependency] = [
            "UIKit", "UserNotifications", "Intents", "CloudKit", "AppKit", "WatchKit", "HealthKit",
            // Not imported by generated code; the adoption run compiles the fixture apps against them.
            "CoreData", "BackgroundTasks",
        ].map { .product(name: $0, package: "StandIns") }
        // Factories for what UIKit makes itself (scenes, connection options); generated tests import it.
        let testSupport: Target.Dependency = .product(name: "UIKitTestSupport", package: "StandIns")

        let package = Package(
            name: "EndToEndScenarios",
            dependencies: [.package(path: "\(TestPaths.standIns.path)")],
            targets: [
        \(targets.joined())    ],
            swiftLanguageModes: [ProcessInfo.processInfo.environment["\(modeVariable)"] == "v5" ? .v5 : .v6]
        )

        """
    }
}
