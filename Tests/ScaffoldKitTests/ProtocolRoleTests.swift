import XCTest
@testable import ScaffoldKit

/// `ProtocolRole`: what the catalog's `- scaffold.role` annotation says a protocol is, and which protocols of the
/// user's take a role.
final class ProtocolRoleTests: XCTestCase {
    private func loader(_ files: [String: String] = [:]) -> ProtocolLoader {
        ProtocolLoader(templates: TemplateStore.builtIn, fileSystem: InMemoryFileSystem(files: files),
                       directory: "/work/app")
    }

    func testTheCatalogAnnotatesTheRolesScaffoldActsOn() throws {
        let roles = try loader().catalogNames.map { name in
            try loader().load(GeneratorFixture.located(name)).spec.role
        }
        XCTAssertEqual(loader().catalogNames, ["NSApplicationDelegate", "UIApplicationDelegate",
                                               "UIWindowSceneDelegate", "UNUserNotificationCenterDelegate",
                                               "WKApplicationDelegate"])
        XCTAssertEqual(roles, [nil, .appDelegate, .sceneDelegate, .notificationDelegate, nil])
    }

    func testTheCatalogNamesTheProtocolOfEachRole() {
        XCTAssertEqual(ProtocolRole.allCases.map { loader().catalogName(for: $0) },
                       ["UIApplicationDelegate", "UIWindowSceneDelegate", "UNUserNotificationCenterDelegate"])
    }

    func testAUserCopyOfACatalogProtocolTakesItsRoleAndNoOtherProtocolOfTheUsersHasOne() throws {
        let text = """
            import UIKit

            /// - scaffold.role: notification-delegate
            @MainActor public protocol UIApplicationDelegate: NSObjectProtocol {
                optional func applicationDidBecomeActive(_ application: UIApplication)
            }

            /// - scaffold.role: app-delegate
            @MainActor protocol Claimed: NSObjectProtocol {
                func refresh()
            }

            @MainActor protocol Refined: UIApplicationDelegate {
                func refresh()
            }
            """
        let loader = loader(["/work/app/Delegate.swift": text])
        let roles = try ["UIApplicationDelegate", "Claimed", "Refined"].map { name in
            try loader.load(GeneratorFixture.located("Delegate.swift#" + name)).spec.role
        }
        XCTAssertEqual(roles, [.appDelegate, nil, nil])
    }
}
