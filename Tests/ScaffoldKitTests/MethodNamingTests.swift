import XCTest
@testable import ScaffoldKit

/// Each method's identifier is unique in the composite (`MethodNaming.uniqueIdentifiers`).
final class MethodNamingTests: XCTestCase {
    private func method(_ name: String, _ labels: [String?]) -> MethodRequirement {
        MethodRequirement(name: name, parameters: labels.enumerated().map { index, label in
            Parameter(label: label, name: "p\(index)", type: .named("Int"))
        }, location: SourceLocation(file: "P.swift", line: 1, column: 1))
    }

    func testDistinctIdentifiersAreTheMethodsNamesAndLabels() {
        XCTAssertEqual(MethodNaming.uniqueIdentifiers([method("application", [nil, "open", "options"]),
                                                       method("didTap", [nil]), method("Ünïcode", ["ëxtra"])]),
                       ["applicationOpenOptions", "didTap", "ÜnïcodeËxtra"])
    }

    func testIdentifiersTwoMethodsWouldShareNameTheirParametersThenANumber() {
        XCTAssertEqual(MethodNaming.uniqueIdentifiers([method("update", [nil]), method("update", [nil]),
                                                       method("update", ["to"]), method("updateTo", [])]),
                       ["updateP0", "updateP02", "updateTo", "updateTo2"])
    }
}
