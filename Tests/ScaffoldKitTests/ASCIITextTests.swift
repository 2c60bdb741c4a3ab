@testable import ScaffoldKit
import XCTest

/// The byte-level fast paths give exactly what the `Character` and scalar definitions give.
final class ASCIITextTests: XCTestCase {
    private func randomTexts(_ pieces: [String], count: Int, seed: UInt64) -> [String] {
        var generator = SplitMix(seed: seed)
        return (0..<count).map { _ in
            let length = Int(generator.next() % 16)
            return (0..<length).map { _ in pieces[Int(generator.next() % UInt64(pieces.count))] }.joined()
        }
    }

    func testIsMethodNameMatchesTheScalarDefinition() {
        let examples = [
            "application(_:didFinishLaunchingWithOptions:)", "init()", "init(coder:)", "for(in:)", "f()", "f(_:)",
            "f(_:_:)", "1f()", "f(1a:)", "f(a)", "f(a:b)", "f(:)", "f(a::)", "()", "(", ")", "f(", "f)", "",
            "é(a:)", "f(é:)", "class(a:)", "open(url:)", "some()", "any(_:)", "self()", "true()", "f(class:)", "f(a:))", "f((a:)", "f a(b:)", "_(a:)", "Type(of:)",
            "handle(_ backgroundTasks:)", "handle(_ _:)", "f(a b c:)", "f( a:)", "f(a :)", "f(_ x:y z:)",
        ]
        let pieces = ["f", "a", "_", "(", ")", ":", "1", "é", " ", "in", "init", "x\u{301}"]
        for text in examples + randomTexts(pieces, count: 5000, seed: 1) {
            XCTAssertEqual(SwiftNameRules.isMethodName(text), isMethodNameByScalars(text), text)
        }
    }

    func testSplitArgumentsMatchesTheCharacterDefinitionOnASCII() {
        let pieces = ["iOS", ",", " ", "\"", "\\", "deprecated: 13.0", "message", ":", "\r\n", "a"]
        for text in randomTexts(pieces, count: 5000, seed: 2) {
            XCTAssertEqual(SwiftSignature.splitArguments(text), SwiftSignature.splitArgumentsByCharacters(text), text)
        }
        XCTAssertEqual(SwiftSignature.splitArguments("iOS, deprecated: 9.0, message: \"Use a, b\""),
                       ["iOS", "deprecated: 9.0", "message: \"Use a, b\""])
        XCTAssertEqual(SwiftSignature.splitArguments("iOS, message: \"é, ü\""), ["iOS", "message: \"é, ü\""])
    }

    func testTrimmingSpacesMatchesTheScalarDefinition() {
        let pieces = [" ", "\t", "\n", "\r\n", "a", "é", "\u{A0}", "\u{2003}", "x\u{301}", ",", "\u{85}"]
        for text in ["", " ", "  a ", "\ta\n", " é ", "\u{A0}a\u{A0}", " a\u{A0}", "\u{2003} a"]
            + randomTexts(pieces, count: 5000, seed: 4)
        {
            XCTAssertEqual(text.trimmingSpaces(), trimmedByScalars(text), text.debugDescription)
        }
    }

    private func trimmedByScalars(_ text: String) -> String {
        let scalars = text.unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
              let last = scalars.lastIndex(where: { !$0.properties.isWhitespace }) else { return "" }
        return String(scalars[first...last])
    }

    func testIsDeprecationMatchesStringContains() {
        let pieces = ["de", "precated", "deprecated", " ", "é", "\r\n", "iOS"]
        for text in randomTexts(pieces, count: 3000, seed: 3) {
            XCTAssertEqual(Attribute(name: "available", arguments: text).isDeprecation, text.contains("deprecated"),
                           text)
        }
        XCTAssertFalse(Attribute(name: "objc", arguments: "deprecated").isDeprecation)
        XCTAssertFalse(Attribute(name: "available").isDeprecation)
    }

    /// `isMethodName` by scalars: the definition the byte version reproduces.
    private func isMethodNameByScalars(_ text: String) -> Bool {
        // Method names are ASCII (the SDK's are; a type's name may be any Swift identifier).
        let scalars = Array(text.unicodeScalars)
        guard scalars.allSatisfy(\.isASCII), let open = scalars.firstIndex(of: "("), scalars.last == ")" else {
            return false
        }
        let base = String(String.UnicodeScalarView(scalars[..<open]))
        let isContextualKeyword = SwiftNameRules.keywords.contains(base) && !SwiftNameRules.methodNameKeywords.contains(base)
        guard SwiftNameRules.problem(with: base) == nil || isContextualKeyword || base == "init" else { return false }
        let labels = scalars[(open + 1)..<(scalars.count - 1)]
        var label: [Unicode.Scalar] = []
        for scalar in labels {
            if scalar == ":" {
                // `label:`, or `label name:` for an overloaded requirement (`handle(_ backgroundTasks:)`).
                let parts = String(String.UnicodeScalarView(label))
                    .split(separator: " ", omittingEmptySubsequences: false)
                guard parts.count <= 2, parts.allSatisfy(isLabel) else { return false }
                if parts.count == 2 && parts[1] == "_" { return false }
                label = []
            } else {
                label.append(scalar)
            }
        }
        return label.isEmpty
    }

    private func isLabel(_ text: Substring) -> Bool {
        text == "_" || !text.isEmpty
            && (SwiftNameRules.problem(with: String(text)) == nil || SwiftNameRules.keywords.contains(String(text)))
    }
}
