import XCTest

@testable import ScaffoldKit

final class TemplateLibraryTests: XCTestCase {
    func testRendersByNameAndKnowsItsTemplates() throws {
        let library = try TemplateLibrary(templates: ["B.swift.template": "b{{ x }}", "A.swift.template": "a"])
        XCTAssertEqual(try library.render("B.swift.template", context: ["x": 1]), "b1")
        XCTAssertEqual(library.templateNames, ["A.swift.template", "B.swift.template"])
    }

    func testRenderingAnUnknownTemplate() throws {
        let library = try TemplateLibrary(templates: ["Composite.swift.template": ""])
        XCTAssertThrowsError(try library.render("Composit.swift.template", context: [:])) { error in
            XCTAssertEqual(
                (error as? DiagnosticError)?.diagnostics.map(\.rendered),
                [
                    "scaffold: error: unknown template 'Composit.swift.template';"
                        + " did you mean 'Composite.swift.template'?"
                ])
        }
    }

    func testIncludesOfMissingTemplatesAreParseErrors() {
        XCTAssertThrowsError(try TemplateLibrary(templates: ["A": "\n {% include 'Headr' %}", "Header": ""])) { error in
            XCTAssertEqual(
                (error as? DiagnosticError)?.diagnostics.map(\.rendered),
                [
                    "A:2:13: error: unknown template 'Headr'; did you mean 'Header'?"
                ])
        }
    }

    func testRenderingParsesOnlyThoseTemplatesAndTheirIncludes() throws {
        let sources = ["A": "a{% include 'B' %}", "B": "b{% include 'C' %}", "C": "c", "Broken": "{% if %}"]
        let library = try TemplateLibrary(templates: sources, rendering: ["A", "A", "Missing"])
        XCTAssertEqual(library.templateNames, ["A", "B", "C"])
        XCTAssertEqual(try library.render("A", context: [:]), "abc")
    }

    func testRenderingStillReportsErrorsOfRenderedAndIncludedTemplates() {
        let sources = ["A": "{% include 'B' %}{% include 'Nope' %}", "B": "\n{{ x|nope }}", "Unused": "{% if %}"]
        XCTAssertThrowsError(try TemplateLibrary(templates: sources, rendering: ["A"])) { error in
            XCTAssertEqual(
                (error as? DiagnosticError)?.diagnostics.map(\.rendered),
                [
                    "A:1:29: error: unknown template 'Nope'",
                    "B:2:6: error: unknown filter 'nope'",
                ])
        }
    }

    func testErrorsNameTheTemplateFile() {
        XCTAssertThrowsError(try TemplateLibrary(templates: ["Composite.swift.template": "\n\n  {{ x|nope }}"])) {
            error in
            XCTAssertEqual(
                (error as? DiagnosticError)?.diagnostics.map(\.rendered),
                [
                    "Composite.swift.template:3:8: error: unknown filter 'nope'"
                ])
        }
    }

    func testALibraryRendersManyTimes() throws {
        let library = try TemplateLibrary(templates: ["T": "{% for x in xs %}{{ x }}{% endfor %}"])
        for count in 0..<3 {
            let items = TemplateValue.list((0..<count).map { .int($0) })
            XCTAssertEqual(try library.render("T", context: ["xs": items]), (0..<count).map(String.init).joined())
        }
    }

    func testAGeneratedSwiftFile() throws {
        let template = """
            {# The composite: forwards every method to each leaf. #}
            final class {{ name }}: {{ protocol }} {
                private let leaves: [{{ protocol }}]
            {% for method in methods %}

                func {{ method.name }}({{ method.parameters|join(", ") }}) {
                    {% if method.returns %}
                    return leaves.first!.{{ method.name }}()
                    {% else %}
                    for leaf in leaves { leaf.{{ method.name }}() }
                    {% endif %}
                }
            {% endfor %}
            }

            """
        let methods: TemplateValue = [
            ["name": "start", "parameters": [], "returns": false],
            ["name": "stop", "parameters": ["now: Bool"], "returns": true],
        ]
        let output = try TemplateLibrary(templates: ["C": template])
            .render("C", context: ["name": "Composite", "protocol": "Delegate", "methods": methods])
        XCTAssertEqual(
            output,
            """
            final class Composite: Delegate {
                private let leaves: [Delegate]

                func start() {
                    for leaf in leaves { leaf.start() }
                }

                func stop(now: Bool) {
                    return leaves.first!.stop()
                }
            }

            """)
    }
}
