/// The hand-written tests of the `Ergonomics` scenario (`ErgonomicsScenario.swift`): what an app relies on, run
/// against the generated code on the stand-ins in Swift 6 and 5 (and compiled against the iOS SDK when there is one).
extension ErgonomicsFiles {
    static let usageTests = """
        import XCTest
        import UIKit
        import UserNotifications
        @testable import Ergonomics

        nonisolated final class ErgonomicsUsageTests: XCTestCase {
            /// `appDelegate.pushComponent` is the leaf's own type: its own members are reachable, no cast.
            func testTheCompositeHoldsEachLeafByItsOwnType() async {
                let count = await MainActor.run { () -> Int in
                    let appDelegate = AppDelegate()
                    let leaf: PushComponent = appDelegate.pushComponent
                    appDelegate.application(UIApplication.shared,
                                            didRegisterForRemoteNotificationsWithDeviceToken: Data([7]))
                    return leaf.tokenCount
                }
                XCTAssertEqual(count, 1, "the forwarded call must reach the typed leaf")
            }

            /// `init()` builds the leaves with the user's `AppDelegateLeaves`: the push leaf has its dependency.
            func testInitBuildsTheLeavesWithTheUsersFactory() async {
                let shared = await MainActor.run { () -> Bool in
                    let appDelegate = AppDelegate()
                    appDelegate.application(UIApplication.shared,
                                            didRegisterForRemoteNotificationsWithDeviceToken: Data([1]))
                    return appDelegate.pushComponent.store.tokens == [Data([1])]
                }
                XCTAssertTrue(shared)
            }

            /// The listener the factory built shares the push leaf's store: one dependency, no singleton.
            func testLeavesOfEveryKindShareTheFactorysDependencies() async {
                let tokens = await MainActor.run { () -> [Data] in
                    let appDelegate = AppDelegate()
                    NotificationCenter.default.post(name: UIApplication.didEnterBackgroundNotification, object: nil)
                    return appDelegate.pushComponent.store.tokens
                }
                XCTAssertEqual(tokens, [Data([9])])
            }

            /// A factory of the test's own builds the leaves the composite holds and forwards to.
            func testAFactoryOfOnesOwnBuildsTheLeaves() async {
                let tokens = await MainActor.run { () -> [Data] in
                    let store = TokenStore()
                    let appDelegate = AppDelegate(leaves: TestLeaves(store: store))
                    appDelegate.application(UIApplication.shared,
                                            didRegisterForRemoteNotificationsWithDeviceToken: Data([2]))
                    return store.tokens
                }
                XCTAssertEqual(tokens, [Data([2])])
            }

            /// A component added after the user's factory was written is built by its generated default.
            func testALaterComponentIsBuiltByItsDefault() async {
                let name = await MainActor.run { () -> String in
                    String(describing: type(of: AppDelegate().laterComponent))
                }
                XCTAssertEqual(name, "LaterComponent")
            }

            /// At launch the notification composite becomes the centre's delegate, and stays alive though the centre
            /// holds it weakly.
            func testLaunchInstallsTheNotificationDelegateAndKeepsItAlive() async {
                let (installed, alive) = await MainActor.run { () -> (Bool, Bool) in
                    UNUserNotificationCenter.current().delegate = nil
                    let appDelegate = AppDelegate()
                    _ = appDelegate.application(UIApplication.shared, didFinishLaunchingWithOptions: nil)
                    // Only the app delegate holds the notification composite; the centre's reference is weak.
                    let current = UNUserNotificationCenter.current().delegate
                    return (current === appDelegate.notificationCenterDelegate, current != nil)
                }
                XCTAssertTrue(installed, "the notification composite must be the centre's delegate after launch")
                XCTAssertTrue(alive, "the app delegate must keep the notification composite alive")
            }

            /// The command showing the first screen gets the key window the launch makes: it becomes `window`, holds
            /// the command's view controller and is key.
            func testTheLaunchCommandGetsTheKeyWindow() async {
                let (hasRoot, isKey) = await MainActor.run { () -> (Bool, Bool) in
                    let appDelegate = AppDelegate()
                    _ = appDelegate.application(UIApplication.shared, didFinishLaunchingWithOptions: nil)
                    return (appDelegate.window?.rootViewController != nil, appDelegate.window?.isKeyWindow ?? false)
                }
                XCTAssertTrue(hasRoot)
                XCTAssertTrue(isKey)
            }
        }

        /// A factory of the test's own.
        @MainActor
        private struct TestLeaves: AppDelegateLeafFactory {
            let store: TokenStore

            func makePushComponent() -> PushComponent {
                PushComponent(store: store)
            }

            func makeSessionsListener() -> SessionsListener {
                SessionsListener(sharing: store)
            }
        }

        """
}
