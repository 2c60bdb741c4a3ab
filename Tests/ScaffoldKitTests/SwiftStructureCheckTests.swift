import XCTest
@testable import ScaffoldKit

/// The check `scaffold adopt` makes before reading a file: each kind of broken Swift with its exact diagnostic.
final class SwiftStructureCheckTests: XCTestCase {
    private func problem(_ text: String) -> String {
        SwiftStructureCheck.firstProblem(in: Array(text.utf8), path: "A.swift")?.rendered ?? "no problem"
    }

    func testWellFormedSwiftHasNoProblem() {
        let text = """
        import UIKit
        #if DEBUG
        let mode = "debug \\(value(of: [1, 2]))"
        #elseif TESTING
        let mode = #"raw "}" "#
        #else
        let mode = \"\"\"
            {[(
            \"\"\"
        #endif
        /* a { comment /* nested ( */ */
        class AppDelegate: UIResponder, UIApplicationDelegate {
            var `class`: [String: Int] = [:]
            func f() { if true { print("}") } }
            #if os(iOS)
            func g() {}
            #endif
        }
        """
        XCTAssertEqual(problem(text), "no problem")
    }

    func testEachProblemWithItsExactDiagnostic() {
        let unterminated = "error: unterminated"
        let beforeTheEnd = "before the end of the file"
        let cases: [(String, String)] = [
            ("class A {\n    func f() {\n}\n", "A.swift:1:9: \(unterminated) '{': no matching '}' \(beforeTheEnd)"),
            ("class A {\n    func f() {\n", "A.swift:2:14: \(unterminated) '{': no matching '}' \(beforeTheEnd)"),
            ("let x = [1, 2\n", "A.swift:1:9: \(unterminated) '[': no matching ']' before the end of the file"),
            ("class A {}\n}\n", "A.swift:2:1: error: unexpected '}' without a matching '{'"),
            ("f(a])\n", "A.swift:1:4: error: ']' does not close the '(' at line 1, column 2; expected ')'"),
            ("let s = \"abc\n", "A.swift:1:9: \(unterminated) string literal"),
            ("let s = \"\"\"\nabc\n", "A.swift:1:9: \(unterminated) multi-line string literal"),
            ("/* open\nclass A {}\n", "A.swift:1:1: \(unterminated) '/*' comment"),
            ("let `x = 1\n", "A.swift:1:5: \(unterminated) '`' identifier"),
            ("#if DEBUG\nclass A {}\n", "A.swift:1:1: \(unterminated) '#if': no matching '#endif' \(beforeTheEnd)"),
            ("class A {\n#if DEBUG\n}\n", "A.swift:3:1: error: '}' closes a '{' opened before the '#if' at line 2, "
                + "column 1; each branch must be complete"),
            ("#if A\nfunc f() {\n#else\nfunc f() {\n#endif\n}\n", "A.swift:3:1: error: '{' at line 2, column 10 is not "
                + "closed before '#else'; each branch of '#if' must be complete"),
            ("#endif\n", "A.swift:1:1: error: '#endif' without a matching '#if'"),
            ("class A {\n    #else\n}\n", "A.swift:2:5: error: '#else' without a matching '#if'"),
        ]
        for (text, expected) in cases {
            XCTAssertEqual(problem(text), expected, text)
        }
    }

    func testDeclarationsOnOneLineNeedASemicolon() {
        let valid = """
            @_Concurrency.MainActor(unsafe) @objc(run:) private(set) public static func f() { func g() {}; func h() {} }
            let x = S.init(); let y = S(); super.init(); self.init(import: 1)
            let c = { value in func local() {} }
            func labels(import x: Int, func: Int) {}
            let `import` = 1; var `func` = `import`
            class A { init() {}; deinit {}; subscript(i: Int) -> Int { i }; typealias T = Int }
            import struct Foundation.URL
            import func Darwin.sqrt; import protocol Swift.Sendable
            """
        XCTAssertEqual(problem(valid), "no problem")
        let message = "error: consecutive declarations on a line must be separated by ';'"
        XCTAssertEqual(problem("class A {\n    init()  func f() {}\n}\n"), "A.swift:2:13: " + message)
        XCTAssertEqual(problem("class A {\n    typealias T = Int func f() {}\n}\n"), "A.swift:2:23: " + message)
        XCTAssertEqual(problem("class A {\n    var x: func f() {}\n}\n"), "A.swift:2:12: " + message)
        XCTAssertEqual(problem("class A {\n    var x: init()\n}\n"), "A.swift:2:12: " + message)
        XCTAssertEqual(problem("struct A {} struct B {}\n"), "A.swift:1:13: " + message)
    }

    func testEveryFileOfAModuleIsCheckedOnce() {
        let files: [(path: String, bytes: [UInt8])] = [
            ("A.swift", Array("class A {\n".utf8)), ("B.swift", Array("}\n".utf8)), ("A.swift", Array("}\n".utf8)),
        ]
        XCTAssertThrowsError(try SwiftStructureCheck.requireWellFormed(files)) { error in
            XCTAssertEqual((error as? DiagnosticError)?.diagnostics.map(\.rendered), [
                "A.swift:1:9: error: unterminated '{': no matching '}' before the end of the file",
                "B.swift:1:1: error: unexpected '}' without a matching '{'",
            ])
        }
    }
}
