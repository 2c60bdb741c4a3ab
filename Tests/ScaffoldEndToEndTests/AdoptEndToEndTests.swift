import Foundation
import XCTest

/// `scaffold adopt` on the fixtures' app delegates with the built binary: each app is compiled before and after
/// adoption against the stand-ins the shared scenario package built (Swift 5, as such apps are) and, when there is
/// an iOS SDK (`IOSSDK`), against it in Swift 5 too; adoption may add no diagnostic. It runs with the suite's other
/// slow work (`ScenarioBuilds`).
final class AdoptEndToEndTests: XCTestCase {
    func testAdoptedAppsBuildWithNoNewDiagnosticOnTheStandInsAndTheRealSDK() throws {
        let failures = try ScenarioBuilds.adoption()
        XCTAssertEqual(failures, [], failures.joined(separator: "\n\n"))
    }
}

/// The adoption run of `AdoptEndToEndTests`: every failed expectation, as a message.
struct AdoptionRun {
    private let fixtures = ["PushCoreData": "Groceries", "BackgroundScenes": "Journal", "Podcasts": "Podcasts"]
    /// The apps built on the stand-ins: Linux has no Objective-C runtime, so `Podcasts` (`@objc`, `#selector`)
    /// is checked with the real SDK only.
    private let standInFixtures = ["PushCoreData": "Groceries", "BackgroundScenes": "Journal"]
    private let fixturesFolder = TestPaths.repository.appendingPathComponent("Tests/Fixtures/Adoption")

    private(set) var failures: [String] = []

    private mutating func expect(_ condition: Bool, _ message: @autoclosure () -> String) {
        if !condition { failures.append(message()) }
    }

    /// The folder of the built stand-in modules, once they are built (nil if they could not be).
    private let standInModules: () -> URL?

    /// Adopts, peels off, checks and compiles every fixture; the failures.
    static func run(standInModules: @escaping () -> URL?) throws -> [String] {
        var run = AdoptionRun(standInModules: standInModules)
        try run.adoptAndBuild()
        return run.failures
    }

