import XCTest
@testable import ScaffoldKit

/// What the leaf audit reads from a leaf file besides its functions: the protocols a type adopts (from the
/// declaration scanner), `// scaffold:ignore` markers and the method prefixes of adopted protocols.
final class LeafFileFactsTests: XCTestCase {
    func testAdoptionsComeFromTheTypesDeclarationAndExtensionsOnly() throws {
        let text = """
            // final class PushComponent: CommentedOut {}
            final class PushComponent: NSObject, AppDelegateComponent {
                let name = "class PushComponent: NotADeclaration"
            }
            \textension PushComponent: UNUserNotificationCenterDelegate where Self: AnyObject {}
            extension PushComponentTests: XCTestCase {}
            class PushComponentHelper: Helper {}
            extension PushComponent.Nested: NestedProtocol {}
            extension PushComponent:
                CLLocationManagerDelegate,
                @unchecked Sendable {}
            struct Box<Value: Equatable>: Collection<Value>, Hashable {}

            """
        let adoptions = try SwiftDeclarationScanner.typeContents(in: Array(text.utf8), path: "Leaf.swift").adoptions
        XCTAssertEqual(adoptions["PushComponent"], ["NSObject", "AppDelegateComponent",
                                                    "UNUserNotificationCenterDelegate", "CLLocationManagerDelegate",
                                                    "@unchecked Sendable"])
        XCTAssertEqual(adoptions["PushComponent.Nested"], ["NestedProtocol"])
        XCTAssertEqual(adoptions["Box"], ["Collection<Value>", "Hashable"])
        XCTAssertNil(adoptions["NotADeclaration"])
    }

    func testAnIgnoreMarkerCountsAboveAttributesAndDocCommentsOnly() {
        let text = """
            // scaffold:ignore: called by the retry logic
            /// Retries.
            @objc
            func retry() {}
            // scaffold:ignore
            let spacer = 0
            func other() {}

            """
        let facts = LeafFileFacts(Array(text.utf8))
        XCTAssertTrue(facts.isIgnored(line: 4))
        XCTAssertFalse(facts.isIgnored(line: 7))
    }

    func testMethodPrefixesNameTheDelegator() {
        XCTAssertEqual(LeafFileFacts.methodPrefixes(of: "CLLocationManagerDelegate"), ["locationManager", "manager"])
        XCTAssertEqual(LeafFileFacts.methodPrefixes(of: "UNUserNotificationCenterDelegate"),
                       ["userNotificationCenter", "center"])
        XCTAssertEqual(LeafFileFacts.methodPrefixes(of: "UIWindowSceneDelegate"), ["windowScene", "scene"])
        XCTAssertEqual(LeafFileFacts.methodPrefixes(of: "Delegate"), ["delegate"])
    }
}
