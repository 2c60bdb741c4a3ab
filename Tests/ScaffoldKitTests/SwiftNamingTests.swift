@testable import ScaffoldKit
import XCTest

final class SwiftNamingTests: XCTestCase {
    /// The scalar definition `lowerCamel` had before it worked on bytes.
    private func lowerCamelByScalars(_ name: String) -> String {
        let scalars = Array(name.unicodeScalars)
        let isUpper = { (scalar: Unicode.Scalar) in ("A"..."Z").contains(scalar) }
        var upperRun = 0
        while upperRun < scalars.count, isUpper(scalars[upperRun]) { upperRun += 1 }
        if upperRun == 0 { return name }
        let lowered = upperRun > 1 && upperRun < scalars.count && !isUpper(scalars[upperRun]) ? upperRun - 1 : upperRun
        var result = String.UnicodeScalarView()
        for (index, scalar) in scalars.enumerated() {
            if index < lowered { result.append(contentsOf: String(scalar).lowercased().unicodeScalars) } else {
                result.append(scalar)
            }
        }
        return String(result)
    }

    func testLowerCamel() {
        XCTAssertEqual(SwiftNaming.lowerCamel("ThirdPartiesCommand"), "thirdPartiesCommand")
        XCTAssertEqual(SwiftNaming.lowerCamel("URLHandlerComponent"), "urlHandlerComponent")
        XCTAssertEqual(SwiftNaming.lowerCamel("URL"), "url")
        XCTAssertEqual(SwiftNaming.lowerCamel("AB1"), "aB1")
        XCTAssertEqual(SwiftNaming.lowerCamel("analytics"), "analytics")
        XCTAssertEqual(SwiftNaming.lowerCamel(""), "")
    }

    func testLowerCamelMatchesTheScalarDefinition() {
        let pieces = ["A", "B", "a", "1", "_", "É", "é", "\u{301}", "Z", "URL"]
        var generator = SplitMix(seed: 4)
        for _ in 0..<3000 {
            let length = Int(generator.next() % 8)
            let name = (0..<length).map { _ in pieces[Int(generator.next() % UInt64(pieces.count))] }.joined()
            XCTAssertEqual(SwiftNaming.lowerCamel(name), lowerCamelByScalars(name), name)
        }
    }
}
