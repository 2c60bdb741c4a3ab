import XCTest
@testable import ScaffoldKit

final class TopLevelTypesTests: XCTestCase {
    private func scan(_ text: String) throws -> [String] {
        try TopLevelType.scan(Array(text.utf8), path: "F.swift").map {
            let inherited = $0.inherited.joined(separator: ", ")
            return "\($0.location.line):\($0.location.column) \($0.keyword) \($0.name): \(inherited)"
        }
    }

    func testEveryTopLevelDeclarationWithItsInheritanceClause() throws {
        let source = """
            import UIKit

            @main
            final class AppDelegate: UIResponder, UIKit.UIApplicationDelegate {
                class func make() -> AppDelegate { AppDelegate() }
                struct Nested: Codable {}
            }
            extension AppDelegate: UNUserNotificationCenterDelegate where Self: AnyObject {}
            #if DEBUG
            struct Box<T: Equatable>: Equatable, Sendable {}
            #endif
            enum Route: String, CaseIterable { case home }
            protocol Store: AnyObject & Sendable {}
            typealias Handler = (Int) -> Void
            actor Cache {}
            extension UIApplication.State {}
            let text = "class Fake: UIApplicationDelegate {}"
            """
        XCTAssertEqual(try scan(source), [
            "4:13 class AppDelegate: UIResponder, UIKit.UIApplicationDelegate",
            "8:11 extension AppDelegate: UNUserNotificationCenterDelegate",
            "10:8 struct Box: Equatable, Sendable",
            "12:6 enum Route: String, CaseIterable",
            "13:10 protocol Store: AnyObject, Sendable",
            "14:11 typealias Handler: ",
            "15:7 actor Cache: ",
            "16:11 extension UIApplication.State: ",
        ])
        let types = try TopLevelType.scan(Array(source.utf8), path: "F.swift")
        XCTAssertTrue(types[0].inherits("UIApplicationDelegate"))
        XCTAssertFalse(types[0].inherits("ApplicationDelegate"))
    }
}