    private mutating func adoptAndBuild() throws {
        let root = try TestPaths.temporaryFolder("adopt")
        defer { try? FileManager.default.removeItem(at: root) }
        let manager = FileManager.default
        let sdk = try availableSDK()
        var sdkBefore: [String: Set<String>] = [:]
        for (fixture, module) in fixtures.sorted(by: { $0.key < $1.key }) {
            let folder = root.appendingPathComponent(fixture)
            try manager.copyItem(at: fixturesFolder.appendingPathComponent(fixture), to: folder)
            if let sdk { sdkBefore[fixture] = try sdkDiagnostics(folder, module: module, sdk: sdk, stage: "before") }
            let adopt = try ProcessRunner.run(TestPaths.scaffold, ["adopt", "Sources/\(module)/AppDelegate.swift"],
                                              in: folder)
            expect(adopt.status == 0, "\(fixture): \(adopt.stderr)")
            let check = try ProcessRunner.run(TestPaths.scaffold, ["generate", "--check"], in: folder)
            expect(check.status == 0, "\(fixture): \(check.stdout)\(check.stderr)")
            let again = try ProcessRunner.run(TestPaths.scaffold, ["adopt", "Sources/\(module)/AppDelegate.swift"],
                                              in: folder)
            expect(again.status == 1, "\(fixture): a second adopt is refused")
            if fixture == "PushCoreData" {
                // Then push notifications are peeled off the adopted leaf.
                let peel = try ProcessRunner.run(TestPaths.scaffold, [
                    "add", "component", "PushNotifications", "--from", "Legacy", "--methods",
                    "application(_:didRegisterForRemoteNotificationsWithDeviceToken:),"
                        + "application(_:didFailToRegisterForRemoteNotificationsWithError:),"
                        + "application(_:didReceiveRemoteNotification:fetchCompletionHandler:)",
                ], in: folder)
                expect(peel.status == 0, peel.stderr)
                // Then deep links, with members the code staying behind (and a call site) uses too: they move, and
                // the adopted leaf reaches them through the composite's typed accessor of the new leaf.
                let links = try ProcessRunner.run(TestPaths.scaffold, [
                    "add", "component", "DeepLinks", "--from", "Legacy", "--methods", "application(_:open:options:)",
                    "--members", "pendingDeepLink,route(for:)",
                ], in: folder)
                expect(links.status == 0, links.stderr)
                let checkAgain = try ProcessRunner.run(TestPaths.scaffold, ["generate", "--check"], in: folder)
                expect(checkAgain.status == 0, checkAgain.stdout + checkAgain.stderr)
            }
            if let sdk, let before = sdkBefore[fixture] {
                let after = try sdkDiagnostics(folder, module: module, sdk: sdk, stage: "after")
                expect(after.subtracting(before) == [], "\(fixture): new diagnostics with the real SDK")
            }
        }
        // Each app compiled before and after, against the stand-ins the shared package built.
        guard let modules = standInModules() else { return expect(false, "the stand-ins could not be built") }
        for (fixture, module) in standInFixtures.sorted(by: { $0.key < $1.key }) {
            let original = fixturesFolder.appendingPathComponent(fixture).appendingPathComponent("Sources/\(module)")
            let copy = root.appendingPathComponent("before/\(module)")
            try manager.createDirectory(at: copy.deletingLastPathComponent(), withIntermediateDirectories: true)
            try manager.copyItem(at: original, to: copy)
            // Off Darwin the compiler crashes on `@UIApplicationMain`; `@main` is what it means.
            let delegate = copy.appendingPathComponent("AppDelegate.swift")
            try String(contentsOf: delegate, encoding: .utf8)
                .replacingOccurrences(of: "@UIApplicationMain\n", with: "@main\n")
                .write(to: delegate, atomically: true, encoding: .utf8)
            let before = try compile(copy, module: module, against: modules)
            expect(before.status == 0, "\(fixture) before: " + before.stdout + before.stderr)
            let after = try compile(root.appendingPathComponent("\(fixture)/Sources/\(module)"), module: module,
                                    against: modules)
            expect(after.status == 0, "\(fixture) after: " + after.stdout + after.stderr)
            let added = diagnostics(after.stdout + after.stderr).subtracting(diagnostics(before.stdout + before.stderr))
            expect(added.isEmpty, "\(fixture): adoption added diagnostics on the stand-ins: \(added.sorted())")
        }
    }

    /// The app's module compiled (`-emit-module`, so the checks after type checking run too) in Swift 5 against
    /// the stand-in modules in `modules`.
    private func compile(_ sources: URL, module: String, against modules: URL) throws -> ProcessResult {
        try IOSSDKBuild.emitModule(module, files: try IOSSDKBuild.swiftFiles(in: sources), version: "5",
                                   extra: ["-I", modules.path], sdk: nil, output: sources.deletingLastPathComponent())
    }

    /// The messages of the warnings and errors printed for the apps' own files (paths left out: files move).
    private func diagnostics(_ log: String) -> Set<String> {
        Set(log.split(separator: "\n").compactMap { line -> String? in
            guard !line.contains("/StandIns/"), let range = line.range(of: ": warning: ") ?? line.range(of: ": error: ")
            else { return nil }
            return String(line[range.lowerBound...])
        })
    }

    /// The iOS SDK when there is one; nil (said in the log) when there is none, so the stand-in half still runs.
    private func availableSDK() throws -> IOSSDK? {
        guard let sdk = try IOSSDK.available() else {
            print("AdoptEndToEndTests: no iOS SDK (SCAFFOLD_IOS_SDK): only the stand-in builds run")
            return nil
        }
        return sdk
    }

    /// The messages of the diagnostics the app's module gets against the real iOS SDK in Swift 5.
    private mutating func sdkDiagnostics(_ folder: URL, module: String, sdk: IOSSDK, stage: String)
        throws -> Set<String> {
        let output = folder.deletingLastPathComponent().appendingPathComponent(".ios-sdk/\(module)-\(stage)")
        let problems = try IOSSDKBuild.appProblems(folder.appendingPathComponent("Sources/\(module)"), module: module,
                                                   version: "5", sdk: sdk, output: output)
        expect(!problems.contains { $0.hasPrefix("(exit status") }, "\(module) \(stage): \(problems)")
        return diagnostics(problems.joined(separator: "\n"))
    }
}
