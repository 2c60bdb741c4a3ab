import XCTest
@testable import ScaffoldKit
import ScaffoldCLI

/// The leaf checker on real leaves: valid ones written in every spelling Swift accepts pass, a leaf that cannot
/// implement a listed requirement is an error at the leaf, near misses come nearest first, and one finding can be
/// silenced.
final class LeafAuditSpellingTests: XCTestCase {
    private let manifest = """
        module: App
        paths: {generated: Generated, components: Components, tests: Tests}
        responsibilities:
          - name: Push
            methods:
              - application(_:didFailToRegisterForRemoteNotificationsWithError:)
              - application(_:continue:restorationHandler:)
              - application(_:supportedInterfaceOrientationsFor:)
              - application(_:userDidAcceptCloudKitShareWith:)
              - application(_:open:options:)
              - application(_:performActionFor:)
              - application(_:didReceiveRemoteNotification:fetchCompletionHandler:)

        """

    /// A leaf written by hand, the way users write them: other spellings of every type, attributes, default
    /// arguments, an async method, helpers, and a `UNUserNotificationCenterDelegate` method.
    private let validLeaf = """
        import CloudKit
        import UIKit
        import UserNotifications

        @MainActor
        final class PushComponent: NSObject, AppDelegateComponent, UNUserNotificationCenterDelegate {
            @objc func application(_ app: UIApplication, open url: URL,
                                   options: [UIApplication.OpenURLOptionsKey : Any] = [:]) -> Bool { false }

            @MainActor @preconcurrency
            func application(_ application: UIApplication, didFailToRegisterForRemoteNotificationsWithError error: Error) {}

            func application(_ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable : Any],
                             fetchCompletionHandler completionHandler: @escaping @Sendable (UIBackgroundFetchResult) -> Void) {
                completionHandler(.noData)
            }

            func application(_ application: UIApplication, performActionFor shortcutItem: UIApplicationShortcutItem) async -> Bool {
                false
            }

            func application(_ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?) -> Optional<UIInterfaceOrientationMask> {
                nil
            }

            func application(_ application: UIApplication, continue userActivity: NSUserActivity,
                             restorationHandler: @escaping ([UIUserActivityRestoring]?) -> Void) -> Bool { false }

            func application(_ application: UIApplication, userDidAcceptCloudKitShareWith cloudKitShareMetadata: CKShareMetadata) {}

            nonisolated func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
                                                    withCompletionHandler completionHandler: @escaping () -> Void) {
                completionHandler()
            }

            func refreshBadge() {}

            static func make() -> PushComponent { PushComponent() }
        }

        """

    private func run(_ arguments: [String], _ fileSystem: InMemoryFileSystem) -> (Int32, String) {
        let console = CapturingConsole()
        let status = CommandRunner.run(arguments + ["--no-color"], fileSystem: fileSystem, console: console)
        return (status, SceneAdviceFilter.withoutAdvice(console.standardError))
    }

    private func project(leaf: String) -> InMemoryFileSystem {
        InMemoryFileSystem(files: ["/work/scaffold.yml": manifest, "/work/Components/PushComponent.swift": leaf])
    }

    func testValidLeavesInEverySpellingAreNotReported() {
        let fileSystem = project(leaf: validLeaf)
        let (status, errors) = run(["generate"], fileSystem)
        XCTAssertEqual(errors, "")
        XCTAssertEqual(status, 0)
        XCTAssertEqual(run(["generate", "--check"], fileSystem).0, 0)
    }

    func testANonOptionalReturnWhereTheComponentsIsOptionalIsAnErrorAtTheLeafAndNothingIsWritten() {
        let broken = validLeaf.replacing("-> Optional<UIInterfaceOrientationMask> {\n        nil",
                                         with: "-> UIInterfaceOrientationMask {\n        .portrait")
        XCTAssertNotEqual(broken, validLeaf)
        let fileSystem = project(leaf: broken)
        let (status, errors) = run(["generate"], fileSystem)
        XCTAssertEqual(status, 1)
        XCTAssertTrue(errors.hasPrefix("""
            Components/PushComponent.swift:22:10: error: 'application(_:supportedInterfaceOrientationsFor:)' in \
            'PushComponent' does not implement the requirement of 'AppDelegateComponent' it is named after, so the \
            composite never calls it: it returns 'UIInterfaceOrientationMask', the requirement returns \
            'UIInterfaceOrientationMask?'
            built-in catalog UIApplicationDelegate:
            """), errors)
        XCTAssertFalse(fileSystem.fileExists("/work/Generated/AppDelegate.swift"), "nothing is written")
    }

