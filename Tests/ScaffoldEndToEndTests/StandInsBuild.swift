import Foundation

/// Every scenario that runs on the stand-ins, as one SwiftPM package (a target and a test target per scenario)
/// built against `Tests/StandIns` with warnings as errors, once per language mode; then in Swift 6 mode each
/// scenario's generated tests are run on their own, so each scenario's test reads only its own results, and in
/// Swift 5 mode all of them in one run.
enum StandInsBuild {
    enum LanguageMode: String, Sendable, CaseIterable {
        case swift6 = "v6"
        case swift5 = "v5"
    }

    /// What one language mode's build and test runs printed.
    struct Outcome: Sendable {
        var mode: LanguageMode
        /// `swift build --build-tests`, for every scenario at once.
        var build: ProcessResult
        /// `swift test --skip-build` filtered to one scenario's test module, by module (in Swift 5 mode one run of
        /// all, shared); empty if the build failed.
        var tests: [String: ProcessResult]
    }

    /// The outcome in `mode`, built with the suite's other slow work (`ScenarioBuilds`).
    static func outcome(_ mode: LanguageMode) throws -> Outcome {
        try ScenarioBuilds.standIns(mode)
    }

    /// Builds the package in `mode` in its own scratch folder (both modes may build at once).
    static func build(_ mode: LanguageMode) throws -> ProcessResult {
        _ = try manifestWritten.get()
        return try ProcessRunner.run(ProcessRunner.swift, ["build", "--build-tests"] + scratch(mode) + wholeModule,
                                     in: EndToEndScenarios.root, environment: [modeVariable: mode.rawValue])
    }

    /// Runs each scenario's tests of the package `build` built in `mode` (none if it failed).
    static func test(_ mode: LanguageMode, after build: ProcessResult) throws -> Outcome {
        let scenarios = try manifestWritten.get()
        let root = EndToEndScenarios.root
        let environment = [modeVariable: mode.rawValue]
        var tests: [String: ProcessResult] = [:]
        guard build.status == 0 else { return Outcome(mode: mode, build: build, tests: tests) }
        let test = ["test", "--skip-build", "--disable-sandbox"] + scratch(mode)
        if mode == .swift5 {
            // One run for every scenario, whose output each shares: a failure is pinned to its scenario in Swift 6
            // mode, where each runs alone, and one run spares nine starts of SwiftPM.
            let all = try ProcessRunner.run(ProcessRunner.swift, test, in: root, environment: environment)
            for scenario in scenarios { tests[scenario.module] = all }
        } else {
            for scenario in scenarios {
                tests[scenario.module] = try ProcessRunner.run(
                    ProcessRunner.swift, test + ["--filter", "^\(scenario.module)Tests\\."], in: root,
                    environment: environment)
            }
        }
        return Outcome(mode: mode, build: build, tests: tests)
    }

    private static func scratch(_ mode: LanguageMode) -> [String] {
        ["--scratch-path", EndToEndScenarios.root.appendingPathComponent(".build-\(mode.rawValue)").path]
    }

    /// The folder of the stand-in modules the package built in `mode`.
    static func modules(_ mode: LanguageMode) -> URL {
        EndToEndScenarios.root.appendingPathComponent(".build-\(mode.rawValue)/debug/Modules")
    }

    /// One compiler job per module, instead of SwiftPM's debug default of an emit-module job beside a job per batch
    /// of files, each type-checking the module again: the same diagnostics for about a fifth less CPU.
    /// `-num-threads` keeps one object file per source file, which SwiftPM's link and index steps expect;
    /// `-disable-batch-mode` spares the driver's warning that it ignores SwiftPM's `-enable-batch-mode`; `-gnone`,
    /// debug information nobody reads, saves another eighth.
    /// The two modes share one module cache (SwiftPM's is per scratch folder), so the modules both import that are
    /// built from their interfaces or headers (`_Concurrency`, `Testing`, Glibc's) are built once.
    private static let wholeModule = [
        "-disable-batch-mode", "-wmo", "-num-threads", "\(ProcessInfo.processInfo.activeProcessorCount)", "-gnone",
        "-module-cache-path", EndToEndScenarios.root.appendingPathComponent(".module-cache").path,
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
