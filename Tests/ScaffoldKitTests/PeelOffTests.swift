import XCTest
@testable import ScaffoldKit
import ScaffoldCLI
import ScaffoldTestSupport

/// `scaffold add component NAME --from LEAF --methods …` after `scaffold adopt`: methods move byte for byte with
/// the members only they use, or nothing moves and the shared member is named.
final class PeelOffTests: XCTestCase {
    private let push = "application(_:didRegisterForRemoteNotificationsWithDeviceToken:),"
        + "application(_:didFailToRegisterForRemoteNotificationsWithError:)"
    private let components = "Sources/Groceries/AppDelegate/Components/"

    private func adopted(_ fixture: AdoptionFixture = .pushCoreData) throws -> InMemoryProject {
        let project = try fixture.project()
        XCTAssertEqual(project.run("adopt", fixture.delegatePath).status, 0)
        return project
    }

    func testPushMethodsMoveByteForByteIntoTheNewLeafAndTheManifest() throws {
        let project = try adopted()
        let legacy = try XCTUnwrap(project.text(components + "LegacyComponent.swift"))
        let result = project.run("add", "component", "PushNotifications", "--from", "Legacy", "--methods", push)
        XCTAssertEqual(result.status, 0, result.errors)
        let leaf = try XCTUnwrap(project.text(components + "PushNotificationsComponent.swift"))
        let moved = """
                func application(_ application: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data) {
                    let token = deviceToken.map { String(format: "%02x", $0) }.joined()
                    UserDefaults.standard.set(token, forKey: AppDelegate.tokenDefaultsKey)
                }

                func application(_ application: UIApplication, didFailToRegisterForRemoteNotificationsWithError error: Error) {
                    print("push registration failed: \\(error)")
                }

            """
        let head = "@preconcurrency @MainActor\n"
            + "final class PushNotificationsComponent: NSObject, AppDelegateComponent {\n"
        XCTAssertTrue(leaf.hasSuffix(head + moved + "}\n"), leaf)
        let remaining = try XCTUnwrap(project.text(components + "LegacyComponent.swift"))
        XCTAssertEqual(remaining, legacy.replacingOccurrences(of: moved + "\n", with: ""))
        let manifest = try XCTUnwrap(project.text("scaffold.yml"))
        XCTAssertTrue(manifest.hasSuffix("""
              - name: PushNotifications
                methods:
                  - application(_:didRegisterForRemoteNotificationsWithDeviceToken:)
                  - application(_:didFailToRegisterForRemoteNotificationsWithError:)

            """), manifest)
        XCTAssertFalse(manifest.contains("      - application(_:didFailToRegisterForRemoteNotificationsWithError:)\n"
            + "      - application(_:didReceive"))
        let composite = try XCTUnwrap(project.text("Sources/Groceries/AppDelegate/Generated/AppDelegate.swift"))
        XCTAssertTrue(composite.contains("[targets.pushNotificationsComponent].application(application, "
            + "didRegisterForRemoteNotificationsWithDeviceToken: deviceToken)"))
    }

    func testEveryOriginalMemberStillOccursExactlyOnceAfterThePeelOff() throws {
        let before = try AdoptionFixture.pushCoreData.files()
        let project = try adopted()
        let result = project.run("add", "component", "PushNotifications", "--from", "Legacy", "--methods", push)
        XCTAssertEqual(result.status, 0)
        let after = project.files.filter { $0.key.hasSuffix(".swift") }.map { Array($0.value.utf8) }
        for member in try OriginalMembers.texts(in: before) {
            let found = after.reduce(0) { $0 + MemberAccounting.occurrences(of: Array(member.utf8), in: $1) }
            XCTAssertEqual(found, 1, String(member.prefix(80)))
        }
    }

    /// The member stays; the new leaf is built with the leaf it stays in (`uses:`), and reaches it through an
    /// accessor of the same name, so the moved code is byte for byte.
    func testAMemberSharedWithCodeThatStaysIsReachedThroughTheLeafItStaysIn() throws {
        let project = try adopted()
        let result = project.run("add", "component", "PushNotifications", "--from", "Legacy", "--methods",
                                 push + ",application(_:didReceiveRemoteNotification:fetchCompletionHandler:)")
        XCTAssertEqual(result.status, 0, result.errors)
        let leaf = try XCTUnwrap(project.text(components + "PushNotificationsComponent.swift"))
        XCTAssertTrue(leaf.contains("""
            final class PushNotificationsComponent: NSObject, AppDelegateComponent {
                /// The leaf the methods below share members with (`uses: [Legacy]` in scaffold.yml), as
                /// `AppDelegateLeaves` hands it.
                let legacyComponent: LegacyComponent

                init(legacyComponent: LegacyComponent) {
                    self.legacyComponent = legacyComponent
                    super.init()
                }

            """), leaf)
        XCTAssertTrue(leaf.hasSuffix("""
            extension PushNotificationsComponent {
                // What the methods above share with `LegacyComponent`, where it stays.
                func saveContext() {
                    legacyComponent.saveContext()
                }
            }

            """), leaf)
        let legacy = try XCTUnwrap(project.text(components + "LegacyComponent.swift"))
        XCTAssertTrue(legacy.contains("    func saveContext () {\n"), "saveContext stays where staying code uses it")
        XCTAssertTrue(try XCTUnwrap(project.text("scaffold.yml")).contains("    uses: [Legacy]\n"))
        let factory = try XCTUnwrap(project.text("Sources/Groceries/AppDelegate/Generated/AppDelegateLeafFactory.swift"))
        XCTAssertTrue(factory.contains("""
                func makePushNotificationsComponent(legacyComponent: LegacyComponent) -> PushNotificationsComponent {
                    PushNotificationsComponent(legacyComponent: legacyComponent)
                }
            """), factory)
        let check = project.run("generate", "--check")
        XCTAssertEqual(check.status, 0, check.output + check.errors)
    }

