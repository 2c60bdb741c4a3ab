import XCTest
@testable import ScaffoldKit

/// "Did you mean": near misses are found; a name far longer than any candidate costs nothing to compare.
final class SuggestionsTests: XCTestCase {
    func testANearMissIsSuggested() {
        XCTAssertEqual(Suggestions.didYouMean("methds", in: ["name", "methods", "policies"]),
                       "; did you mean 'methods'?")
        XCTAssertEqual(Suggestions.didYouMean("zzz", in: ["name", "methods"]), "")
    }

    /// A 65 kB name (a fuzzed template's include) was compared with every candidate by full edit distance.
    func testAVeryLongNameIsNoTypo() {
        let long = String(repeating: "Composite.swift.template", count: 20_000)
        XCTAssertEqual(Suggestions.didYouMean(long, in: Array(repeating: long, count: 50)), "")
        XCTAssertEqual(Suggestions.didYouMean("Composite.swift.templat", in: ["x" + long, "Composite.swift.template"]),
                       "; did you mean 'Composite.swift.template'?")
    }
}
