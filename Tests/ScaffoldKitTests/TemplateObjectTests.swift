import XCTest

@testable import ScaffoldKit

final class TemplateObjectTests: XCTestCase {
    func testReadsWhatWasSetAndNothingElse() {
        var object = TemplateObject()
        XCTAssertNil(object["a"])
        object["a"] = 1
        object["b"] = "two"
        XCTAssertEqual(object["a"], 1)
        XCTAssertEqual(object["b"], "two")
        XCTAssertNil(object["c"])
        XCTAssertEqual(object.count, 2)
    }

    func testSettingAgainReplacesAndKeepsTheFirstPosition() {
        var object: TemplateObject = ["a": 1, "b": 2]
        object["a"] = 3
        XCTAssertEqual(object["a"], 3)
        XCTAssertEqual(object.count, 2)
        XCTAssertEqual(object.keys, ["a", "b"])
    }

    func testSettingNilRemovesTheFieldAndKeepsTheOthersReadable() {
        var object = TemplateObject()
        for index in 0..<40 { object["k\(index)"] = .int(index) }
        object["k7"] = nil
        object["k39"] = nil
        object["absent"] = nil
        XCTAssertEqual(object.count, 38)
        XCTAssertNil(object["k7"])
        for index in 0..<40 where index != 7 && index != 39 { XCTAssertEqual(object["k\(index)"], .int(index)) }
    }

    /// Enough fields to grow the table many times, read back against a `Dictionary`.
    func testAgreesWithADictionaryAsItGrows() {
        var object = TemplateObject()
        var dictionary: [String: TemplateValue] = [:]
        var generator = SystemRandomNumberGenerator()
        for step in 0..<3_000 {
            let key = "key\(UInt8.random(in: 0...200, using: &generator))" + (step % 3 == 0 ? "é" : "")
            let value: TemplateValue? = step % 11 == 0 ? nil : .int(step)
            object[key] = value
            dictionary[key] = value
        }
        XCTAssertEqual(object.count, dictionary.count)
        for (key, value) in dictionary { XCTAssertEqual(object[key], value, key) }
        XCTAssertEqual(object, TemplateObject(dictionary))
        XCTAssertEqual(object.sortedFields.map(\.key), dictionary.keys.sorted())
    }

    func testEqualityIgnoresTheOrderFieldsWereSetIn() {
        let forward: TemplateObject = ["a": 1, "b": [2], "c": ["d": true]]
        let backward: TemplateObject = ["c": ["d": true], "b": [2], "a": 1]
        XCTAssertEqual(forward, backward)
        XCTAssertNotEqual(forward, ["a": 1, "b": [2]])
        XCTAssertNotEqual(forward, ["a": 1, "b": [2], "c": ["d": false]])
        XCTAssertNotEqual(forward, ["a": 1, "b": [2], "e": ["d": true]])
    }

    func testARepeatedLiteralKeyKeepsTheLastValue() {
        let object: TemplateObject = ["a": 1, "a": 2]
        XCTAssertEqual(object["a"], 2)
        XCTAssertEqual(object.count, 1)
    }

    /// Names that share a slot (or a whole hash) are still told apart by their text.
    func testNamesInTheSameSlotAreToldApart() {
        let names = (0..<500).map { "n\($0)" }
        let bySlot = Dictionary(grouping: names) { TemplateKey($0).hash & 7 }
        guard let crowded = bySlot.values.max(by: { $0.count < $1.count }) else { return XCTFail("no names") }
        XCTAssertGreaterThan(crowded.count, 8)
        var object = TemplateObject()
        for (index, name) in crowded.enumerated() { object[name] = .int(index) }
        for (index, name) in crowded.enumerated() { XCTAssertEqual(object[name], .int(index)) }
        XCTAssertNil(object["n-absent"])
    }
}
