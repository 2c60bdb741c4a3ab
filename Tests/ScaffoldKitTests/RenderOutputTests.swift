import XCTest
@testable import ScaffoldKit

final class RenderOutputTests: XCTestCase {
    func testAppendedPiecesComeOutInOrderAcrossGrowth() {
        let output = RenderOutput(capacity: 4)
        var expected: [UInt8] = []
        for index in 0..<500 {
            let piece = "piece \(index) é;"
            output.append(piece)
            expected += Array(piece.utf8)
        }
        output.append([0x0A])
        expected.append(0x0A)
        XCTAssertEqual(output.count, expected.count)
        XCTAssertEqual(output.bytes(), expected)
        XCTAssertEqual(output.bytes(from: 7), Array(expected[7...]))
        XCTAssertEqual(output.last, 0x0A)
        XCTAssertEqual(output.byte(fromEnd: 2), UInt8(ascii: ";"))
    }

    func testRemovingKeepsTheBeginningAndABufferIsReusedEmpty() {
        let output = RenderOutput()
        output.append("abc\r\n")
        output.removeLast(2)
        XCTAssertEqual(output.bytes(), Array("abc".utf8))
        output.removeLast(10)
        XCTAssertEqual(output.count, 0)
        XCTAssertNil(output.last)
        output.append("next file")
        output.removeAll()
        output.append("x")
        XCTAssertEqual(output.bytes(), [UInt8(ascii: "x")])
        output.append("")
        XCTAssertEqual(output.count, 1)
    }
}
