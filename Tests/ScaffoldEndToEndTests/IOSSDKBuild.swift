import Foundation

/// Compiles a scenario's generated Swift against the iOS SDK as Xcode would in each language setting: its
/// sources and its tests (against the SDK's XCTest stand-in) as one module, emitted (`-emit-module`, so the Swift 6
/// data-race checks run); for `style: objc` the sources first, writing the Objective-C header, then the tests,
/// which `@testable import` them. Reports every error and warning outside the SDK.
enum IOSSDKBuild {
    enum Mode: String, CaseIterable, Sendable {
        case swift6 = "Swift 6"
        case swift5 = "Swift 5"
        /// Xcode 26's defaults for new app projects: Default Actor Isolation = MainActor, Approachable Concurrency.
        case swift6MainActor = "Swift 6 with MainActor default isolation"
    }

    /// The errors and warnings located outside the SDK when `scenario` is compiled in `mode` (none: it is clean).
    /// For `style: objc` the module also writes its Objective-C header, `<output>/<module>-Swift.h`.
    static func problems(_ scenario: Scenario, mode: Mode, sdk: IOSSDK) throws -> [String] {
        let output = try outputFolder(scenario, mode)
        let sources = try swiftFiles(in: scenario.sources)
        let xctest = ["-I", try xctestModule.get().path]
        var objc: [String] = []
        if scenario.platform == .iOSObjectiveC {
            let bridging = output.appendingPathComponent("Bridging.h")
            try "#import <UIKit/UIKit.h>\n".write(to: bridging, atomically: true, encoding: .utf8)
            objc = ["-import-objc-header", bridging.path]
        }
        let tests = try swiftFiles(in: scenario.tests)
        let version = mode == .swift5 ? "5" : "6"
        if mode == .swift6MainActor || objc.isEmpty {
            // Sources and tests as one module (the tests without their import of it), in one compilation. Emitted,
            // so the tests get the data-race checks too; in 6-main type-checked only: this SDK's runtime lacks
            // what main-actor-isolated deinits need to emit.
            let copies = try testsWithoutModuleImport(tests, scenario: scenario, output: output).map(\.path)
            let result = mode == .swift6MainActor
                ? try swiftc(["-typecheck", "-module-name", scenario.module, "-parse-as-library", "-swift-version", "6",
                              "-default-isolation", "MainActor",
                              "-enable-upcoming-feature", "NonisolatedNonsendingByDefault",
                              "-enable-upcoming-feature", "InferIsolatedConformances"]
                             + xctest + objc + sdk.swiftcArguments + sources + copies
                             + (sdk.compatibilityStub.map { [$0.path] } ?? []), in: output)
                : try emitModule(scenario.module, files: sources + copies, version: version, extra: xctest, sdk: sdk,
                                 output: output)
            return problems(in: result, sdk: sdk)
                .map { $0.replacingOccurrences(of: output.appendingPathComponent("tests").path,
                                               with: scenario.tests.path) }
        }
        // `style: objc`: the module writes the Objective-C header the tests must not be in, so they come after.
        objc += ["-emit-objc-header-path", output.appendingPathComponent("\(scenario.module)-Swift.h").path]
        let module = try emitModule(scenario.module, files: sources, version: version,
                                    extra: ["-enable-testing"] + objc, sdk: sdk, output: output)
        guard module.status == 0, !tests.isEmpty else { return problems(in: module, sdk: sdk) }
        let typecheck = try swiftc(["-typecheck", "-module-name", "\(scenario.module)Tests", "-swift-version", version,
                                    "-I", output.path] + xctest + sdk.swiftcArguments + tests, in: output)
        return problems(in: module, sdk: sdk) + problems(in: typecheck, sdk: sdk)
    }

    /// The errors and warnings outside the SDK when the Swift files below `sources` are compiled as one app
    /// module in Swift `version` (`-emit-module` into `output`).
    static func appProblems(_ sources: URL, module: String, version: String, sdk: IOSSDK,
                            output: URL) throws -> [String] {
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        let result = try emitModule(module, files: try swiftFiles(in: sources), version: version, extra: [], sdk: sdk,
                                    output: output)
        return problems(in: result, sdk: sdk)
    }

