import XCTest

@testable import ScaffoldKit

final class TemplateFiltersTests: XCTestCase {
    func testJoin() throws {
        XCTAssertEqual(try renderTemplate("{{ xs|join(', ') }}", ["xs": ["a", 1, true]]), "a, 1, true")
        XCTAssertEqual(try renderTemplate("{{ xs|join('') }}", ["xs": []]), "")
    }

    func testLength() throws {
        XCTAssertEqual(
            try renderTemplate("{{ 'héllo'|length }} {{ xs|length }} {{ o|length }}", ["xs": [1, 2], "o": ["a": 1]]),
            "5 2 1")
    }

    func testCaseFilters() throws {
        XCTAssertEqual(try renderTemplate("{{ 'abc'|uppercase }} {{ 'ABC'|lowercase }}"), "ABC abc")
        XCTAssertEqual(
            try renderTemplate("{{ 'appDelegate'|upperFirst }} {{ 'URLSession'|lowerFirst }}"), "AppDelegate uRLSession"
        )
        XCTAssertEqual(try renderTemplate("[{{ ''|upperFirst }}{{ ''|lowerFirst }}]"), "[]")
    }

    func testIndent() throws {
        XCTAssertEqual(try renderTemplate("{{ s|indent(4) }}", ["s": "a\n\nb\n  c\n"]), "a\n\n    b\n      c\n")
        XCTAssertEqual(try renderTemplate("{{ 'x'|indent(0) }}"), "x")
    }

    func testDefaultReplacesOnlyNull() throws {
        XCTAssertEqual(try renderTemplate("{{ a|default('d') }} {{ b|default('d') }}", ["a": .null, "b": ""]), "d ")
        XCTAssertEqual(try renderTemplate("{{ a|default(0) }}", ["a": false]), "false")
    }

    func testSwiftString() throws {
        XCTAssertEqual(
            try renderTemplate("\"{{ s|swiftString }}\"", ["s": "a\"b\\c\nd\te\u{1}é"]), #""a\"b\\c\nd\te\u{1}é""#)
    }

    func testFirstLastReversed() throws {
        let context: [String: TemplateValue] = ["xs": [1, 2, 3], "none": []]
        XCTAssertEqual(try renderTemplate("{{ xs|first }}{{ xs|last }}{{ xs|reversed|join('') }}", context), "13321")
        XCTAssertEqual(try renderTemplate("{{ 'abc'|first }}{{ 'abc'|last }}{{ 'abc'|reversed }}"), "accba")
        XCTAssertEqual(try renderTemplate("{% if none|first %}x{% else %}empty{% endif %}", context), "empty")
        XCTAssertEqual(try renderTemplate("{{ none|first|default('-') }}", context), "-")
    }

    func testTrimmed() throws {
        XCTAssertEqual(try renderTemplate("[{{ s|trimmed }}]", ["s": " \n a b \t\n"]), "[a b]")
        XCTAssertEqual(try renderTemplate("[{{ '  '|trimmed }}]"), "[]")
    }

    func testChainedFiltersWithArgumentsFromVariables() throws {
        XCTAssertEqual(
            try renderTemplate("{{ xs|reversed|join(sep)|uppercase }}", ["xs": ["a", "b"], "sep": "-"]), "B-A")
    }

    func testArgumentCountErrors() {
        XCTAssertEqual(
            templateErrors("{{ xs|join }}", ["xs": []]), ["T:1:7: error: filter 'join' expects 1 argument, got 0"])
        XCTAssertEqual(
            templateErrors("{{ 'a'|uppercase(1) }}"), ["T:1:8: error: filter 'uppercase' expects 0 arguments, got 1"])
    }

    func testInputAndArgumentTypeErrors() {
        XCTAssertEqual(
            templateErrors("{{ 1|uppercase }}"), ["T:1:6: error: filter 'uppercase' expects a string, got an integer"])
        XCTAssertEqual(
            templateErrors("{{ 's'|join(',') }}"), ["T:1:8: error: filter 'join' expects a list, got a string"])
        XCTAssertEqual(
            templateErrors("{{ xs|join(1) }}", ["xs": []]),
            [
                "T:1:7: error: argument 1 of filter 'join' must be a string, got an integer"
            ])
        XCTAssertEqual(
            templateErrors("{{ 's'|indent('2') }}"),
            [
                "T:1:8: error: argument 1 of filter 'indent' must be an integer, got a string"
            ])
        XCTAssertEqual(
            templateErrors("{{ 's'|indent(0)|length|indent(1) }}"),
            [
                "T:1:25: error: filter 'indent' expects a string, got an integer"
            ])
        XCTAssertEqual(
            templateErrors("{{ true|length }}"),
            [
                "T:1:9: error: filter 'length' expects a string, list or object, got a boolean"
            ])
        XCTAssertEqual(
            templateErrors("{{ xs|join(',') }}", ["xs": ["a", ["b"]]]),
            [
                "T:1:7: error: filter 'join' cannot join item 2, which is a list"
            ])
        XCTAssertEqual(
            templateErrors("{{ 1|first }}"), ["T:1:6: error: filter 'first' expects a list or string, got an integer"])
    }

    func testCustomFilters() throws {
        let filters: [String: TemplateFilter] = [
            "wrap": TemplateFilters.filter("wrap", arguments: 2) { input in
                .string(try input.stringArgument(0) + input.string() + input.stringArgument(1))
            },
            "uppercase": { value, _, _ in value },
        ]
        let output = try renderTemplate("{{ 'x'|wrap('<', '>') }}{{ 'y'|uppercase }}", filters: filters)
        XCTAssertEqual(output, "<x>y")
    }

    func testCustomFilterErrorsAreLocatedAtTheFilter() {
        struct Failure: Error {}
        let filters: [String: TemplateFilter] = ["boom": { _, _, _ in throw Failure() }]
        XCTAssertThrowsError(try renderTemplate("{{ 1|boom }}", filters: filters)) { error in
            XCTAssertEqual(
                (error as? DiagnosticError)?.diagnostics.map(\.rendered),
                [
                    "T:1:6: error: filter 'boom' failed: Failure()"
                ])
        }
    }
}
