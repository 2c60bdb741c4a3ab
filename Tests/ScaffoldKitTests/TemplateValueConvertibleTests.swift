import XCTest
@testable import ScaffoldKit

final class TemplateValueConvertibleTests: XCTestCase {
    private struct Leaf: TemplateModel {
        var name: String
        var isAdopted: Bool

        static let path = "leaf"
        static let summary = "A sample leaf."
        static let fields: TemplateFields<Self> = [
            TemplateField("name", "its name") { $0.name },
            TemplateField("isAdopted", "adopted") { $0.isAdopted },
        ]
    }

    private struct Model: TemplateModel {
        var `protocol`: String
        var count: Int
        var superclass: String?
        var leaves: [Leaf]
        var names: [String]
        var flags: [String: Bool]
        var missing: Leaf?
        var raw: TemplateValue

        static let path = "model"
        static let summary = "A sample model."
        static let fields: TemplateFields<Self> = [
            TemplateField("protocol", "a keyword as a key") { $0.protocol },
            TemplateField("count", "a number") { $0.count },
            TemplateField("superclass", "an optional text") { $0.superclass },
            TemplateField("leaves", "a list of models") { $0.leaves },
            TemplateField("names", "a list of texts") { $0.names },
            TemplateField("flags", "a dictionary") { $0.flags },
            TemplateField("missing", "an absent model") { $0.missing },
            TemplateField("raw", "a value as it is") { $0.raw },
        ]
    }

    func testModelsBecomeObjectsOfTheirFieldsWithNilAsNull() {
        let model = Model(protocol: "UIApplicationDelegate", count: 2, superclass: nil,
                          leaves: [Leaf(name: "Push", isAdopted: false)], names: ["a", "b"], flags: ["on": true],
                          missing: nil, raw: ["kept": true])
        let expected: TemplateValue = [
            "protocol": "UIApplicationDelegate", "count": 2, "superclass": .null,
            "leaves": [["name": "Push", "isAdopted": false]], "names": ["a", "b"], "flags": ["on": true],
            "missing": .null, "raw": ["kept": true],
        ]
        XCTAssertEqual(model.templateValue, expected)
        XCTAssertEqual(Model.documentedFields.map(\.name),
                       ["protocol", "count", "superclass", "leaves", "names", "flags", "missing", "raw"])
    }

    func testAValueIsTakenAsItIs() {
        let value: TemplateValue = ["list": [1, "two", .null]]
        XCTAssertEqual(value.templateValue, value)
        XCTAssertEqual([value, .null].templateValue, .list([value, .null]))
        XCTAssertEqual(Optional<String>.none.templateValue, .null)
        XCTAssertEqual(Optional("x").templateValue, .string("x"))
    }

    func testAModelRendersThroughATemplate() throws {
        let library = try TemplateLibrary(templates: ["T.template": "{{ protocol }}:{% for leaf in leaves %}"
            + "{{ leaf.name }}{% endfor %}{% if superclass %}!{% endif %}"], rendering: ["T.template"])
        let model = Model(protocol: "P", count: 0, superclass: nil,
                          leaves: [Leaf(name: "A", isAdopted: true), Leaf(name: "B", isAdopted: false)],
                          names: [], flags: [:], missing: nil, raw: .null)
        XCTAssertEqual(try library.render("T.template", model: model), "P:AB")
    }
}
