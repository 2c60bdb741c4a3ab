import XCTest
@testable import ScaffoldKit
import ScaffoldTestSupport

/// Names are Swift identifiers as the language reference defines them, Unicode included.
final class SwiftNameRulesTests: XCTestCase {
    func testUnicodeIdentifiersAreNames() {
        for name in ["AppDelegate", "Café", "🄰ppDelegate", "Délégué_2", "e\u{301}vent", "名前"] {
            XCTAssertNil(SwiftNameRules.problem(with: name), name)
        }
    }

    func testWhatIsNoIdentifierSaysWhy() {
        XCTAssertEqual(SwiftNameRules.problem(with: "2Fast"), "it starts with a digit")
        XCTAssertEqual(SwiftNameRules.problem(with: "\u{301}vent"), "it starts with '\u{301}'")
        XCTAssertEqual(SwiftNameRules.problem(with: "App Delegate"), "it contains a space")
        XCTAssertEqual(SwiftNameRules.problem(with: "App-Delegate"), "it contains '-'")
        XCTAssertEqual(SwiftNameRules.problem(with: "App→"), "it contains '→'")
        XCTAssertEqual(SwiftNameRules.problem(with: "class"), "it is a Swift keyword")
    }

    /// A real app's delegate class named with a Unicode letter is adopted under its own name.
    func testADelegateNamedWithAUnicodeLetterIsAdopted() throws {
        let project = InMemoryProject(files: ["Sources/App/🄰ppDelegate.swift": """
            import UIKit

            class 🄰ppDelegate: UIResponder, UIApplicationDelegate {
                func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    true
                }
            }

            """])
        let result = project.run("adopt", "Sources/App/🄰ppDelegate.swift")
        XCTAssertEqual(result.status, 0, result.errors)
        XCTAssertEqual(project.run("generate", "--check").status, 0)
        let composite = try XCTUnwrap(project.text("Sources/App/🄰ppDelegate/Generated/🄰ppDelegate.swift"))
        XCTAssertTrue(composite.contains("class 🄰ppDelegate: UIResponder, UIApplicationDelegate"), composite)
    }
}
