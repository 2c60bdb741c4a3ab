import XCTest
@testable import ScaffoldKit
import ScaffoldTestSupport

/// What a method of an adopted class implements, as `scaffold adopt` lists and forwards it: the deprecated
/// `application(_:didReceiveRemoteNotification:)`, whose name scaffold.yml cannot list (it also means the async form
/// of the fetch method), stays a member of the leaf the composite reaches through its forwarder.
final class DelegateWitnessesTests: XCTestCase {
    private let path = "Sources/App/AppDelegate.swift"

    func testTheDeprecatedNotificationMethodIsForwardedAsAMemberWithAWarning() throws {
        let project = InMemoryProject(files: [path: """
            import UIKit

            class AppDelegate: UIResponder, UIApplicationDelegate {
                func application(_ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any], fetchCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void) {
                    completionHandler(.newData)
                }

                func application(_ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any]) {
                    self.application(application, didReceiveRemoteNotification: userInfo, fetchCompletionHandler: { _ in })
                }
            }

            """])
        let result = project.run("adopt", path)
        XCTAssertEqual(result.status, 0, result.errors)
        XCTAssertTrue(result.errors.contains("Sources/App/AppDelegate/Components/LegacyComponent.swift:8:5: warning: "
            + "'application(_:didReceiveRemoteNotification:)' implements UIKit's deprecated method of that name, which "
            + "scaffold.yml cannot list"), result.errors)
        let check = project.run("generate", "--check")
        XCTAssertEqual(check.status, 0, check.output + check.errors)
        let manifest = try XCTUnwrap(project.text("scaffold.yml"))
        XCTAssertTrue(manifest.contains("- application(_:didReceiveRemoteNotification:fetchCompletionHandler:)\n"))
        XCTAssertFalse(manifest.contains("- application(_:didReceiveRemoteNotification:)\n"), manifest)
        let forwarders = try XCTUnwrap(project.text("Sources/App/AppDelegate/Components/AppDelegate+Legacy.swift"))
        XCTAssertTrue(forwarders.contains("""
                func application(_ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any]) {
                    legacyComponent.application(application, didReceiveRemoteNotification: userInfo)
                }
            """), forwarders)
    }

    /// Peeling the fetch method off leaves the deprecated method where it is: a call of another `application(…)`
    /// (other labels) is no use of it.
    func testAPeelOfTheFetchMethodLeavesTheDeprecatedMethodInItsLeaf() throws {
        let project = InMemoryProject(files: [path: """
            import UIKit

            class AppDelegate: UIResponder, UIApplicationDelegate {
                func application(_ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any], fetchCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void) {
                    self.application(application, performFetchWithCompletionHandler: completionHandler)
                }

                func application(_ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any]) {
                    print(userInfo.count)
                }

                func application(_ application: UIApplication, performFetchWithCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void) {
                    completionHandler(.newData)
                }
            }

            """])
        XCTAssertEqual(project.run("adopt", path).status, 0)
        let peel = project.run("add", "component", "Push", "--from", "Legacy", "--methods",
                               "application(_:didReceiveRemoteNotification:fetchCompletionHandler:)")
        XCTAssertEqual(peel.status, 0, peel.errors)
        XCTAssertEqual(project.run("generate", "--check").status, 0)
        let components = "Sources/App/AppDelegate/Components/"
        let push = try XCTUnwrap(project.text(components + "PushComponent.swift"))
        XCTAssertFalse(push.contains("didReceiveRemoteNotification userInfo: [AnyHashable: Any]) {"), push)
        let legacy = try XCTUnwrap(project.text(components + "LegacyComponent.swift"))
        XCTAssertTrue(legacy.contains("didReceiveRemoteNotification userInfo: [AnyHashable: Any]) {\n"), legacy)
    }
}
