import XCTest
@testable import ScaffoldKit

/// A protocol's methods by Swift name, and each selector's number, which the planner marks and groups by.
final class SelectorIndexTests: XCTestCase {
    private static let source = """
        import Foundation

        public protocol Sync: AnyObject {
            func start()
            #if DEBUG
            func dump(_ text: String)
            #else
            func dump(_ text: String)
            #endif
            func stop()
        }

        """

    private func index() throws -> SelectorIndex {
        SelectorIndex(try SwiftDeclarationScanner.protocolSpec(named: "Sync", in: Array(Self.source.utf8),
                                                                path: "Sources/App/Sync.swift"))
    }

    func testARedeclaredSelectorHasOneNumberAndIsListedWithEveryDeclaration() throws {
        let index = try index()
        // Overloaded, the redeclared requirement's selector names its parameter; both declarations share it.
        XCTAssertEqual(index.selectors, ["start()", "dump(_ text:)", "dump(_ text:)", "stop()"])
        XCTAssertEqual(index.selectorNumbers, [0, 1, 1, 3])
        XCTAssertEqual(index.inProtocolOrder([3, 1]), ["dump(_ text:)", "dump(_ text:)", "stop()"])
        XCTAssertEqual(index.inProtocolOrder([0]), ["start()"])
        XCTAssertEqual(index.inProtocolOrder([]), [])
    }

    func testANameMatchesTheFirstDeclarationOfItsSelector() throws {
        let index = try index()
        XCTAssertEqual(index.match("dump(_ text:)"), .method(1))
        XCTAssertNil(index.match("dump(_ text:) async"))
        XCTAssertNil(index.match("pause()"))
    }
}
