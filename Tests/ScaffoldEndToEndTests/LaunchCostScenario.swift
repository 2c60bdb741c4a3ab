/// The `LaunchCost` scenario: `signposts:`, `after:` and `phase: deferred` on components, commands and listeners,
/// with user leaves that record what ran into a journal, and a usage test of the user's own that launches the
/// real composite: the order, the deferral and the debug launch report, as an app sees them.
extension EndToEndScenarios {
    static func makeLaunchCost() throws -> Scenario {
        let scenario = try folder("LaunchCost", .iOS)
        let components = "Sources/LaunchCost/AppDelegate/Components/"
        try scenario.write(LaunchCostFiles.manifest, to: "scaffold.yml")
        try scenario.write(LaunchCostFiles.journal, to: "Sources/LaunchCost/Journal.swift")
        for (name, text) in LaunchCostFiles.leaves {
            try scenario.write(text, to: components + name + ".swift")
        }
        try scenario.write(LaunchCostFiles.usageTests, to: "Tests/LaunchCostTests/LaunchCostUsageTests.swift")
        try scenario.scaffold(["generate"])
        return scenario
    }
}

/// The text of the `LaunchCost` scenario's manifest and user files.
enum LaunchCostFiles {
    static let manifest = """
        composite: AppDelegate
        module: LaunchCost
        signposts: true
        paths:
          generated: Sources/LaunchCost/AppDelegate/Generated
          components: Sources/LaunchCost/AppDelegate/Components
          tests: Tests/LaunchCostTests/AppDelegate
        responsibilities:
          - name: Setup
            pattern: command
            after: [Flags]
          - name: Flags
            pattern: command
          - name: Later
            pattern: command
            phase: deferred
          - name: Analytics
            methods: [application(_:didFinishLaunchingWithOptions:)]
            after: [Crash]
          - name: Crash
            methods: [application(_:willFinishLaunchingWithOptions:), application(_:didFinishLaunchingWithOptions:)]
          - name: Heavy
            methods: [application(_:didFinishLaunchingWithOptions:), application(_:open:options:)]
            phase: deferred
          - name: Push
            methods: [application(_:didReceiveRemoteNotification:fetchCompletionHandler:)]
          - name: Logging
            pattern: listener
            events: [didFinishLaunching]
            phase: deferred
          - name: Metrics
            pattern: listener
            events: [didFinishLaunching]

        """

    static let journal = """
        /// What the leaves did, in order.
        @MainActor
        enum Journal {
            static var entries: [String] = []
        }

        """

    private static let launch = "func application(_ application: UIApplication, didFinishLaunchingWithOptions "
        + "launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool"

    private static func component(_ name: String, _ body: String) -> String {
        """
        import Foundation
        import UIKit

        @MainActor
        final class \(name)Component: AppDelegateComponent {
        \(body)
        }

        """
    }

    private static func command(_ name: String) -> String {
        """
        import UIKit

        @MainActor
        struct \(name)Command: AppDelegateCommand {
            let launch: AppDelegateLaunch

            func execute() {
                Journal.entries.append("\(name)")
            }
        }

        """
    }

    private static func listener(_ name: String) -> String {
        """
        @MainActor
        final class \(name)Listener: AppDelegateListener {
            func onAppDidFinishLaunching() {
                Journal.entries.append("\(name)")
            }
        }

        """
    }

    static let leaves: [(String, String)] = [
        ("AnalyticsComponent", component("Analytics", """
                \(launch) {
                    Journal.entries.append("Analytics")
                    return true
                }
            """)),
        ("CrashComponent", component("Crash", """
                func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: \
            [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    Journal.entries.append("Crash.willFinish")
                    return true
                }

                \(launch) {
                    // The slowest leaf of the launch.
                    Thread.sleep(forTimeInterval: 0.02)
                    Journal.entries.append("Crash")
                    return true
                }
            """)),
        ("HeavyComponent", component("Heavy", """
                \(launch) {
                    Journal.entries.append("Heavy")
                    return true
                }
            """)),
        ("SetupCommand", command("Setup")), ("FlagsCommand", command("Flags")), ("LaterCommand", command("Later")),
        ("LoggingListener", listener("Logging")), ("MetricsListener", listener("Metrics")),
    ]

    static let usageTests = """
        import Foundation
        import UIKit
        import XCTest
        @testable import LaunchCost

        /// The real composite with the leaves of the app: order, deferral and the launch report.
        nonisolated final class LaunchCostUsageTests: XCTestCase {
            /// Only this composite's own calls: nothing is posted to the default notification centre, where a
            /// composite another test left alive would hear it too.
            func testTheLaunchRunsInOrderAndTheDeferredWorkOnceAtTheFirstActivation() async {
                let (launched, activated, again) = await MainActor.run { () -> ([String], [String], [String]) in
                    Journal.entries = []
                    let app = AppDelegate()
                    _ = app.application(UIApplication.shared, willFinishLaunchingWithOptions: nil)
                    _ = app.application(UIApplication.shared, didFinishLaunchingWithOptions: nil)
                    let launched = Journal.entries
                    app.applicationDidBecomeActive(UIApplication.shared)
                    let activated = Journal.entries
                    app.applicationDidBecomeActive(UIApplication.shared)
                    return (launched, activated, Journal.entries)
                }
                XCTAssertEqual(launched, ["Crash.willFinish", "Flags", "Setup", "Crash", "Analytics"])
                XCTAssertEqual(activated, launched + ["Later", "Heavy", "Logging"])
                XCTAssertEqual(again, activated, "the deferred work runs once")
            }

        #if DEBUG
            func testTheLaunchReportHasEveryLeafOfTheLaunchSlowestFirst() async {
                let entries = await MainActor.run { () -> [AppDelegateLaunchReport.Entry] in
                    let app = AppDelegate()
                    _ = app.application(UIApplication.shared, willFinishLaunchingWithOptions: nil)
                    _ = app.application(UIApplication.shared, didFinishLaunchingWithOptions: nil)
                    app.applicationDidBecomeActive(UIApplication.shared)
                    return app.launchReport.entries
                }
                XCTAssertEqual(entries.first?.leaf, "CrashComponent")
                XCTAssertEqual(entries.first?.method, "application(_:didFinishLaunchingWithOptions:)")
                XCTAssertEqual(Set(entries.map { $0.leaf + " " + $0.method }), [
                    "CrashComponent application(_:willFinishLaunchingWithOptions:)",
                    "CrashComponent application(_:didFinishLaunchingWithOptions:)",
                    "AnalyticsComponent application(_:didFinishLaunchingWithOptions:)",
                    "FlagsCommand execute()", "SetupCommand execute()",
                ])
                XCTAssertEqual(entries.map(\\.duration), entries.map(\\.duration).sorted(by: >))
                XCTAssertGreaterThanOrEqual(entries[0].duration, .milliseconds(20))
            }
        #endif
        }

        """
}