    /// `files` compiled as module `module` (`-emit-module` into `output`, with `extra` arguments) against `sdk`
    /// and its compatibility stub, or, with no SDK, for this machine (`extra` then names the modules to import);
    /// top-level code is allowed when there is a `main.swift`, as in an app target.
    static func emitModule(_ module: String, files: [String], version: String, extra: [String], sdk: IOSSDK?,
                           output: URL) throws -> ProcessResult {
        let library = files.contains { $0.hasSuffix("/main.swift") } ? [] : ["-parse-as-library"]
        return try swiftc(["-emit-module", "-module-name", module, "-swift-version", version, "-emit-module-path",
                           output.appendingPathComponent("\(module).swiftmodule").path]
                          + library + extra + (sdk?.swiftcArguments ?? []) + files
                          + (sdk?.compatibilityStub.map { [$0.path] } ?? []), in: output)
    }

    /// The folder of one compilation; the Objective-C header is written there.
    static func outputFolder(_ scenario: Scenario, _ mode: Mode) throws -> URL {
        let name = "\(scenario.module)-\(mode.rawValue.replacingOccurrences(of: " ", with: "-"))"
        let folder = EndToEndScenarios.root.appendingPathComponent(".ios-sdk/\(name)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// The SDK's XCTest stand-in compiled once per test run (the iOS SDK ships no XCTest).
    private static let xctestModule = Result {
        let sdk = try IOSSDK.required()
        let folder = EndToEndScenarios.root.appendingPathComponent(".ios-sdk/XCTest")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        guard let stub = sdk.xctestStub else { return folder }
        let result = try swiftc(["-emit-module", "-module-name", "XCTest", "-parse-as-library", stub.path,
                                 "-o", folder.appendingPathComponent("XCTest.swiftmodule").path] + sdk.swiftcArguments,
                                in: folder)
        guard result.status == 0 else { throw ScenarioError("XCTest stand-in: \(result.stderr)") }
        return folder
    }.mapError(ScenarioError.init(wrapping:))

    /// `swiftc` in whole-module mode: one frontend loads the SDK's modules once (instead of one per file) and reports
    /// every file's errors, where the per-file mode stops at the first file that has some.
    static func swiftc(_ arguments: [String], in folder: URL) throws -> ProcessResult {
        try ProcessRunner.run(ProcessRunner.tool("swiftc"), ["-wmo"] + arguments, in: folder)
    }

    /// The test files as one module with the sources: copies without their `import` of the scenario's module.
    private static func testsWithoutModuleImport(_ tests: [String], scenario: Scenario, output: URL) throws -> [URL] {
        let imports: Set<String> = ["import \(scenario.module)", "@testable import \(scenario.module)"]
        return try tests.map { path in
            let copy = output.appendingPathComponent("tests")
                .appendingPathComponent(String(path.dropFirst(scenario.tests.path.count + 1)))
            try FileManager.default.createDirectory(at: copy.deletingLastPathComponent(),
                                                    withIntermediateDirectories: true)
            let lines = try String(contentsOfFile: path, encoding: .utf8).components(separatedBy: "\n")
            try lines.map { imports.contains($0) ? "" : $0 }.joined(separator: "\n")
                .write(to: copy, atomically: true, encoding: .utf8)
            return copy
        }
    }

    /// Every `.swift` file below `folder`, sorted; none when there is no such folder.
    static func swiftFiles(in folder: URL) throws -> [String] {
        let paths = FileManager.default.subpaths(atPath: folder.path) ?? []
        return paths.filter { $0.hasSuffix(".swift") }.sorted().map { folder.appendingPathComponent($0).path }
    }

    /// The error and warning lines of a compilation that are not located in the SDK; when the compiler failed
    /// without one, its first lines that mention an error.
    static func problems(in result: ProcessResult, sdk: IOSSDK) -> [String] {
        let lines = (result.stdout + result.stderr).components(separatedBy: "\n")
        let located = lines.filter { line in
            !line.hasPrefix(" ") && (line.contains(": error: ") || line.contains(": warning: "))
                && !line.contains(sdk.path.path + "/")
        }
        if result.status == 0 || !located.isEmpty { return Array(Set(located)).sorted() }
        return Array(lines.filter { $0.contains("error") }.prefix(5)) + ["(exit status \(result.status))"]
    }
}
