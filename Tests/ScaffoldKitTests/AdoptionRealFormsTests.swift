import XCTest
@testable import ScaffoldKit
import ScaffoldTestSupport

/// `scaffold adopt` on the forms real app delegates are written in (issue 22): each is adopted, `generate --check`
/// is clean afterwards, and what the composite and the manifest say is pinned.
final class AdoptionRealFormsTests: XCTestCase {
    private let path = "Sources/App/AppDelegate.swift"

    /// Adopts `files` (the delegate at `path`), asserting exit 0 and a clean `generate --check`.
    private func adopted(_ files: [String: String], file: StaticString = #filePath, line: UInt = #line)
        -> InMemoryProject
    {
        let project = InMemoryProject(files: files)
        let result = project.run("adopt", path)
        XCTAssertEqual(result.status, 0, result.errors, file: file, line: line)
        let check = project.run("generate", "--check")
        XCTAssertEqual(check.status, 0, check.output + check.errors, file: file, line: line)
        return project
    }

    private func text(_ project: InMemoryProject, _ path: String) -> String { project.text(path) ?? "" }

    private var composite: String { "Sources/App/AppDelegate/Generated/AppDelegate.swift" }
    private var forwarders: String { "Sources/App/AppDelegate/Components/AppDelegate+Legacy.swift" }

    /// The async form of the fetch method is listed by a name no other requirement has, and the composite
    /// implements that form too, awaiting the leaf.
    func testAnAsyncDelegateMethodIsListedByItsAsyncNameAndAwaited() {
        let project = adopted([path: """
            import UIKit

            @main
            class AppDelegate: UIResponder, UIApplicationDelegate {
                func application(_ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any]) async -> UIBackgroundFetchResult {
                    .newData
                }
            }

            """])
        XCTAssertTrue(text(project, "scaffold.yml").contains("      - application(_:didReceiveRemoteNotification:) async\n"))
        XCTAssertTrue(text(project, composite).contains("""
                func application(_ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any]) async -> UIBackgroundFetchResult {
                    await legacyComponent.application(application, didReceiveRemoteNotification: userInfo)
                }
            """))
    }

    /// A method named like a requirement but matching none of its forms is no delegate method: UIKit never called
    /// it, and the composite does not start calling it.
    func testANearMissIsAMemberNotADelegateMethod() {
        let project = adopted([path: """
            import UIKit

            class AppDelegate: UIResponder, UIApplicationDelegate {
                func application(_ application: UIApplication, didReceiveRemoteNotification userInfo: [String: Any]) {}
            }

            """])
        XCTAssertTrue(text(project, "scaffold.yml").contains("    methods: []\n"))
        XCTAssertTrue(text(project, forwarders).contains("        legacyComponent.application(application, "
            + "didReceiveRemoteNotification: userInfo)\n"))
    }

    func testAnImportOfOneDeclarationDoesNotHideTheClass() {
        let project = adopted([path: """
            import UIKit
            import class Foundation.NSObject
            import struct Foundation.URL

            class AppDelegate: UIResponder, UIApplicationDelegate {
                var window: UIWindow?
            }

            """])
        XCTAssertTrue(text(project, forwarders).contains("import class Foundation.NSObject\nimport struct Foundation.URL\n"))
    }

    /// The conformance in an extension, here and in another file: that extension now declares the component
    /// protocol, and every delegate method in either file is forwarded.
    func testTheConformanceDeclaredInAnExtensionIsAdopted() {
        let project = adopted([
            path: """
                import UIKit

                @main
                class AppDelegate: UIResponder {
                    var window: UIWindow?
                }

                """,
            "Sources/App/Delegate/AppDelegate+Lifecycle.swift": """
                import UIKit

                extension AppDelegate: UIApplicationDelegate {
                    func applicationDidBecomeActive(_ application: UIApplication) {}
                }

                """,
        ])
        XCTAssertEqual(text(project, "Sources/App/Delegate/AppDelegate+Lifecycle.swift"), """
            import UIKit

            extension LegacyComponent: AppDelegateComponent {
                func applicationDidBecomeActive(_ application: UIApplication) {}
            }

            """)
        XCTAssertTrue(text(project, "scaffold.yml").contains("      - applicationDidBecomeActive(_:)\n"))
        XCTAssertTrue(text(project, "Sources/App/AppDelegate/Components/LegacyComponent.swift")
            .contains("class LegacyComponent: UIResponder {"))
    }

    func testAnExtensionDeclaringTheConformanceOfAClassElsewhereNamesThatFile() {
        let project = InMemoryProject(files: [
            path: "import UIKit\n\nextension AppDelegate: UIApplicationDelegate {}\n",
            "Sources/App/Root.swift": "import UIKit\n\nclass AppDelegate: UIResponder {}\n",
        ])
        let result = project.run("adopt", path)
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.errors.contains("Sources/App/AppDelegate.swift:3:1: error: 'AppDelegate' is declared in "
            + "'Sources/App/Root.swift'; adopt that file: 'scaffold adopt Sources/App/Root.swift'"), result.errors)
    }