    func testNearMissesComeNearestFirstAndAnIgnoreCommentSilencesOne() {
        let leaf = """
            import UIKit

            @MainActor
            final class PushComponent: AppDelegateComponent {
                func application(_ application: UIApplication, didFailToRegisterForRemoteNotificationsWith error: Error) {}

                // scaffold:ignore: called by our own retry logic, not by the system
                @objc
                func application(_ application: UIApplication, didFailToRegisterForRemoteNotificationsWith error: Error,
                                 retry: Int) {}
            }

            """
        let fileSystem = project(leaf: leaf)
        let (status, errors) = run(["generate"], fileSystem)
        XCTAssertEqual(status, 0, errors)
        XCTAssertEqual(errors, """
            Components/PushComponent.swift:5:10: warning: 'application(_:didFailToRegisterForRemoteNotificationsWith:)' \
            in 'PushComponent' matches no requirement of 'AppDelegateComponent' and is never called; nearest \
            requirement: 'application(_:didFailToRegisterForRemoteNotificationsWithError:)' (argument label \
            'didFailToRegisterForRemoteNotificationsWith' is 'didFailToRegisterForRemoteNotificationsWithError' in \
            the protocol); then 'application(_:didRegisterForRemoteNotificationsWithDeviceToken:)', \
            'application(_:didReceiveRemoteNotification:)'
            built-in catalog UIApplicationDelegate:93:19: note: \
            'application(_:didFailToRegisterForRemoteNotificationsWithError:)' is declared here

            """)
    }

    /// Run from a subfolder: every path opens from there, and none names a file that does not exist.
    func testPathsAreRelativeToWhereTheCommandRuns() {
        let broken = validLeaf.replacing("error: Error) {}", with: "error: String) {}")
        let fileSystem = InMemoryFileSystem(currentDirectory: "/work/Components", files: [
            "/work/scaffold.yml": manifest, "/work/Components/PushComponent.swift": broken,
        ])
        let (status, errors) = run(["generate", "--manifest", "../scaffold.yml"], fileSystem)
        XCTAssertEqual(status, 1)
        XCTAssertTrue(errors.hasPrefix("PushComponent.swift:11:10: error: "), errors)
        XCTAssertTrue(errors.contains("\nbuilt-in catalog UIApplicationDelegate:"), errors)
    }

    func testTypesAreComparedByMeaning() throws {
        let pairs = [("Error", "any Error"), ("[UIUserActivityRestoring]?", "[any UIUserActivityRestoring]?"),
                     ("CKShareMetadata", "CKShare.Metadata"), ("Array<Int>", "[Int]"), ("Optional<T>", "T?"),
                     ("T!", "T?"), ("Swift.Error", "Error"), ("@escaping @Sendable (Bool) -> Void", "(Bool) -> ()"),
                     ("Dictionary<String, Any>", "[String : Any]"), ("(Int)", "Int")]
        for (left, right) in pairs {
            XCTAssertEqual(TypeMeaning.key(try type(left)), TypeMeaning.key(try type(right)), "\(left) = \(right)")
        }
        for (left, right) in [("Int", "Int?"), ("[Int]", "Set<Int>"), ("(Bool) -> Void", "(Bool?) -> Void")] {
            XCTAssertNotEqual(TypeMeaning.key(try type(left)), TypeMeaning.key(try type(right)), "\(left) ≠ \(right)")
        }
    }

    private func type(_ text: String) throws -> SwiftType {
        let source = "protocol P { func f(_ x: \(text)) }"
        let spec = try SwiftDeclarationScanner.protocolSpec(named: "P", in: Array(source.utf8), path: "P.swift")
        return try XCTUnwrap(spec.methods.first?.parameters.first?.type)
    }
}
