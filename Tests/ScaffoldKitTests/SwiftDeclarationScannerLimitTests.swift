import XCTest
@testable import ScaffoldKit

/// The scanner on hostile input: nesting that would exhaust the stack is a located error, and time stays linear.
final class SwiftDeclarationScannerLimitTests: XCTestCase {
    private let typeMessage = "error: type is nested too deeply (brackets, parentheses, generic arguments and "
        + "arrows inside one another); name a part of it with a typealias"

    /// The rendered errors of reading `text` as a leaf file (its types' functions); "" for none.
    private func leafErrors(_ text: String) -> String {
        renderedErrors { _ = try SwiftDeclarationScanner.typeContents(in: Array(text.utf8), path: "L.swift") }
    }

    /// The rendered errors of reading `text` the way `scaffold adopt` reads a delegate's file; "" for none.
    private func adoptErrors(_ text: String) -> String {
        renderedErrors { _ = try ScannedSwiftFile(bytes: Array(text.utf8), path: "A.swift") { _ in true } }
    }

    func testTypesNestUpToTheLimit() throws {
        let type = String(repeating: "[", count: 90) + "Int" + String(repeating: "]", count: 90)
        let spec = try XCTUnwrap(scanProtocols("protocol P { func f(x: \(type)) }").first)
        XCTAssertEqual(spec.methods.first?.parameters.first?.type.description, type)
    }

    func testTypesNestedThousandsDeepAreAnErrorInEveryReader() {
        // Where the error points: about the 100th bracket or generic argument (two calls each), the 200th
        // parenthesis or arrow; the type starts at column 24 in the protocol, 21 in the leaf, 18 in adopt's file.
        let cases = [("[", "]", 124), ("(", ")", 224), ("Array<", ">", 624), ("any ", "", 820), ("() -> ", "", 1224)]
        for (open, close, column) in cases {
            let type = String(repeating: open, count: 5_000) + "Int" + String(repeating: close, count: 5_000)
            XCTAssertEqual(scannerErrors("protocol P { func f(x: \(type)) }"), "P.swift:1:\(column): " + typeMessage)
            XCTAssertEqual(leafErrors("class L { func f(x: \(type)) {} }"), "L.swift:1:\(column - 3): " + typeMessage)
            XCTAssertEqual(adoptErrors("class A { var x: \(type) }"), "A.swift:1:\(column - 6): " + typeMessage)
        }
    }

    func testTypesNestedInALeafAreSkippedWithoutRecursion() throws {
        let deep = "class L {\n    func kept() {}\n" + String(repeating: "class C {\nfunc nested() {}\n", count: 50_000)
            + String(repeating: "}\n", count: 50_000) + "}\n"
        let contents = try SwiftDeclarationScanner.typeContents(in: Array(deep.utf8), path: "L.swift")
        XCTAssertEqual(contents.functions.map(\.selector), ["kept()"])
        XCTAssertEqual(scannerErrors(deep + "protocol P { func f() }"), "no error")
    }

    func testStringsNestedInInterpolationsAreBounded() {
        let deep = "let s = " + String(repeating: "\"\\(", count: 5_000) + String(repeating: ")\"", count: 5_000) + "\n"
        XCTAssertEqual(scannerErrors(deep), "P.swift:1:309: error: string literal is nested too deeply: more than "
                       + "100 strings inside interpolations inside one another")
        XCTAssertTrue(adoptErrors(deep).hasPrefix("A.swift:1:309: error: string literal is nested too deeply"))
    }

    func testConditionalBlocksAreBounded() {
        let deep = String(repeating: "#if A\n", count: 5_000) + String(repeating: "#endif\n", count: 5_000)
        XCTAssertEqual(scannerErrors(deep), "P.swift:101:1: error: '#if' is nested too deeply: more than 100 '#if' "
                       + "blocks inside one another")
        let branches = "#if A\n" + String(repeating: "#elseif B\nfunc f() {}\n", count: 5_000) + "#endif\n"
        XCTAssertEqual(leafErrors("class L {\n" + branches + "}\n"),
                       "L.swift:201:1: error: '#if' has more than 100 branches ('#if', '#elseif' and '#else')")
        XCTAssertEqual(scannerErrors("#if A\n#else\n#else\n#endif\n"),
                       "P.swift:3:1: error: '#else' after '#else': its branch can never be compiled")
        XCTAssertEqual(scannerErrors("#if A\n#else\n#elseif B\n#endif\n"),
                       "P.swift:3:1: error: '#elseif' after '#else': its branch can never be compiled")
    }

    func testARunOfHashesIsLexedInLinearTime() {
        XCTAssertEqual(scannerErrors(String(repeating: "#", count: 100_000) + "\nprotocol P {}\n"), "no error")
    }

    func testManyImportsAndOptionSetsAreReadInLinearTime() throws {
        let imports = (0..<20_000).map { "import Module\($0)\n" }.joined()
        let optionSets = (0..<20_000).map { "struct S\($0): OptionSet {}\n" }.joined()
        let spec = try XCTUnwrap(scanProtocols(imports + optionSets + "protocol P { func f() }").first)
        XCTAssertEqual(spec.imports.count, 20_000)
        XCTAssertEqual(spec.optionSetTypes.count, 20_000)
    }
}
