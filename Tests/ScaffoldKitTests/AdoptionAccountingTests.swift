import ScaffoldTestSupport
import XCTest

/// `scaffold adopt` checks that every member of the original lands exactly once in the user-owned files; a generated
/// file that happens to spell a member the same way is not a copy of it.
final class AdoptionAccountingTests: XCTestCase {
    func testALaunchMethodSpelledLikeTheComponentProtocolsDefaultIsAdopted() {
        let launch = """
                func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: \
            [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    true
                }
            """
        let original = "import UIKit\n\n@main\nclass AppDelegate: UIResponder, UIApplicationDelegate {\n\(launch)\n}\n"
        let project = InMemoryProject(files: ["Sources/App/AppDelegate.swift": original])
        let result = project.run("adopt", "Sources/App/AppDelegate.swift")
        XCTAssertEqual(result.status, 0, result.errors)
        let leaf = project.files["Sources/App/AppDelegate/Components/LegacyComponent.swift"] ?? ""
        XCTAssertEqual(leaf.components(separatedBy: launch).count, 2, "the method is in the leaf once\n\(leaf)")
        let defaults = project.files["Sources/App/AppDelegate/Generated/AppDelegateComponent.swift"] ?? ""
        XCTAssertTrue(defaults.contains(launch), "the generated default spells it the same way\n\(defaults)")
    }
}
