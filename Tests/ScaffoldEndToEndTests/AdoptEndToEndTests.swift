import Foundation
import XCTest

/// `scaffold adopt` on the fixtures' app delegates with the built binary: each app is built before and after
/// adoption against the stand-ins (Swift 5, as such apps are) and, when `SCAFFOLD_IOS_SDK` names a folder holding
/// the real-SDK `typecheck` script, type-checked with the real iOS SDK; adoption may add no diagnostic.
final class AdoptEndToEndTests: XCTestCase {
    private let fixtures = ["PushCoreData": "Groceries", "BackgroundScenes": "Journal", "Podcasts": "Podcasts"]
    /// The apps built on the stand-ins: Linux has no Objective-C runtime, so `Podcasts` (`@objc`, `#selector`)
    /// is checked with the real SDK only.
    private let standInFixtures = ["PushCoreData": "Groceries", "BackgroundScenes": "Journal"]
    private let fixturesFolder = TestPaths.repository.appendingPathComponent("Tests/Fixtures/Adoption")

    func testAdoptedAppsBuildWithNoNewDiagnosticOnTheStandInsAndTheRealSDK() throws {
        let root = try TestPaths.temporaryFolder("adopt")
        defer { try? FileManager.default.removeItem(at: root) }
        let manager = FileManager.default
        let sdk = ProcessInfo.processInfo.environment["SCAFFOLD_IOS_SDK"].map { URL(fileURLWithPath: $0) }
        if sdk == nil { print("AdoptEndToEndTests: SCAFFOLD_IOS_SDK is not set: the real-SDK type-check is skipped") }
        var sdkBefore: [String: Set<String>] = [:]
        for (fixture, module) in fixtures.sorted(by: { $0.key < $1.key }) {
            let folder = root.appendingPathComponent(fixture)
            try manager.copyItem(at: fixturesFolder.appendingPathComponent(fixture), to: folder)
            if let sdk { sdkBefore[fixture] = try typecheck(folder, sdk: sdk) }
            let adopt = try ProcessRunner.run(TestPaths.scaffold, ["adopt", "Sources/\(module)/AppDelegate.swift"],
                                              in: folder)
            XCTAssertEqual(adopt.status, 0, "\(fixture): \(adopt.stderr)")
            let check = try ProcessRunner.run(TestPaths.scaffold, ["generate", "--check"], in: folder)
            XCTAssertEqual(check.status, 0, "\(fixture): \(check.stdout)\(check.stderr)")
            let again = try ProcessRunner.run(TestPaths.scaffold, ["adopt", "Sources/\(module)/AppDelegate.swift"],
                                              in: folder)
            XCTAssertEqual(again.status, 1, "\(fixture): a second adopt is refused")
            if fixture == "PushCoreData" {
                // Then push notifications are peeled off the adopted leaf.
                let peel = try ProcessRunner.run(TestPaths.scaffold, [
                    "add", "component", "PushNotifications", "--from", "Legacy", "--methods",
                    "application(_:didRegisterForRemoteNotificationsWithDeviceToken:),"
                        + "application(_:didFailToRegisterForRemoteNotificationsWithError:),"
                        + "application(_:didReceiveRemoteNotification:fetchCompletionHandler:)",
                ], in: folder)
                XCTAssertEqual(peel.status, 0, peel.stderr)
                let checkAgain = try ProcessRunner.run(TestPaths.scaffold, ["generate", "--check"], in: folder)
                XCTAssertEqual(checkAgain.status, 0, checkAgain.stdout + checkAgain.stderr)
            }
            if let sdk, let before = sdkBefore[fixture] {
                let after = try typecheck(folder, sdk: sdk)
                XCTAssertEqual(after.subtracting(before), [], "\(fixture): new diagnostics with the real SDK")
            }
        }
        // One package with the apps as executables, built before and then after (the stand-ins once).
        let package = root.appendingPathComponent("Apps")
        for (fixture, module) in standInFixtures {
            try copy(fixturesFolder.appendingPathComponent(fixture).appendingPathComponent("Sources/\(module)"),
                     to: package.appendingPathComponent("Sources/\(module)"))
        }
        try writeManifest(in: package)
        // Off Darwin the compiler crashes on `@UIApplicationMain`; `@main` is what it means.
        let groceries = package.appendingPathComponent("Sources/Groceries/AppDelegate.swift")
        try String(contentsOf: groceries, encoding: .utf8)
            .replacingOccurrences(of: "@UIApplicationMain\n", with: "@main\n")
            .write(to: groceries, atomically: true, encoding: .utf8)
        let before = try build(package)
        XCTAssertEqual(before.status, 0, before.stdout + before.stderr)
        for (fixture, module) in standInFixtures {
            let sources = package.appendingPathComponent("Sources/\(module)")
            try manager.removeItem(at: sources)
            try copy(root.appendingPathComponent(fixture).appendingPathComponent("Sources/\(module)"), to: sources)
        }
        let after = try build(package)
        XCTAssertEqual(after.status, 0, after.stdout + after.stderr)
        XCTAssertEqual(diagnostics(after.stdout + after.stderr).subtracting(diagnostics(before.stdout + before.stderr)),
                       [], "adoption added diagnostics on the stand-ins")
    }

    private func copy(_ source: URL, to destination: URL) throws {
        try FileManager.default.createDirectory(at: destination.deletingLastPathComponent(),
                                                withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: source, to: destination)
    }

    private func writeManifest(in package: URL) throws {
        let targets = standInFixtures.values.sorted().map {
            ".executableTarget(name: \"\($0)\", dependencies: standIns)"
        }
        let text = """
        // swift-tools-version:6.0
        import PackageDescription

        let standIns: [Target.Dependency] = ["UIKit", "UserNotifications", "CoreData", "BackgroundTasks"]
            .map { .product(name: $0, package: "StandIns") }
        let package = Package(
            name: "Apps",
            dependencies: [.package(path: "\(TestPaths.standIns.path)")],
            targets: [\(targets.joined(separator: ", "))],
            swiftLanguageModes: [.v5]
        )

        """
        try text.write(to: package.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
    }

    private func build(_ package: URL) throws -> ProcessResult {
        let scratch = package.appendingPathComponent(".build").path
        return try ProcessRunner.run(ProcessRunner.swift, ["build", "--scratch-path", scratch, "--disable-sandbox"],
                                     in: package)
    }

    /// The messages of the warnings and errors printed for the apps' own files (paths left out: files move).
    private func diagnostics(_ log: String) -> Set<String> {
        Set(log.split(separator: "\n").compactMap { line -> String? in
            guard !line.contains("/StandIns/"), let range = line.range(of: ": warning: ") ?? line.range(of: ": error: ")
            else { return nil }
            return String(line[range.lowerBound...])
        })
    }

    /// The real-SDK type-check of the folder's sources in Swift 5: its diagnostics' messages.
    private func typecheck(_ folder: URL, sdk: URL) throws -> Set<String> {
        let result = try ProcessRunner.run(sdk.appendingPathComponent("typecheck").path, ["5", "Sources"], in: folder)
        XCTAssertTrue(result.status == 0 || !diagnostics(result.stdout).isEmpty, result.stdout + result.stderr)
        return diagnostics(result.stdout)
    }
}
