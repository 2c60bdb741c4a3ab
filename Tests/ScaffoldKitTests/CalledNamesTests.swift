import XCTest
@testable import ScaffoldKit

/// The functions a member calls on `self`, by full name, read off the argument labels.
final class CalledNamesTests: XCTestCase {
    private func names(_ code: String) -> Set<String> { CalledNames.of(Array(code.utf8)) }

    func testCallsOnSelfOrUnqualifiedAreNamedByTheirLabels() {
        XCTAssertEqual(names("self.application(app, performFetchWithCompletionHandler: { _ in })"),
                       ["application(_:performFetchWithCompletionHandler:)"])
        XCTAssertEqual(names("reload()"), ["reload()"])
        XCTAssertEqual(names("open([:], at: f(x, y), flag ? a : b)"), ["open(_:at:_:)", "f(_:_:)"])
    }

    func testCallsOnOtherValuesAreLeftOut() {
        XCTAssertEqual(names("other.run(1); delegate?.application?(app, open: url)"), [])
        XCTAssertEqual(names("UIApplication.shared.open(url)"), [])
    }

    func testATrailingClosureNamesNoLabel() {
        XCTAssertEqual(names("fetch(id) { result in print(result) }"), ["fetch(_:)", "print(_:)"])
    }
}
