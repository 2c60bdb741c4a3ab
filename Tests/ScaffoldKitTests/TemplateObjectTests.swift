import XCTest
@testable import ScaffoldKit

final class TemplateObjectTests: XCTestCase {
    func testFieldsAreFoundByNameWhateverTheirNumber() {
        for count in [0, 1, 2, 3, 7, 8, 9, 64, 200] {
            let names = (0..<count).map { "field\($0)" }
            let object = TemplateObject(keys: TemplateKeys(names), values: names.map { .string($0.uppercased()) })
            for name in names {
                XCTAssertEqual(object[name], .string(name.uppercased()), "\(name) of \(count)")
                XCTAssertEqual(object[TemplateKey(name)], .string(name.uppercased()))
            }
            XCTAssertNil(object["missing"], "of \(count)")
            XCTAssertNil(object["field\(count)"], "of \(count)")
            XCTAssertEqual(object.count, count)
        }
    }

    func testAKeyIsItsNameAndANameSpelledAlikeFindsTheSameField() {
        let object: TemplateObject = ["selector": "a", "selectors": "b", "Selector": "c", "": "empty"]
        XCTAssertEqual(object["selector"], "a")
        XCTAssertEqual(object["selectors"], "b")
        XCTAssertEqual(object["Selector"], "c")
        XCTAssertEqual(object[""], "empty")
        XCTAssertEqual(TemplateKey("selector"), TemplateKey(String("selec") + "tor"))
        XCTAssertNotEqual(TemplateKey("selector"), TemplateKey("selectors"))
    }

    func testObjectsWithTheSameFieldsAreEqualInAnyOrder() {
        let forward = TemplateObject(keys: TemplateKeys(["a", "b"]), values: ["1", "2"])
        let backward = TemplateObject(keys: TemplateKeys(["b", "a"]), values: ["2", "1"])
        XCTAssertEqual(forward, backward)
        XCTAssertEqual(forward, TemplateObject(["a": "1", "b": "2"]))
        XCTAssertNotEqual(forward, TemplateObject(["a": "1", "b": "3"]))
        XCTAssertNotEqual(forward, TemplateObject(["a": "1"]))
        XCTAssertNotEqual(forward, TemplateObject(["a": "1", "c": "2"]))
    }

    func testSettingAFieldChangesOnlyThatCopy() {
        let original: TemplateObject = ["name": "Push", "count": 2]
        var copy = original
        copy["name"] = "Analytics"
        copy["added"] = true
        XCTAssertEqual(original["name"], "Push")
        XCTAssertNil(original["added"])
        XCTAssertEqual(copy["name"], "Analytics")
        XCTAssertEqual(copy["added"], true)
        copy["count"] = nil
        XCTAssertNil(copy["count"])
        XCTAssertEqual(copy.names, ["name", "added"])
        copy["never there"] = nil
        XCTAssertEqual(copy.count, 2)
    }

    func testANameGivenTwiceKeepsItsFirstPlaceAndLastValue() {
        let object = TemplateObject(fields: [(key: "b", value: "1"), (key: "a", value: "2"), (key: "b", value: "3")])
        XCTAssertEqual(object.names, ["b", "a"])
        XCTAssertEqual(object["b"], "3")
        XCTAssertEqual(object.sortedFields.map(\.key), ["a", "b"])
        XCTAssertEqual(object.dictionary, ["a": "2", "b": "3"])
    }

    func testAModelSharesItsKeysAcrossItsObjects() throws {
        struct Sample: TemplateModel {
            var name: String
            static let path = "sample"
            static let summary = "A sample."
            static let fields: TemplateFields<Self> = [TemplateField("name", "its name") { $0.name }]
        }
        guard case .object(let first) = Sample(name: "a").templateValue,
              case .object(let second) = Sample(name: "b").templateValue else {
            return XCTFail("a model is an object")
        }
        XCTAssertTrue(first.keys === second.keys)
        XCTAssertEqual(first["name"], "a")
        XCTAssertEqual(second["name"], "b")
    }
}