    /// A private member both sides use stays, made internal (the one edit to staying code, reported).
    func testAPrivateMemberSharedWithCodeThatStaysIsMadeInternalAndReported() throws {
        let delegate = """
            import UIKit

            class AppDelegate: UIResponder, UIApplicationDelegate {
                func applicationDidBecomeActive(_ application: UIApplication) {
                    log("active")
                }

                func application(_ application: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data) {
                    log("token")
                }

                private func log(_ text: String) {
                    print(text)
                }
            }

            """
        let project = InMemoryProject(files: ["Sources/App/AppDelegate.swift": delegate])
        XCTAssertEqual(project.run("adopt", "Sources/App/AppDelegate.swift").status, 0)
        let result = project.run("add", "component", "Push", "--from", "Legacy", "--methods",
                                 "application(_:didRegisterForRemoteNotificationsWithDeviceToken:)")
        XCTAssertEqual(result.status, 0, result.errors)
        XCTAssertTrue(result.errors.contains("Sources/App/AppDelegate/Components/LegacyComponent.swift:8:5: note: "
            + "'private' removed: `PushComponent` shares this member with `LegacyComponent`"), result.errors)
        let legacy = try XCTUnwrap(project.text("Sources/App/AppDelegate/Components/LegacyComponent.swift"))
        XCTAssertTrue(legacy.contains("\n    func log(_ text: String) {\n        print(text)\n    }\n"), legacy)
        let push = try XCTUnwrap(project.text("Sources/App/AppDelegate/Components/PushComponent.swift"))
        XCTAssertTrue(push.contains("    func log(_ text: String) {\n        legacyComponent.log(text)\n    }\n"), push)
        let check = project.run("generate", "--check")
        XCTAssertEqual(check.status, 0, check.output + check.errors)
    }

    func testPrivateHelpersAndStoredPropertiesOnlyTheMethodsUseMoveAlong() throws {
        let delegate = """
            import UIKit

            @main
            class AppDelegate: UIResponder, UIApplicationDelegate {
                var window: UIWindow?
                private var pendingTokens: [Data] = []

                func applicationDidBecomeActive(_ application: UIApplication) {
                    window?.makeKeyAndVisible()
                }

                func application(_ application: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data) {
                    remember(deviceToken)
                }

                /// Keeps the token until the server is reachable.
                private func remember(_ token: Data) {
                    pendingTokens.append(token)
                }
            }

            """
        let project = InMemoryProject(files: ["Sources/App/AppDelegate.swift": delegate])
        XCTAssertEqual(project.run("adopt", "Sources/App/AppDelegate.swift").status, 0)
        let result = project.run("add", "component", "Push", "--from", "Legacy", "--methods",
                                 "application(_:didRegisterForRemoteNotificationsWithDeviceToken:)")
        XCTAssertEqual(result.status, 0, result.errors)
        let leaf = try XCTUnwrap(project.text("Sources/App/AppDelegate/Components/PushComponent.swift"))
        XCTAssertTrue(leaf.contains("    private var pendingTokens: [Data] = []\n"), leaf)
        let helper = "    /// Keeps the token until the server is reachable.\n    private func remember"
        XCTAssertTrue(leaf.contains(helper), leaf)
        let legacy = try XCTUnwrap(project.text("Sources/App/AppDelegate/Components/LegacyComponent.swift"))
        XCTAssertFalse(legacy.contains("pendingTokens"))
        XCTAssertTrue(legacy.contains("    func applicationDidBecomeActive(_ application: UIApplication) {\n"))
    }

    func testMethodsTheLeafDoesNotListAreRefused() throws {
        let project = try adopted()
        let result = project.run("add", "component", "Push", "--from", "Legacy", "--methods",
                                 "application(_:handlerFor:)")
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.errors.contains("error: 'Legacy' does not list 'application(_:handlerFor:)'"),
                      result.errors)
        XCTAssertEqual(project.run("add", "component", "Push", "--from", "Nope", "--methods", push).status, 1)
        XCTAssertEqual(project.run("add", "component", "Push", "--members", "x").status, 64)
    }
}
