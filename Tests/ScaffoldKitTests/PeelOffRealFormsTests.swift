import XCTest
@testable import ScaffoldKit
import ScaffoldTestSupport

/// Peel-offs of the forms real delegates are written in (issue 22): each exits 0 with `generate --check` clean, or
/// refuses, located, writing nothing.
final class PeelOffRealFormsTests: XCTestCase {
    private let components = "Sources/App/AppDelegate/Components/"

    private func adopted(_ delegate: String, file: StaticString = #filePath, line: UInt = #line) -> InMemoryProject {
        let project = InMemoryProject(files: ["Sources/App/AppDelegate.swift": delegate])
        let result = project.run("adopt", "Sources/App/AppDelegate.swift")
        XCTAssertEqual(result.status, 0, result.errors, file: file, line: line)
        return project
    }

    private func peel(_ project: InMemoryProject, _ arguments: String..., file: StaticString = #filePath,
                      line: UInt = #line) -> (status: Int32, errors: String) {
        let result = project.run(["add", "component"] + arguments)
        if result.status == 0 {
            let check = project.run("generate", "--check")
            XCTAssertEqual(check.status, 0, check.output + check.errors, file: file, line: line)
        }
        return (result.status, result.errors)
    }

    /// The SDK's spelling (`-> UISceneConfiguration`) where the component protocol's is optional: the method stays
    /// byte for byte, and the protocol's spelling, added beside it, calls it; the peel says so where it is.
    func testAMethodSpelledAsTheSDKDoesGetsTheComponentProtocolsSpellingBesideIt() throws {
        let project = adopted("""
            import UIKit

            class AppDelegate: UIResponder, UIApplicationDelegate {
                func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions) -> UISceneConfiguration {
                    UISceneConfiguration(name: "Default", sessionRole: connectingSceneSession.role)
                }
            }

            """)
        let result = peel(project, "Scenes", "--from", "Legacy", "--methods", "application(_:configurationForConnecting:options:)")
        XCTAssertEqual(result.status, 0, result.errors)
        XCTAssertTrue(result.errors.contains("Sources/App/AppDelegate/Components/ScenesComponent.swift:14:1: note: "
            + "'application(_:configurationForConnecting:options:)' keeps the SDK's spelling, which the composite "
            + "would never call: the component protocol's is added here, calling it"), result.errors)
        let leaf = try XCTUnwrap(project.text(components + "ScenesComponent.swift"))
        XCTAssertTrue(leaf.contains("options: UIScene.ConnectionOptions) -> UISceneConfiguration {\n"), leaf)
        XCTAssertTrue(leaf.hasSuffix("""
                func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions) -> UISceneConfiguration? {
                    self.application(application, configurationForConnecting: connectingSceneSession, options: options) as UISceneConfiguration
                }
            }

            """), leaf)
    }

    /// A completion handler taking the SDK's non-optional value where the component's takes an optional: handed on
    /// as the SDK's type.
    func testAHandlerSpelledAsTheSDKDoesGetsTheComponentProtocolsSpellingBesideIt() throws {
        let project = adopted("""
            import UIKit
            import Intents

            class AppDelegate: UIResponder, UIApplicationDelegate {
                func application(_ application: UIApplication, handle intent: INIntent, completionHandler: @escaping (INIntentResponse) -> Void) {
                    completionHandler(INIntentResponse())
                }
            }

            """)
        let result = peel(project, "Siri", "--from", "Legacy", "--methods", "application(_:handle:completionHandler:)")
        XCTAssertEqual(result.status, 0, result.errors)
        let leaf = try XCTUnwrap(project.text(components + "SiriComponent.swift"))
        XCTAssertTrue(leaf.contains("""
                func application(_ application: UIApplication, handle intent: INIntent, completionHandler: @escaping (INIntentResponse?) -> Void) {
                    let sdkCompletionHandler: (INIntentResponse) -> Void = { completionHandler($0) }
                    self.application(application, handle: intent, completionHandler: sdkCompletionHandler)
                }
            """), leaf)
    }

    func testTheLeafsTypeNameNamesItsResponsibility() {
        let project = adopted("""
            import UIKit

            class AppDelegate: UIResponder, UIApplicationDelegate {
                func applicationDidBecomeActive(_ application: UIApplication) {}
            }

            """)
        XCTAssertEqual(peel(project, "Active", "--from", "LegacyComponent", "--methods",
                            "applicationDidBecomeActive(_:)").status, 0)
        let wrong = peel(project, "Other", "--from", "Legacyy", "--methods", "applicationDidBecomeActive(_:)")
        XCTAssertEqual(wrong.status, 1)
        XCTAssertTrue(wrong.errors.contains("no responsibility named 'Legacyy' to peel methods off; did you mean "
            + "'Legacy'?"), wrong.errors)
    }

