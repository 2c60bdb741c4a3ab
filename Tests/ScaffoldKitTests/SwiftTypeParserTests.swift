import XCTest
@testable import ScaffoldKit

final class SwiftTypeParserTests: XCTestCase {
    private func canonical(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> String {
        do {
            return try SwiftTypeParser.parse(text).description
        } catch {
            XCTFail("\(error)", file: file, line: line)
            return ""
        }
    }

    private func failure(_ text: String) -> String {
        do {
            _ = try SwiftTypeParser.parse(text)
            return "no error"
        } catch let error as DiagnosticError {
            return error.diagnostics.map(\.rendered).joined(separator: "\n")
        } catch {
            return "\(error)"
        }
    }

    func testCanonicalSpellings() {
        let cases: [(String, String)] = [
            ("Bool", "Bool"),
            ("[UIApplication.LaunchOptionsKey : Any]?", "[UIApplication.LaunchOptionsKey: Any]?"),
            ("[ String ]", "[String]"),
            ("@escaping (UIBackgroundFetchResult) -> Void", "@escaping (UIBackgroundFetchResult) -> Void"),
            ("@escaping ([any UIUserActivityRestoring]?) -> Void", "@escaping ([any UIUserActivityRestoring]?) -> Void"),
            ("((Bool) -> Void)?", "((Bool) -> Void)?"),
            ("(Int, String)", "(Int, String)"),
            ("(x: Int, y: Int)", "(x: Int, y: Int)"),
            ("()", "()"),
            ("Set<UISceneSession>", "Set<UISceneSession>"),
            ("Dictionary<String,Array<Set<Int>>>", "Dictionary<String, Array<Set<Int>>>"),
            ("any Error", "any Error"),
            ("(any Error)?", "(any Error)?"),
            ("some Sequence<Int>", "some Sequence<Int>"),
            ("P & Q", "P & Q"),
            ("any P & Q", "any (P & Q)"),
            ("T.Type", "T.Type"),
            ("(any P).Type", "(any P).Type"),
            ("UIWindow!", "UIWindow!"),
            ("@Sendable @escaping (Int) async throws -> String", "@Sendable @escaping (Int) async throws -> String"),
            ("(Int) throws(MyError) -> Void", "(Int) throws(MyError) -> Void"),
            ("(Int) rethrows -> Void", "(Int) rethrows -> Void"),
            ("@MainActor @Sendable () -> Void", "@MainActor @Sendable () -> Void"),
            ("@convention(c) (Int32) -> Int32", "@convention(c) (Int32) -> Int32"),
            ("sending Result<Int, any Error>", "sending Result<Int, any Error>"),
            ("borrowing [Int]", "borrowing [Int]"),
            ("(Int) -> (String) -> Bool", "(Int) -> (String) -> Bool"),
            ("(_ value: Int) -> Void", "(Int) -> Void"),
            ("(Int...) -> Void", "(Int...) -> Void"),
            ("repeat each T", "repeat each T"),
            ("CKShare.Metadata", "CKShare.Metadata"),
        ]
        for (text, expected) in cases {
            XCTAssertEqual(canonical(text), expected, text)
            XCTAssertEqual(canonical(expected), expected, "round trip of \(expected)")
        }
    }

    func testStructure() throws {
        XCTAssertEqual(try SwiftTypeParser.parse("[UIApplication.LaunchOptionsKey : Any]?"),
                       .optional(.dictionary(key: .named("UIApplication", "LaunchOptionsKey"), value: .named("Any"))))
        let handler = try SwiftTypeParser.parse("@escaping (UIBackgroundFetchResult) -> Void")
        XCTAssertEqual(handler.attributes, ["@escaping"])
        XCTAssertEqual(handler.functionType?.parameters, [.named("UIBackgroundFetchResult")])
        XCTAssertTrue(handler.functionType?.result.isVoid ?? false)
        XCTAssertEqual(try SwiftTypeParser.parse("Set<Int>"),
                       .nominal(components: [.init(name: "Set", genericArguments: [.named("Int")])]))
        XCTAssertEqual(try SwiftTypeParser.parse("((Bool) -> Void)?").nonOptional.functionType?.parameters,
                       [.named("Bool")])
    }

    /// Simple types are read once per file and shared: more names than are remembered, each met several times and
    /// next to qualified, generic and look-alike names, still come out as written.
    func testSimpleTypesReadAgainComeOutAsWritten() throws {
        let names = (0..<12).map { "T\($0)" }
        let parts = (names + names.reversed() + names).map { "\($0), \($0).Inner, Set<\($0)>, \($0)x" }
        let tuple = try SwiftTypeParser.parse("(" + parts.joined(separator: ", ") + ")")
        XCTAssertEqual(tuple.description, "(" + parts.joined(separator: ", ") + ")")
        let expected = (names + names.reversed() + names).flatMap { name -> [SwiftType] in
            [.named(name), .named(name, "Inner"),
             .nominal(components: [.init(name: "Set", genericArguments: [.named(name)])]), .named(name + "x")]
        }
        guard case .tuple(let elements) = tuple else { return XCTFail("not a tuple: \(tuple)") }
        XCTAssertEqual(elements.map(\.type), expected)
    }

    func testErrors() {
        XCTAssertEqual(failure("[Int"), "<type>:1:1: error: unterminated '[': no matching ']' before the end of the file")
        XCTAssertEqual(failure("[Int: String)"), "<type>:1:13: error: expected ']' to close '[', found ')'")
        XCTAssertEqual(failure("Set<Int"), "<type>:1:4: error: unterminated '<': no matching '>' before the end of the file")
        XCTAssertEqual(failure("(Int) async"), "<type>:1:12: error: expected '->' after the effects of a function type")
        XCTAssertEqual(failure("Int Int"), "<type>:1:5: error: unexpected 'Int' after the type")
        XCTAssertEqual(failure("-> Int"), "<type>:1:1: error: expected a type, found '->'")
        XCTAssertEqual(failure("(Int"), "<type>:1:1: error: unterminated '(': no matching ')' before the end of the file")
        XCTAssertEqual(failure("\"abc"), "<type>:1:1: error: unterminated string literal")
    }
}
