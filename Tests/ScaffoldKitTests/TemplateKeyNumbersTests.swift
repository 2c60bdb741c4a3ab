import XCTest

@testable import ScaffoldKit

/// Keys are equal exactly when their names are equal strings (as before: canonically equivalent spellings are one
/// name), by the number each name has in the process.
final class TemplateKeyNumbersTests: XCTestCase {
    func testEqualNamesAreEqualKeysAndDifferentNamesAreNot() {
        let names = ["method", "methods", "componentSignature", "componentSignaturf", "é", "e\u{301}", ""]
        for left in names {
            for right in names {
                XCTAssertEqual(TemplateKey(left) == TemplateKey(right), left == right, "\(left) / \(right)")
            }
        }
        XCTAssertEqual(Set(names.map(TemplateKey.init)).count, Set(names).count)
    }

    func testKeysMadeOnManyThreadsAgree() async {
        let names = (0..<200).map { "name\($0 % 50)" }
        let numbers = await withTaskGroup(of: [Int].self) { group in
            for _ in 0..<4 { group.addTask { names.map { TemplateKey($0).number } } }
            return await group.reduce(into: [[Int]]()) { $0.append($1) }
        }
        for other in numbers.dropFirst() { XCTAssertEqual(other, numbers[0]) }
        XCTAssertEqual(Set(numbers[0]).count, 50)
    }

    func testAnObjectFindsEveryFieldByItsKey() {
        let names = (0..<100).map { "field\($0)" }
        let object = TemplateObject(fields: names.map { (key: $0, value: TemplateValue.string($0)) })
        for name in names { XCTAssertEqual(object[name], .string(name)) }
        XCTAssertNil(object["field100"])
    }
}
