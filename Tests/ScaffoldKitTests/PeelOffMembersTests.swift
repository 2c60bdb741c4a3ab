import XCTest
@testable import ScaffoldKit
import ScaffoldCLI
import ScaffoldTestSupport

/// `--members` moves a member that code staying behind also uses: that code then reaches it through the
/// composite's typed accessor of the new leaf.
final class PeelOffMembersTests: XCTestCase {
    private let delegate = """
        import UIKit

        class AppDelegate: UIResponder, UIApplicationDelegate {
            var lastToken: Data?

            func applicationDidBecomeActive(_ application: UIApplication) {
                log("active")
                if lastToken == nil {
                    print("no token yet")
                }
            }

            func application(_ application: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data) {
                lastToken = deviceToken
                log("token")
            }

            func log(_ text: String) {
                print(text)
            }

            var launches: Int = 0
        }

        """
    private let leaves = "Sources/App/AppDelegate/Components/"
    private let register = "application(_:didRegisterForRemoteNotificationsWithDeviceToken:)"

    private func adopted() throws -> InMemoryProject {
        let project = InMemoryProject(files: ["Sources/App/AppDelegate.swift": delegate])
        XCTAssertEqual(project.run("adopt", "Sources/App/AppDelegate.swift").status, 0)
        return project
    }

    /// In a SwiftUI app (`@UIApplicationDelegateAdaptor`) the application's delegate is SwiftUI's object, so code
    /// staying behind cannot reach a moved member through the composite: the peel is refused, saying why.
    func testUnderASwiftUIAdaptorNothingIsReachedThroughTheComposite() throws {
        let project = try adopted()
        try project.fileSystem.write(Array("""
            import SwiftUI

            @main
            struct NotesApp: App {
                @UIApplicationDelegateAdaptor(AppDelegate.self) var appDelegate
                var body: some Scene { WindowGroup { Text("Notes") } }
            }

            """.utf8), to: "Sources/App/NotesApp.swift")
        let before = project.files
        let result = project.run("add", "component", "Push", "--from", "Legacy", "--methods", register,
                                 "--members", "lastToken,log")
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.errors.contains("'lastToken' would move to 'PushComponent', but "), result.errors)
        XCTAssertTrue(result.errors.contains("it cannot be reached through the composite: SwiftUI makes "
            + "'AppDelegate' with '@UIApplicationDelegateAdaptor' (Sources/App/NotesApp.swift:5:6)"), result.errors)
        XCTAssertEqual(project.files, before, "nothing written")
    }

    func testNamedMembersMoveAndTheCodeStayingBehindReachesThemThroughTheComposite() throws {
        let project = try adopted()
        let result = project.run("add", "component", "Push", "--from", "Legacy", "--methods", register,
                                 "--members", "lastToken,log")
        XCTAssertEqual(result.status, 0, result.errors)
        let push = try XCTUnwrap(project.text(leaves + "PushComponent.swift"))
        XCTAssertTrue(push.contains("    var lastToken: Data?\n"), push)
        XCTAssertTrue(push.contains("    func log(_ text: String) {\n        print(text)\n    }\n"), push)
        XCTAssertFalse(push.contains("extension PushComponent"), "nothing it uses stays behind\n\(push)")
        let legacy = try XCTUnwrap(project.text(leaves + "LegacyComponent.swift"))
        XCTAssertTrue(legacy.hasSuffix("""
            }

            extension LegacyComponent {
                // What the code here uses of `PushComponent`, where it moved, reached through the composite.
                var lastToken: Data? {
                    get { pushComponent?.lastToken }
                    set { pushComponent?.lastToken = newValue }
                }

                func log(_ text: String) {
                    pushComponent?.log(text)
                }

                /// `PushComponent`, as the app's composite holds it (nil when the app's delegate is another).
                private var pushComponent: PushComponent? {
                    (UIApplication.shared.delegate as? AppDelegate)?.pushComponent
                }
            }

            """), legacy)
        XCTAssertTrue(legacy.contains("        log(\"active\")\n"), "the staying code is unchanged\n\(legacy)")
        // Each original member's text is in exactly one file.
        let after = project.files.filter { $0.key.hasSuffix(".swift") }.map { Array($0.value.utf8) }
        for member in ["    var lastToken: Data?", "    func log(_ text: String) {\n        print(text)\n    }"] {
            let found = after.reduce(0) { $0 + MemberAccounting.occurrences(of: Array(member.utf8), in: $1) }
            XCTAssertEqual(found, 1, member)
        }
        let check = project.run("generate", "--check")
        XCTAssertEqual(check.status, 0, check.output + check.errors)
    }

    func testANamedMemberThatCannotBeReachedIsNamedAndNothingMoves() throws {
        let project = try adopted()
        let files = project.files
        // `launches` is not optional: the staying code would have no value when the app's delegate is another.
        let legacyPath = leaves + "LegacyComponent.swift"
        let legacy = try XCTUnwrap(files[legacyPath])
        try project.write(legacyPath, legacy.replacingOccurrences(of: "        log(\"active\")\n",
                                                                  with: "        log(\"active\")\n        launches += 1\n"))
        let edited = project.files
        let result = project.run("add", "component", "Push", "--from", "Legacy", "--methods", register,
                                 "--members", "launches")
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.errors.contains("error: 'launches' would move to 'PushComponent', but "
            + "'applicationDidBecomeActive(_:)'"), result.errors)
        XCTAssertTrue(result.errors.contains("it cannot be reached through the composite"), result.errors)
        XCTAssertEqual(project.files, edited)
    }
}