    /// Generic arguments hold commas; several names in one declaration; types read off initial values, or the
    /// composite's member lookup where the value does not spell one.
    func testPropertiesWithoutTypesAreForwardedOrLookedUp() {
        let project = adopted([path: """
            import UIKit
            import Combine

            class AppDelegate: UIResponder, UIApplicationDelegate {
                private let events = PassthroughSubject<AppEvent, Never>()
                let repository = ConfigRepository()
                lazy var formatter = makeFormatter()
                var count = 0, title = "Groceries"
                var cancellables = Set<AnyCancellable>()
                let cache = Cache.shared
                var ratio = -0.5

                func makeFormatter() -> DateFormatter { DateFormatter() }
            }

            """])
        let forwarders = text(project, forwarders)
        for line in ["    var repository: ConfigRepository { legacyComponent.repository }\n",
                     "    var formatter: DateFormatter {\n", "    var count: Int {\n", "    var title: String {\n",
                     "    var cancellables: Set<AnyCancellable> {\n", "    var ratio: Double {\n"] {
            XCTAssertTrue(forwarders.contains(line), line + forwarders)
        }
        XCTAssertFalse(forwarders.contains("cache"), forwarders)
        XCTAssertFalse(forwarders.contains("events"), forwarders)
        XCTAssertTrue(text(project, "scaffold.yml").contains("    memberLookup: true\n"))
        XCTAssertTrue(text(project, composite).contains("@dynamicMemberLookup\n@MainActor\nfinal class AppDelegate"))
        XCTAssertTrue(text(project, composite).contains(
            "    subscript<Value>(dynamicMember member: KeyPath<LegacyComponent, Value>) -> Value {\n"))
    }

    /// A delegate method inside `#if` is listed with its condition, and the composite forwards it under it.
    func testADelegateMethodInsideIfIsForwardedUnderTheSameCondition() {
        let project = adopted([path: """
            import UIKit

            class AppDelegate: UIResponder, UIApplicationDelegate {
                #if canImport(FirebaseMessaging)
                func application(_ application: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data) {}
                #endif
                #if DEBUG
                func applicationDidBecomeActive(_ application: UIApplication) {}
                #else
                func applicationDidBecomeActive(_ application: UIApplication) {}
                #endif
            }

            """])
        let manifest = text(project, "scaffold.yml")
        XCTAssertTrue(manifest.contains("""
                conditions:
                  application(_:didRegisterForRemoteNotificationsWithDeviceToken:): 'canImport(FirebaseMessaging)'

            """), manifest)
        XCTAssertTrue(text(project, composite).contains("#if canImport(FirebaseMessaging)\n    @available"))
    }

    func testConditionalImportsKeepTheirConditions() {
        let project = adopted([path: """
            import UIKit
            #if canImport(FirebaseCore)
            import FirebaseCore
            #endif

            class AppDelegate: UIResponder, UIApplicationDelegate {
                var window: UIWindow?
            }

            """])
        XCTAssertTrue(text(project, forwarders).contains("import UIKit\n#if canImport(FirebaseCore)\n"
            + "import FirebaseCore\n#endif\n"))
    }

