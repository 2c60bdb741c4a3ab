import XCTest
@testable import ScaffoldKit

final class TemplateValueEncoderTests: XCTestCase {
    private enum Shape: String, Encodable { case void, value }

    private struct Leaf: Encodable {
        var name: String
        var isAdopted: Bool
    }

    private struct Model: Encodable {
        var `protocol`: String
        var count: Int
        var shape: Shape
        var superclass: String?
        var leaves: [Leaf]
        var names: [String]
        var missing: Leaf?
        var raw: TemplateValue
    }

    func testModelsBecomeObjectsKeyedByPropertyNamesWithNilAsNull() throws {
        let model = Model(protocol: "UIApplicationDelegate", count: 2, shape: .value, superclass: nil,
                          leaves: [Leaf(name: "Push", isAdopted: false)], names: ["a", "b"], missing: nil,
                          raw: ["kept": true])
        let expected: TemplateValue = [
            "protocol": "UIApplicationDelegate", "count": 2, "shape": "value", "superclass": .null,
            "leaves": [["name": "Push", "isAdopted": false]], "names": ["a", "b"], "missing": .null,
            "raw": ["kept": true],
        ]
        XCTAssertEqual(try TemplateValueEncoder.value(of: model), expected)
    }

    func testAValueIsTakenAsItIs() throws {
        let value: TemplateValue = ["list": [1, "two", .null]]
        XCTAssertEqual(try TemplateValueEncoder.value(of: value), value)
        XCTAssertEqual(try TemplateValueEncoder.value(of: [value, .null]), .list([value, .null]))
    }

    func testAModelRendersThroughATemplate() throws {
        let library = try TemplateLibrary(templates: ["T.template": "{{ protocol }}:{% for leaf in leaves %}"
            + "{{ leaf.name }}{% endfor %}{% if superclass %}!{% endif %}"], rendering: ["T.template"])
        let model = Model(protocol: "P", count: 0, shape: .void, superclass: nil,
                          leaves: [Leaf(name: "A", isAdopted: true), Leaf(name: "B", isAdopted: false)],
                          names: [], missing: nil, raw: .null)
        guard case .object(let context) = try TemplateValueEncoder.value(of: model) else {
            return XCTFail("a model is an object")
        }
        XCTAssertEqual(try library.render("T.template", context: context), "P:AB")
    }
}
