import XCTest

@testable import ScaffoldKit

/// `TemplateValue.rendered`: text written by rendering another template of the same library with a structured
/// value, when a template reads it.
final class TemplateRendererRenderedTests: XCTestCase {
    private let greeting = TemplateValue.rendered(RenderedTemplate(template: "Greeting", context: ["who": "leaf"]))
    private let others = ["Greeting": "hello {{ who }}\n\n"]

    func testOutputWritesTheTemplatesTextWithoutItsFinalLineBreaksThenTheSuffix() throws {
        XCTAssertEqual(try renderTemplate("[{{ value }}]", ["value": greeting], others: others), "[hello leaf]")
        let suffixed = TemplateValue.rendered(RenderedTemplate(template: "Greeting", context: ["who": "T"],
                                                               suffix: " as T?"))
        XCTAssertEqual(try renderTemplate("{{ value }}", ["value": suffixed], others: others), "hello T as T?")
    }

    func testEveryKindOfLineBreakAtTheEndIsDroppedAsCharacterIsNewlineSays() throws {
        for ending in ["\r\n", "\r", "\u{0B}", "\u{0C}", "\u{85}", "\u{2028}", "\u{2029}\n"] {
            let value = TemplateValue.rendered(RenderedTemplate(template: "Line", context: [:]))
            let written = try renderTemplate("[{{ value }}]|{{ value|length }}", ["value": value],
                                             others: ["Line": "é\u{2027}" + ending])
            XCTAssertEqual(written, "[é\u{2027}]|2", ending.debugDescription)
        }
    }

    func testTheTemplateSeesOnlyItsOwnContext() throws {
        let errors = templateErrors("{{ value }}", ["value": greeting, "other": "x"],
                                    others: ["Greeting": "{{ other }}"])
        XCTAssertEqual(errors, ["Greeting:1:4: error: unknown variable 'other'"])
    }

    func testARenderedValueInsideAnotherIsRenderedWithIt() throws {
        let inner = TemplateValue.rendered(RenderedTemplate(template: "Greeting", context: ["who": "inner"]))
        let outer = TemplateValue.rendered(RenderedTemplate(template: "Greeting", context: ["who": inner]))
        XCTAssertEqual(try renderTemplate("{{ value }}", ["value": outer], others: others), "hello hello inner")
    }

    func testConditionsComparisonsFiltersAndLoopsSeeTheText() throws {
        let empty = TemplateValue.rendered(RenderedTemplate(template: "Empty", context: [:]))
        let context: [String: TemplateValue] = ["value": greeting, "empty": empty, "items": [greeting, "b"]]
        let source = "{% if value %}1{% endif %}{% if empty %}2{% endif %}{% if not empty %}3{% endif %}"
            + "{% if value == 'hello leaf' %}4{% endif %}|{{ value|uppercase }}|{{ items|join(', ') }}|"
            + "{{ 'x'|default(value) }}|{% set copy = value %}{{ copy }}"
        XCTAssertEqual(try renderTemplate(source, context, others: others.merging(["Empty": "\n"]) { a, _ in a }),
                       "134|HELLO LEAF|hello leaf, b|x|hello leaf")
    }

    func testReadingAKeyOfItIsTheErrorOfAString() {
        XCTAssertEqual(templateErrors("{{ value.who }}", ["value": greeting], others: others),
                       ["T:1:10: error: cannot read 'who' of 'value', which is a string"])
    }

    func testATemplateTheLibraryDoesNotHoldIsAnError() {
        let missing = TemplateValue.rendered(RenderedTemplate(template: "Greting", context: [:]))
        XCTAssertEqual(templateErrors("{{ value }}", ["value": missing], others: others),
                       ["scaffold: error: unknown template 'Greting'; did you mean 'Greeting'?"])
    }

    func testOneRenderOfARunsFilesKeepsEachValuesTextByIdentityAndWritesTheSameText() throws {
        let library = try TemplateLibrary(templates: others.merging(
            ["A": "a {{ value }}", "B": "{{ value }}|{{ value|uppercase }}"]) { own, _ in own })
        let rendered = RenderedTemplate(template: "Greeting", context: ["who": "leaf"])
        let texts = RenderedTexts()
        XCTAssertNil(texts.text(of: rendered))
        let first = try library.renderBytes("A", context: ["value": .rendered(rendered)], renderedTexts: texts)
        XCTAssertEqual(texts.text(of: rendered).map { String(decoding: $0, as: UTF8.self) }, "hello leaf")
        let second = try library.renderBytes("B", context: ["value": .rendered(rendered)], renderedTexts: texts)
        XCTAssertEqual(String(decoding: first, as: UTF8.self), "a hello leaf")
        XCTAssertEqual(String(decoding: second, as: UTF8.self), "hello leaf|HELLO LEAF")
        // A value built apart is another value, though equal: its text is not taken for this one's.
        let twin = RenderedTemplate(template: "Greeting", context: ["who": "leaf"])
        XCTAssertEqual(twin, rendered)
        XCTAssertNil(texts.text(of: twin))
    }
}
