import XCTest
@testable import ScaffoldKit

/// The protocols a leaf type adopts, read from its file's declaration lines.
final class LeafFileFactsTests: XCTestCase {
    func testAdoptionsComeFromTheTypesDeclarationAndExtensionsOnly() {
        let text = """
            final class PushComponent: NSObject, AppDelegateComponent {
                let name = "PushComponent: not a declaration"
            }
            \textension PushComponent: UNUserNotificationCenterDelegate where Self: AnyObject {}
            extension PushComponentTests: XCTestCase {}
            class PushComponentHelper: Helper {}

            """
        XCTAssertEqual(LeafFileFacts(Array(text.utf8)).adoptions(of: "PushComponent"),
                       ["NSObject", "AppDelegateComponent", "UNUserNotificationCenterDelegate"])
    }
}
