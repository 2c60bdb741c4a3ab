import XCTest
@testable import ScaffoldKit

final class SharedFieldsTests: XCTestCase {
    private struct Fields: Sendable, Equatable {
        var name: String
        var count: Int
    }

    func testCopiesShareTheFieldsUntilOneChangesThem() {
        let original = SharedFields(Fields(name: "Analytics", count: 1))
        var copy = original
        XCTAssertTrue(copy.isShared(with: original))
        copy.change { $0.count = 2 }
        XCTAssertFalse(copy.isShared(with: original))
        XCTAssertEqual(original.fields, Fields(name: "Analytics", count: 1))
        XCTAssertEqual(copy.fields, Fields(name: "Analytics", count: 2))
        copy.change { $0.name = "Links" }
        XCTAssertEqual(copy.fields, Fields(name: "Links", count: 2))
        XCTAssertEqual(original.fields.name, "Analytics")
    }

    func testARequirementChangedThroughACopyLeavesTheOriginalAndKeepsItsSwiftName() {
        let location = SourceLocation(file: "P.swift", line: 1, column: 1)
        let original = MethodRequirement(name: "handle", parameters: [], location: location)
        var copy = original
        XCTAssertEqual(copy, original)
        copy.parameters = [Parameter(label: nil, name: "task", type: .named("Task"))]
        XCTAssertEqual(original.swiftName, "handle()")
        XCTAssertEqual(copy.swiftName, "handle(_:)")
        XCTAssertNotEqual(copy, original)
        copy.parameters = []
        XCTAssertEqual(copy, original)
        XCTAssertEqual(Set([copy, original]).count, 1)
    }
}