    /// A parameter or local named like a member is not a use of it: nothing is shared, nothing forwarded.
    func testParametersAndLocalsShadowingMembersAreNotUses() throws {
        let project = adopted("""
            import UIKit

            class AppDelegate: UIResponder, UIApplicationDelegate {
                var token: String?

                func applicationWillTerminate(_ application: UIApplication) {
                    token = nil
                }

                func application(_ application: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data) {
                    let token = deviceToken.base64EncodedString()
                    print(token, application)
                }
            }

            """)
        let result = peel(project, "Push", "--from", "Legacy", "--methods",
                          "application(_:didRegisterForRemoteNotificationsWithDeviceToken:)")
        XCTAssertEqual(result.status, 0, result.errors)
        let leaf = try XCTUnwrap(project.text(components + "PushComponent.swift"))
        XCTAssertFalse(leaf.contains("extension PushComponent"), leaf)
        XCTAssertFalse(try XCTUnwrap(project.text("scaffold.yml")).contains("uses:"))
    }

    /// A leaf that arrived with code gets a test that runs none of it.
    func testThePeeledLeafsTestIsASkeletonThatRunsNoneOfTheMovedCode() throws {
        let project = adopted("""
            import UIKit

            class AppDelegate: UIResponder, UIApplicationDelegate {
                func applicationDidBecomeActive(_ application: UIApplication) {
                    URLSession.shared.dataTask(with: URL(string: "https://example.com")!).resume()
                }
            }

            """)
        XCTAssertEqual(peel(project, "Sync", "--from", "Legacy", "--methods", "applicationDidBecomeActive(_:)").status, 0)
        let test = try XCTUnwrap(project.text("Tests/AppTests/AppDelegate/SyncComponentTests.swift"))
        XCTAssertTrue(test.contains("so this skeleton runs none of it"), test)
        XCTAssertTrue(test.contains("XCTAssertTrue((SyncComponent.self as Any) is any AppDelegateComponent.Type)"))
        XCTAssertFalse(test.contains("applicationDidBecomeActive"), test)
    }

    /// A method forwarded under `#if` keeps its condition in the new responsibility.
    func testAConditionMovesWithItsMethod() throws {
        let project = adopted("""
            import UIKit

            class AppDelegate: UIResponder, UIApplicationDelegate {
                func applicationDidBecomeActive(_ application: UIApplication) {}

                #if canImport(FirebaseMessaging)
                func application(_ application: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data) {}
                #endif
            }

            """)
        let result = peel(project, "Push", "--from", "Legacy", "--methods",
                          "application(_:didRegisterForRemoteNotificationsWithDeviceToken:)")
        XCTAssertEqual(result.status, 0, result.errors)
        let manifest = try XCTUnwrap(project.text("scaffold.yml"))
        XCTAssertTrue(manifest.hasSuffix("""
              - name: Push
                methods: [application(_:didRegisterForRemoteNotificationsWithDeviceToken:)]
                conditions:
                  application(_:didRegisterForRemoteNotificationsWithDeviceToken:): 'canImport(FirebaseMessaging)'

            """), manifest)
        XCTAssertFalse(manifest.contains("Implemented only under"), manifest)
        let leaf = try XCTUnwrap(project.text(components + "PushComponent.swift"))
        XCTAssertTrue(leaf.contains("#if canImport(FirebaseMessaging)\n    func application("), leaf)
    }

    /// A shared variable written without a type the accessor could name: refused, with the edit that unblocks (a
    /// copy would not follow it).
    func testASharedVariableWithoutATypeIsRefusedWithTheEdit() throws {
        let project = adopted("""
            import UIKit

            class AppDelegate: UIResponder, UIApplicationDelegate {
                var client = Services.makeClient()

                func applicationDidBecomeActive(_ application: UIApplication) {
                    client.resume()
                }

                func applicationWillResignActive(_ application: UIApplication) {
                    client.pause()
                }
            }

            """)
        let before = project.files
        let result = peel(project, "Active", "--from", "Legacy", "--methods", "applicationDidBecomeActive(_:)")
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.errors.contains("Sources/App/AppDelegate/Components/LegacyComponent.swift:4:5: error: "
            + "'client' is used by 'applicationDidBecomeActive(_:)', which moves to 'ActiveComponent', and by "), result.errors)
        XCTAssertTrue(result.errors.contains("it is a 'var' with no type annotation; write its type ('client: Type'), "
            + "then peel again"), result.errors)
        XCTAssertEqual(project.files, before)
    }
}

