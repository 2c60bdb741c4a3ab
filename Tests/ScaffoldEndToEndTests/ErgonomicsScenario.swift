import Foundation

/// The composite's ergonomics as an app uses them (scenario `Ergonomics`): an app delegate whose push leaf and
/// sessions listener share a dependency, built by the user's `AppDelegateLeaves`; a leaf added later, built by its
/// generated default; a
/// launch command showing the first screen in the key window; and a notification-centre composite beside it,
/// which the app delegate installs at launch. `ErgonomicsUsageTests.swift` (below) asserts what an app relies on.
extension EndToEndScenarios {
    static func makeErgonomics() throws -> Scenario {
        let scenario = try folder("Ergonomics", .iOS)
        let sources = "Sources/Ergonomics/"
        try scenario.write(ErgonomicsFiles.manifest, to: "scaffold.yml")
        try scenario.scaffold(["generate"])
        // The user's edits: a leaf with a dependency and its test, the factory building it, the command's work.
        try scenario.write(ErgonomicsFiles.tokenStore, to: sources + "TokenStore.swift")
        try scenario.write(ErgonomicsFiles.pushLeaf, to: sources + "AppDelegate/Components/PushComponent.swift")
        try scenario.write(ErgonomicsFiles.pushLeafTests,
                           to: "Tests/ErgonomicsTests/AppDelegate/PushComponentTests.swift")
        try scenario.write(ErgonomicsFiles.listener, to: sources + "AppDelegate/Components/SessionsListener.swift")
        try scenario.write(ErgonomicsFiles.listenerTests,
                           to: "Tests/ErgonomicsTests/AppDelegate/SessionsListenerTests.swift")
        try scenario.write(ErgonomicsFiles.leaves, to: sources + "AppDelegate/Components/AppDelegateLeaves.swift")
        try scenario.write(ErgonomicsFiles.command, to: sources + "AppDelegate/Components/FirstScreenCommand.swift")
        try scenario.write(ErgonomicsFiles.usageTests, to: "Tests/ErgonomicsTests/ErgonomicsUsageTests.swift")
        // A component added afterwards: the user's factory file is not touched, the generated default builds it.
        try scenario.scaffold(["add", "component", "Later", "--composite", "AppDelegate"])
        return scenario
    }
}

/// The text of the `Ergonomics` scenario's manifest and user files.
enum ErgonomicsFiles {
    static let manifest = """
        module: Ergonomics
        composites:
          - composite: AppDelegate
            paths: {generated: Sources/Ergonomics/AppDelegate/Generated,
                    components: Sources/Ergonomics/AppDelegate/Components, tests: Tests/ErgonomicsTests/AppDelegate}
            responsibilities:
              - {name: FirstScreen, pattern: command}
              - {name: Sessions, pattern: listener, events: [didEnterBackground]}
              - {name: Push, methods: ["application(_:didRegisterForRemoteNotificationsWithDeviceToken:)"]}
          - protocol: UNUserNotificationCenterDelegate
            composite: NotificationDelegate
            paths: {generated: Sources/Ergonomics/Notifications/Generated,
                    components: Sources/Ergonomics/Notifications/Components,
                    tests: Tests/ErgonomicsTests/Notifications}
            responsibilities:
              - {name: Presentation, methods: ["userNotificationCenter(_:willPresent:withCompletionHandler:)"]}

        """

    static let tokenStore = """
        import Foundation

        /// A dependency of the push leaf: where device tokens go.
        @MainActor
        final class TokenStore {
            private(set) var tokens: [Data] = []

            func save(_ token: Data) {
                tokens.append(token)
            }
        }

        """

    /// The push leaf has no `init()`: only the user's factory method can build it.
    static let pushLeaf = """
        import Foundation
        import UIKit

        @MainActor
        final class PushComponent: AppDelegateComponent {
            let store: TokenStore

            init(store: TokenStore) {
                self.store = store
            }

            func application(_ application: UIApplication,
                             didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data) {
                store.save(deviceToken)
            }

            /// A member only this leaf has, reached through the composite's typed accessor.
            var tokenCount: Int { store.tokens.count }
        }

        """

    static let pushLeafTests = """
        import XCTest
        import UIKit
        @testable import Ergonomics

        nonisolated final class PushComponentTests: XCTestCase {
            func testATokenIsSaved() async {
                let count = await MainActor.run { () -> Int in
                    let leaf = PushComponent(store: TokenStore())
                    leaf.application(UIApplication.shared, didRegisterForRemoteNotificationsWithDeviceToken: Data([1]))
                    return leaf.tokenCount
                }
                XCTAssertEqual(count, 1)
            }
        }

        """

    static let leaves = """
        import Foundation

        /// Builds the leaves of `AppDelegate` with their dependencies.
        @MainActor
        struct AppDelegateLeaves: AppDelegateLeafFactory {
            let tokens = TokenStore()

            func makePushComponent() -> PushComponent {
                PushComponent(store: tokens)
            }

            func makeSessionsListener() -> SessionsListener {
                SessionsListener(sharing: tokens)
            }
        }

        """

    /// A listener sharing the push leaf's dependency, which its only initializer takes.
    static let listener = """
        import Foundation

        @MainActor
        final class SessionsListener: AppDelegateListener {
            unowned let store: TokenStore

            init(sharing store: TokenStore) {
                self.store = store
            }

            func onAppDidEnterBackground() {
                store.save(Data([9]))
            }
        }

        """

    static let listenerTests = """
        import XCTest
        @testable import Ergonomics

        nonisolated final class SessionsListenerTests: XCTestCase {
            func testTheBackgroundIsRecorded() async {
                let count = await MainActor.run { () -> Int in
                    let store = TokenStore()
                    SessionsListener(sharing: store).onAppDidEnterBackground()
                    return store.tokens.count
                }
                XCTAssertEqual(count, 1)
            }
        }

        """

    static let command = """
        import Foundation
        import UIKit

        /// Shows the first screen in the key window.
        @MainActor
        struct FirstScreenCommand: AppDelegateCommand {
            let launch: AppDelegateLaunch

            func execute() {
                launch.keyWindow?.rootViewController = UIViewController()
            }
        }

        """
}
