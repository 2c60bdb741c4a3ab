import Foundation

/// The manifest keys `scaffold adopt` and peel-offs write, in an app of their own (scenario `Wiring`): a leaf built
/// with another (`uses:`), a leaf whose members the composite reaches by key path (`memberLookup:`), and methods
/// forwarded under `#if` (`conditions:`: one that holds on the stand-ins and the SDK, one that holds in neither).
/// `WiringUsageTests.swift` (below) asserts what an app relies on; the generated tests run as for any scenario.
extension EndToEndScenarios {
    static func makeWiring() throws -> Scenario {
        let scenario = try folder("Wiring", .iOS)
        let components = "Sources/Wiring/AppDelegate/Components/"
        try scenario.write(WiringFiles.manifest, to: "scaffold.yml")
        try scenario.write(WiringFiles.storeLeaf, to: components + "StoreComponent.swift")
        try scenario.write(WiringFiles.pushLeaf, to: components + "PushComponent.swift")
        try scenario.write(WiringFiles.usageTests, to: "Tests/WiringTests/WiringUsageTests.swift")
        try scenario.scaffold(["generate"])
        return scenario
    }
}

/// The text of the `Wiring` scenario's manifest and user files.
enum WiringFiles {
    static let manifest = """
        composite: AppDelegate
        module: Wiring
        paths:
          generated: Sources/Wiring/AppDelegate/Generated
          components: Sources/Wiring/AppDelegate/Components
          tests: Tests/WiringTests/AppDelegate
        responsibilities:
          - name: Store
            methods:
              - applicationDidBecomeActive(_:)
              - applicationWillResignActive(_:)
            conditions:
              applicationWillResignActive(_:): 'canImport(UIKit)'
            memberLookup: true
          - name: Push
            methods:
              - application(_:didRegisterForRemoteNotificationsWithDeviceToken:)
              - applicationDidReceiveMemoryWarning(_:)
            conditions:
              applicationDidReceiveMemoryWarning(_:): 'os(tvOS)'
            uses: [Store]

        """

    static let storeLeaf = """
        import UIKit

        /// What the app keeps: read as `appDelegate.activations` through the composite's member lookup.
        @MainActor
        final class StoreComponent: AppDelegateComponent {
            var activations = 0
            lazy var tokens = makeTokens()

            func makeTokens() -> [Data] { [] }

            func applicationDidBecomeActive(_ application: UIApplication) {
                activations += 1
            }

            #if canImport(UIKit)
            func applicationWillResignActive(_ application: UIApplication) {
                activations -= 1
            }
            #endif
        }

        """

    static let pushLeaf = """
        import UIKit

        /// Built with the store it shares (`uses: [Store]`).
        @MainActor
        final class PushComponent: AppDelegateComponent {
            let storeComponent: StoreComponent

            init(storeComponent: StoreComponent) {
                self.storeComponent = storeComponent
            }

            func application(_ application: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data) {
                storeComponent.tokens.append(deviceToken)
            }

            #if os(tvOS)
            func applicationDidReceiveMemoryWarning(_ application: UIApplication) {}
            #endif
        }

        """

    static let usageTests = """
        import XCTest
        import UIKit
        @testable import Wiring

        nonisolated final class WiringUsageTests: XCTestCase {
            /// The push leaf is built with the store leaf the composite holds: one object, shared.
            func testALeafIsBuiltWithTheLeafItUses() async {
                let shared = await MainActor.run { () -> Bool in
                    let appDelegate = AppDelegate()
                    appDelegate.application(UIApplication.shared,
                                            didRegisterForRemoteNotificationsWithDeviceToken: Data([3]))
                    return appDelegate.pushComponent.storeComponent === appDelegate.storeComponent
                        && appDelegate.storeComponent.tokens == [Data([3])]
                }
                XCTAssertTrue(shared)
            }

            /// `appDelegate.activations` reaches the store leaf's member, to read and to set, with no forwarder.
            func testMembersOfTheLookedUpLeafAreReachedOnTheComposite() async {
                let values = await MainActor.run { () -> [Int] in
                    let appDelegate = AppDelegate()
                    appDelegate.applicationDidBecomeActive(UIApplication.shared)
                    let afterActivation = appDelegate.activations
                    appDelegate.activations = 10
                    return [afterActivation, appDelegate.storeComponent.activations, appDelegate.tokens.count]
                }
                XCTAssertEqual(values, [1, 10, 0])
            }

            /// A method under a condition that holds is forwarded to the leaf implementing it there.
            func testAMethodIsForwardedUnderItsCondition() async {
                let activations = await MainActor.run { () -> Int in
                    let appDelegate = AppDelegate()
                    appDelegate.applicationWillResignActive(UIApplication.shared)
                    return appDelegate.activations
                }
                XCTAssertEqual(activations, -1)
            }
        }

        """
}