extension PeelOffRealFormsTests {
    /// A shared constant written without a type: the new leaf reads it from the leaf it stays in, once, under the
    /// same name; a static one is a static constant of the same value.
    func testASharedConstantWithoutATypeIsReadFromTheLeafItStaysIn() throws {
        let project = adopted("""
            import UIKit

            class AppDelegate: UIResponder, UIApplicationDelegate {
                let client = Services.makeClient()
                static let channel = Bundle.main.bundleIdentifier ?? "app"

                func applicationDidBecomeActive(_ application: UIApplication) {
                    client.resume(Self.channel)
                }

                func applicationWillResignActive(_ application: UIApplication) {
                    client.pause(AppDelegate.channel)
                }
            }

            """)
        XCTAssertTrue(try XCTUnwrap(project.text(components + "AppDelegate+Legacy.swift"))
            .contains("    static let channel = LegacyComponent.channel\n"))
        let result = peel(project, "Active", "--from", "Legacy", "--methods", "applicationDidBecomeActive(_:)")
        XCTAssertEqual(result.status, 0, result.errors)
        let leaf = try XCTUnwrap(project.text(components + "ActiveComponent.swift"))
        XCTAssertTrue(leaf.contains("""
                // What the methods below share with `LegacyComponent`: its constants, read from it once.
                lazy var client = legacyComponent.client
                static let channel = LegacyComponent.channel

            """), leaf)
    }

    /// A shared lazy variable whose value is a closure called at once around one initializer call
    /// (`lazy var x = { Name(…) }()`): its type is the initializer's, so the new leaf reaches it.
    func testASharedLazyVariableOfACalledClosureHasTheTypeItConstructs() throws {
        let project = adopted("""
            import UIKit

            class AppDelegate: UIResponder, UIApplicationDelegate {
                private lazy var router = {
                    Router(owner: self)
                }()

                func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any] = [:]) -> Bool {
                    router.open(url)
                }

                func applicationDidBecomeActive(_ application: UIApplication) {
                    router.resume()
                }
            }

            """)
        let result = peel(project, "DeepLinks", "--from", "Legacy", "--methods", "application(_:open:options:)")
        XCTAssertEqual(result.status, 0, result.errors)
        let leaf = try XCTUnwrap(project.text(components + "DeepLinksComponent.swift"))
        XCTAssertTrue(leaf.contains("router.open(url)"), leaf)
    }

    /// A moved method calling a delegate method that stays (`self.application(_:performFetch…)`): the new leaf calls
    /// the one in the leaf it stays in, through an accessor of the same signature, not the component protocol's
    /// default.
    func testAMovedMethodCallingAStayingDelegateMethodCallsTheLeafItStaysIn() throws {
        let project = adopted("""
            import UIKit

            class AppDelegate: UIResponder, UIApplicationDelegate {
                func application(_ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any], fetchCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void) {
                    self.application(application, performFetchWithCompletionHandler: completionHandler)
                }

                func application(_ application: UIApplication, performFetchWithCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void) {
                    completionHandler(.newData)
                }
            }

            """)
        let result = peel(project, "Push", "--from", "Legacy", "--methods",
                          "application(_:didReceiveRemoteNotification:fetchCompletionHandler:)")
        XCTAssertEqual(result.status, 0, result.errors)
        let leaf = try XCTUnwrap(project.text(components + "PushComponent.swift"))
        XCTAssertTrue(leaf.contains("""
                // scaffold:ignore: UIKit calls `LegacyComponent`'s; the code above calls it too
                func application(_ application: UIApplication, performFetchWithCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void) {
                    legacyComponent.application(application, performFetchWithCompletionHandler: completionHandler)
                }
            """), leaf)
        XCTAssertTrue(try XCTUnwrap(project.text("scaffold.yml")).contains("uses: [Legacy]"))
    }

    /// Staying code calling a delegate method that would move: refused where the call is, with the edits.
    func testStayingCodeCallingAMovingDelegateMethodIsRefusedWithTheEdit() {
        let project = adopted("""
            import UIKit

            class AppDelegate: UIResponder, UIApplicationDelegate {
                func application(_ application: UIApplication, performFetchWithCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void) {
                    self.application(application, didReceiveRemoteNotification: [:], fetchCompletionHandler: completionHandler)
                }

                func application(_ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any], fetchCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void) {
                    completionHandler(.newData)
                }
            }

            """)
        let before = project.files
        let result = peel(project, "Push", "--from", "Legacy", "--methods",
                          "application(_:didReceiveRemoteNotification:fetchCompletionHandler:)")
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.errors.contains("Sources/App/AppDelegate/Components/LegacyComponent.swift:4:5: error: "
            + "'application(_:performFetchWithCompletionHandler:)' calls "
            + "'application(_:didReceiveRemoteNotification:fetchCompletionHandler:)', which moves to 'PushComponent'"),
            result.errors)
        XCTAssertTrue(result.errors.contains("peel it off too, or call it through the composite there "
            + "('(UIApplication.shared.delegate as? AppDelegate)?.application(…)')"), result.errors)
        XCTAssertEqual(project.files, before)
    }
}