    /// SwiftUI reads an observable app delegate (`@EnvironmentObject`): the composite is observable too, and
    /// publishes the leaf's changes.
    func testAnObservableDelegateMakesAnObservableComposite() {
        let project = adopted([path: """
            import UIKit

            class AppDelegate: NSObject, UIApplicationDelegate, ObservableObject {
                @Published var isSignedIn = false
            }

            """])
        let forwarders = text(project, forwarders)
        XCTAssertTrue(forwarders.contains("import Combine\n"))
        XCTAssertTrue(forwarders.contains("""
            extension AppDelegate: ObservableObject {
                nonisolated var objectWillChange: LegacyComponent.ObjectWillChangePublisher {
                    legacyComponent.objectWillChange
                }
            }

            """), forwarders)
        XCTAssertTrue(forwarders.contains("    var isSignedIn: Bool {\n        get { legacyComponent.isSignedIn }\n"))
    }
}

extension AdoptionRealFormsTests {
    /// The manifest adopt would write is not on disk: a mistake in it is located at the delegate, naming its line.
    func testAnErrorInTheManifestAdoptWouldWriteNamesNoMissingFile() {
        let project = InMemoryProject(files: [path: "import UIKit\n\nclass AppDelegate: UIResponder, "
            + "UIApplicationDelegate {}\n"])
        let result = project.run("adopt", path, "--module", "My App")
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.errors.contains("Sources/App/AppDelegate.swift:1:1: error: in the scaffold.yml adopt "
            + "would write, line 7: module name 'My App' is not a valid Swift name"), result.errors)
        XCTAssertFalse(result.errors.contains("scaffold.yml:"), result.errors)
        XCTAssertNil(project.text("scaffold.yml"))
    }

    /// A file another app target compiles too (a multi-platform app's `Shared/`) cannot extend the leaf there.
    func testAnExtensionInAFileAnotherTargetCompilesIsRefused() throws {
        let project = InMemoryProject(files: [
            "Shop/AppDelegate.swift": "import UIKit\n\nclass AppDelegate: UIResponder, UIApplicationDelegate {}\n",
            "Shared/AppDelegate+Shared.swift": "import Foundation\n\nextension AppDelegate {\n    func hello() {}\n}\n",
            "Shop.xcodeproj/project.pbxproj": XcodeTwoTargets.project,
        ])
        let result = project.run("adopt", "Shop/AppDelegate.swift")
        XCTAssertEqual(result.status, 1, result.output)
        XCTAssertTrue(result.errors.contains("Shared/AppDelegate+Shared.swift:3:1: error: 'Shared/AppDelegate+Shared.swift' "
            + "is also compiled by 'ShopMac', which has no 'LegacyComponent'"), result.errors)
        XCTAssertNil(project.text("scaffold.yml"))
    }
}

/// A project with an iOS app target (`Shop`, `Shared`) and a macOS one (`ShopMac`, `Shared`), synchronized folders.
private enum XcodeTwoTargets {
    static let project = """
        // !$*UTF8*$!
        {
            objects = {
                A1 /* Shop */ = {
                    isa = PBXFileSystemSynchronizedRootGroup;
                    path = Shop;
                    sourceTree = "<group>";
                };
                A2 /* Shared */ = {
                    isa = PBXFileSystemSynchronizedRootGroup;
                    path = Shared;
                    sourceTree = "<group>";
                };
                A3 /* ShopMac */ = {
                    isa = PBXFileSystemSynchronizedRootGroup;
                    path = ShopMac;
                    sourceTree = "<group>";
                };
                T1 /* Shop */ = {
                    isa = PBXNativeTarget;
                    fileSystemSynchronizedGroups = (
                        A1 /* Shop */,
                        A2 /* Shared */,
                    );
                    name = Shop;
                    productName = Shop;
                    productType = "com.apple.product-type.application";
                };
                T2 /* ShopMac */ = {
                    isa = PBXNativeTarget;
                    fileSystemSynchronizedGroups = (
                        A3 /* ShopMac */,
                        A2 /* Shared */,
                    );
                    name = ShopMac;
                    productName = ShopMac;
                    productType = "com.apple.product-type.application";
                };
            };
        }
        """
}
