import XCTest
@testable import ScaffoldKit

final class ASCIITests: XCTestCase {
    /// The bit set agrees, byte for byte, with the plain definition: a letter, `_`, `$`, a digit or a byte of a
    /// multi-byte UTF-8 sequence.
    func testIdentifierContinueIsAnIdentifierStartOrADigit() {
        for value in 0...255 {
            let byte = UInt8(value)
            let letter = (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
            let expected = letter || byte == 0x5F || byte == 0x24 || (0x30...0x39).contains(byte) || byte >= 0x80
            XCTAssertEqual(ASCII.isIdentifierContinue(byte), expected, "byte \(value)")
        }
    }

    func testHorizontalSpaceIsWhitespaceThatDoesNotEndALine() {
        let spaces = Set<UInt8>([0x20, 0x09, 0x0D, 0x0B, 0x0C])
        for value in 0...255 {
            XCTAssertEqual(ASCII.isHorizontalSpace(UInt8(value)), spaces.contains(UInt8(value)), "byte \(value)")
        }
    }
}
