import Foundation
import XCTest
@testable import ScaffoldKit

/// The XML property list reader: what it reads is what Foundation reads, and every malformation is located.
final class InfoPlistXMLReaderTests: XCTestCase {
    func testEveryXMLFixtureReadsAsFoundationReadsIt() throws {
        for name in ["Storyboard-Info.plist", "WindowInCode-Info.plist", "Commented-Info.plist", "CRLF-Info.plist",
                     "OneLine-Info.plist", "SceneManifest-Info.plist"] {
            let bytes = try InfoPlistFixture.bytes(name)
            let read = try InfoPlistXMLReader.read(bytes, path: name)
            let expected = try InfoPlistFixture.foundationDictionary(bytes)
            XCTAssertEqual(NSDictionary(dictionary: try XCTUnwrap(foundationValue(read) as? [String: Any])),
                           NSDictionary(dictionary: expected), name)
        }
    }

    func testCDATAEntitiesAndCommentsReadAsTheirText() throws {
        let read = try InfoPlistXMLReader.read(try InfoPlistFixture.bytes("Commented-Info.plist"), path: "I.plist")
        XCTAssertEqual(read.value(forKey: "CFBundleName")?.string, "Podcasts & <More>")
        XCTAssertEqual(read.value(forKey: "Emoji")?.string, "🎧 é <tag> \"q\" 'a'")
        XCTAssertEqual(read.value(forKey: "EmptyString")?.string, "")
        XCTAssertEqual(read.entries.count, 11)
    }

    func testEachElementKnowsTheBytesItSpans() throws {
        let text = "<plist><dict><key>A</key><array><string>x</string></array></dict></plist>"
        let read = try InfoPlistXMLReader.read(Array(text.utf8), path: "I.plist")
        let array = try XCTUnwrap(read.value(forKey: "A"))
        XCTAssertEqual(String(decoding: Array(text.utf8)[array.range], as: UTF8.self),
                       "<array><string>x</string></array>")
        XCTAssertEqual(array.closingTagStart, array.range.upperBound - "</array>".utf8.count)
    }

    func testMalformedPlistsAreLocatedErrors() {
        let cases: [(String, String)] = [
            ("<plist>\n<dict>\n  <key>A</key>\n</dict>\n</plist>", "I.plist:3:3: error: <key> 'A' has no value"),
            ("<plist>\n<dict>\n  <key>A</key><string>x</dict>\n</plist>",
             "I.plist:3:24: error: </dict> closes <string>\nI.plist:3:15: note: opened here"),
            ("<plist>\n<dict>\n  <key>A</key><string>x</string>\n", "I.plist:2:1: error: <dict> is not closed"),
            ("<plist><dict><key>A</key><colour/></dict></plist>",
             "I.plist:1:26: error: <colour> is not a property list element"),
            ("<plist><dict><key>A</key><string>a &nbsp; b</string></dict></plist>",
             "I.plist:1:36: error: unknown entity &nbsp;"),
            ("<plist><dict><!-- open </dict></plist>", "I.plist:1:14: error: comment is not closed"),
            ("<plist><dict/></plist>junk", "I.plist:1:23: error: unexpected text after the property list"),
            ("<plist><dict>text</dict></plist>", "I.plist:1:14: error: unexpected text in <dict>"),
            ("", "I.plist:1:1: error: the file holds no property list"),
        ]
        for (text, expected) in cases {
            XCTAssertThrowsError(try InfoPlistXMLReader.read(Array(text.utf8), path: "I.plist"), text) { error in
                XCTAssertEqual((error as? Diagnostic)?.rendered, expected, text)
            }
        }
    }

    func testHostileNestingIsAnErrorNotACrash() {
        let text = "<plist>" + String(repeating: "<array>", count: 10_000) + "</plist>"
        XCTAssertThrowsError(try InfoPlistXMLReader.read(Array(text.utf8), path: "I.plist")) { error in
            XCTAssertEqual((error as? Diagnostic)?.message, "property list nested too deeply")
        }
    }

    /// The element as the Foundation value it stands for.
    private func foundationValue(_ element: InfoPlistElement) -> Any {
        let trimmed = element.text.trimmingCharacters(in: .whitespacesAndNewlines)
        switch element.name {
        case "dict":
            return Dictionary(uniqueKeysWithValues: element.entries.map { ($0.key.text, foundationValue($0.value)) })
        case "array": return element.children.map(foundationValue)
        case "integer": return Int(trimmed) ?? 0
        case "real": return Double(trimmed) ?? 0
        case "true", "false": return element.name == "true"
        case "date": return ISO8601DateFormatter().date(from: trimmed) ?? Date.distantPast
        case "data": return Data(base64Encoded: element.text.filter { !$0.isWhitespace }) ?? Data()
        default: return element.text
        }
    }
}
