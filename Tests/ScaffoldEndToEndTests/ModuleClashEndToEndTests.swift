import Foundation
import XCTest

/// The built binary on a package whose app module holds two manifests declaring one type: each run fails at its
/// own manifest's line, naming the other's, and writes nothing.
final class ModuleClashEndToEndTests: XCTestCase {
    func testTwoManifestsDeclaringOneTypeInOneModuleFailAndWriteNothing() throws {
        let root = try TestPaths.temporaryFolder("module-clash")
        defer { try? FileManager.default.removeItem(at: root) }
        let nested = root.appendingPathComponent("Sources/App/Notifications")
        try FileManager.default.createDirectory(at: nested, withIntermediateDirectories: true)
        try """
            // swift-tools-version: 5.9
            import PackageDescription
            let package = Package(name: "App", targets: [.executableTarget(name: "App")])

            """.write(to: root.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        try """
            module: App
            paths: {generated: Sources/App/Generated, components: Sources/App/Components, tests: Tests/AppTests}
            responsibilities:
              - name: Alerts
                methods: [application(_:didRegisterForRemoteNotificationsWithDeviceToken:)]

            """.write(to: root.appendingPathComponent("scaffold.yml"), atomically: true, encoding: .utf8)
        try """
            protocol: UNUserNotificationCenterDelegate
            composite: NotificationDelegate
            module: App
            responsibilities:
              - name: Alerts
                methods: [userNotificationCenter(_:willPresent:withCompletionHandler:)]

            """.write(to: nested.appendingPathComponent("scaffold.yml"), atomically: true, encoding: .utf8)

        let fromRoot = try ProcessRunner.run(TestPaths.scaffold, ["generate", "--no-color"], in: root)
        XCTAssertEqual(fromRoot.status, 1)
        XCTAssertTrue(fromRoot.stderr.hasPrefix("scaffold.yml:4:11: error: responsibility 'Alerts' would declare the "
            + "type 'AlertsComponent', which Sources/App/Notifications/scaffold.yml:5 also declares"), fromRoot.stderr)
        let fromNested = try ProcessRunner.run(TestPaths.scaffold, ["generate", "--no-color"], in: nested)
        XCTAssertEqual(fromNested.status, 1)
        XCTAssertTrue(fromNested.stderr.hasPrefix("scaffold.yml:5:11: error: responsibility 'Alerts' would declare "
            + "the type 'AlertsComponent', which \(root.path)/scaffold.yml:4 also declares"), fromNested.stderr)
        let written = FileManager.default.enumerator(atPath: root.path)?.compactMap { $0 as? String }
            .filter { $0.hasSuffix(".swift") && $0 != "Package.swift" }
        XCTAssertEqual(written, [], "nothing is written")
    }
}
