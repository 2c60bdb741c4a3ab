import Foundation

/// One app of `Tests/Fixtures/RealApps` taken through the migration with the built binary, as a user would:
/// `adopt` its delegate, `generate --check`, every original line counted in the result, peel its responsibility
/// off (`add component NAME --from Legacy --methods …`), the same checks again. With an iOS SDK the app is
/// type-checked before (it must be clean: a problem there is the fixture's, not scaffold's) and emitted after, in
/// each language mode it is written for; the peeled app may have no diagnostic the original did not.
struct RealAppRun {
    struct Outcome: Sendable {
        /// The fixture itself does not compile against the SDK before adoption.
        var fixtureProblems: [String] = []
        /// What scaffold got wrong; empty when the whole migration worked.
        var failures: [String] = []
        var seconds: Double = 0
    }

    let scenario: RealAppScenario
    let sdk: IOSSDK?
    private var outcome = Outcome()

    static func run(_ scenario: RealAppScenario, sdk: IOSSDK?) throws -> Outcome {
        let start = Date()
        var run = RealAppRun(scenario: scenario, sdk: sdk)
        let root = try TestPaths.temporaryFolder("real-\(scenario.name)")
        defer { try? FileManager.default.removeItem(at: root) }
        let folder = root.appendingPathComponent(scenario.name)
        try FileManager.default.copyItem(at: scenario.folder, to: folder)
        try run.migrate(folder)
        run.outcome.seconds = Date().timeIntervalSince(start)
        return run.outcome
    }

    private mutating func migrate(_ folder: URL) throws {
        var before: [String: Set<String>] = [:]
        for version in scenario.languages {
            let problems = try compile(folder, version: version, emit: false)
            if !problems.isEmpty { outcome.fixtureProblems += ["Swift \(version): "] + problems }
            before[version] = messages(problems)
        }
        guard outcome.fixtureProblems.isEmpty else { return }
        let lines = try RealAppLines(folder: folder, delegate: scenario.delegate)
        guard try step("adopt", ["adopt", scenario.delegate], in: folder, lines: lines) else { return }
        guard try step("peel \(scenario.peel)", ["add", "component", scenario.peel, "--from", "Legacy", "--methods",
                                                 scenario.methods.joined(separator: ",")], in: folder, lines: lines)
        else { return }
        for version in scenario.languages {
            let added = messages(try compile(folder, version: version, emit: true)).subtracting(before[version] ?? [])
            if !added.isEmpty {
                outcome.failures.append("Swift \(version) after the peel: " + added.sorted().joined(separator: "; "))
            }
        }
    }

    /// Runs one scaffold command, then `generate --check` and the line count; false (with the failure) if any fails.
    private mutating func step(_ name: String, _ arguments: [String], in folder: URL,
                               lines: RealAppLines) throws -> Bool {
        let result = try ProcessRunner.run(TestPaths.scaffold, arguments + ["--no-color"], in: folder)
        guard result.status == 0 else {
            outcome.failures.append("\(name) exited \(result.status): " + firstError(result))
            return false
        }
        let check = try ProcessRunner.run(TestPaths.scaffold, ["generate", "--check", "--no-color"], in: folder)
        if check.status != 0 {
            outcome.failures.append("\(name) exited 0, then generate --check: " + firstError(check))
        }
        let missing = try lines.missing(in: folder)
        if !missing.isEmpty {
            outcome.failures.append("\(name): \(missing.count) of \(lines.count) original lines missing, first: "
                + "'\(missing[0])'")
        }
        return check.status == 0 && missing.isEmpty
    }

    private func firstError(_ result: ProcessResult) -> String {
        let lines = (result.stderr + result.stdout).components(separatedBy: "\n")
        return lines.first { $0.contains("error:") } ?? lines.first { !$0.isEmpty } ?? "(nothing printed)"
    }

    /// The app's errors and warnings against the SDK in Swift `version` (none without an SDK): type-checked, or
    /// emitted as a module (so the Swift 6 checks after type checking run too).
    private func compile(_ folder: URL, version: String, emit: Bool) throws -> [String] {
        guard let sdk else { return [] }
        let files = RealAppScenario.appFiles(in: folder)
        let output = folder.deletingLastPathComponent().appendingPathComponent(".ios-sdk-\(version)-\(emit)")
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        if emit {
            return IOSSDKBuild.problems(in: try IOSSDKBuild.emitModule(scenario.module, files: files, version: version,
                                                                      extra: [], sdk: sdk, output: output), sdk: sdk)
        }
        let library = files.contains { $0.hasSuffix("/main.swift") } ? [] : ["-parse-as-library"]
        let result = try IOSSDKBuild.swiftc(["-typecheck", "-module-name", scenario.module, "-swift-version", version]
                                                + library + sdk.swiftcArguments + files
                                                + (sdk.compatibilityStub.map { [$0.path] } ?? []), in: output)
        return IOSSDKBuild.problems(in: result, sdk: sdk)
    }

    /// The messages of the app's diagnostics, without their paths (the code moves to other files).
    private func messages(_ problems: [String]) -> Set<String> {
        Set(problems.map { line in
            guard let range = line.range(of: ": warning: ") ?? line.range(of: ": error: ") else { return line }
            return String(line[range.lowerBound...])
        })
    }
}
