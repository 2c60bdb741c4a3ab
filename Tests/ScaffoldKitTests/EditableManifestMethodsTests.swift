import XCTest
@testable import ScaffoldKit

/// A peel-off takes the moved methods out of their responsibility as an in-place edit.
final class EditableManifestMethodsTests: XCTestCase {
    private func removing(_ methods: Set<String>, from text: String) throws -> String {
        var document = try EditableManifest(text, path: "scaffold.yml")
        try document.removeMethods(methods, from: "Legacy", in: try document.composite(named: nil))
        return document.text
    }

    private let adopted = """
        responsibilities:
          # The original's code.
          - name: Legacy
            adopted: true
            methods:
              - applicationDidBecomeActive(_:)
              - applicationWillResignActive(_:)
            # Implemented only under these `#if`s: the composite forwards them under the same ones.
            conditions:
              applicationDidBecomeActive(_:): 'os(iOS)'
          - name: Other

        """

    func testTheMovedLinesGoWithTheirConditionsAndTheCommentAboveAnEmptiedKey() throws {
        XCTAssertEqual(try removing(["applicationDidBecomeActive(_:)"], from: adopted), """
            responsibilities:
              # The original's code.
              - name: Legacy
                adopted: true
                methods:
                  - applicationWillResignActive(_:)
              - name: Other

            """)
    }

    func testAnEmptiedMethodsListBecomesEmptyBrackets() throws {
        let result = try removing(["applicationDidBecomeActive(_:)", "applicationWillResignActive(_:)"], from: adopted)
        XCTAssertTrue(result.contains("    methods: []\n  - name: Other\n"), result)
    }

    func testMethodsOrConditionsInFlowStyleAreALocatedError() throws {
        let flow = "responsibilities:\n  - name: Legacy\n    methods: [a(_:), b(_:)]\n"
        XCTAssertThrowsError(try removing(["b(_:)"], from: flow)) { error in
            let diagnostic = (error as? DiagnosticError)?.diagnostics.first
            XCTAssertEqual(diagnostic?.location, SourceLocation(file: "scaffold.yml", line: 3, column: 22))
            XCTAssertTrue(diagnostic?.message.contains("one per line ('- name')") == true)
        }
        let conditions = "responsibilities:\n  - name: Legacy\n    methods:\n      - a(_:)\n"
            + "    conditions: {a(_:): 'os(iOS)'}\n"
        XCTAssertThrowsError(try removing(["a(_:)"], from: conditions)) { error in
            let diagnostic = (error as? DiagnosticError)?.diagnostics.first
            XCTAssertEqual(diagnostic?.location?.line, 5)
            XCTAssertTrue(diagnostic?.message.contains("('method: condition')") == true)
        }
    }
}
