import XCTest
@testable import ScaffoldKit

/// `scaffold migrate`'s manifest edits (`EditableManifest+Keys.swift`): a composite's scalar key set in place, a
/// single-composite manifest made a `composites:` list; every other line byte for byte.
final class EditableManifestKeysTests: XCTestCase {
    private func set(_ text: String, composite: String? = nil) throws -> String {
        var document = try EditableManifest(text, path: "scaffold.yml")
        let node = try document.composite(named: composite)
        document.setScalar("scenes", to: "SceneDelegate", in: node, after: ["protocol", "main"], comment: ["Why."])
        return document.text
    }

    func testANewKeyGoesAfterTheLastAnchorKeyInTheKeysColumnBelowItsComment() throws {
        XCTAssertEqual(try set("composite: App\nprotocol: UIApplicationDelegate\n# entry\nmain: true\npaths:\n"
                + "  generated: G\n"),
            "composite: App\nprotocol: UIApplicationDelegate\n# entry\nmain: true\n# Why.\nscenes: SceneDelegate\n"
                + "paths:\n  generated: G\n")
        XCTAssertEqual(try set("composites:\n  - composite: A\n    protocol: UIApplicationDelegate\n  - composite: B\n",
                               composite: "A"),
            "composites:\n  - composite: A\n    protocol: UIApplicationDelegate\n    # Why.\n"
                + "    scenes: SceneDelegate\n  - composite: B\n")
        XCTAssertEqual(try set("composite: App\r\nprotocol: UIApplicationDelegate"),
                       "composite: App\r\nprotocol: UIApplicationDelegate\r\n# Why.\r\nscenes: SceneDelegate\r\n",
                       "CRLF kept; a last line without a break gets one")
    }

    func testAnExistingKeyHasItsValueReplacedAndNothingElse() throws {
        XCTAssertEqual(try set("composite: App\nscenes: Scenes  # mine\nprotocol: UIApplicationDelegate\n"),
                       "composite: App\nscenes: SceneDelegate  # mine\nprotocol: UIApplicationDelegate\n")
        XCTAssertEqual(try set("composite: App\nscenes:\nprotocol: UIApplicationDelegate\n"),
                       "composite: App\nscenes: SceneDelegate\nprotocol: UIApplicationDelegate\n")
    }

    func testASingleCompositeManifestBecomesAListFromItsFirstKeyOnKeepingEveryLine() throws {
        let text = "# header\n\n# about the composite\ncomposite: App\nprotocol: UIApplicationDelegate\n"
            + "responsibilities:\n  - name: Legacy\n\n    methods: []\n"
        var document = try EditableManifest(text, path: "scaffold.yml")
        XCTAssertTrue(document.convertToCompositesList())
        XCTAssertEqual(document.text, "# header\n\n# about the composite\ncomposites:\n  - composite: App\n"
            + "    protocol: UIApplicationDelegate\n    responsibilities:\n      - name: Legacy\n\n"
            + "        methods: []\n")
        let manifest = try ManifestDecoder.decode(document.bytes, path: "scaffold.yml", directory: "/p")
        XCTAssertEqual(manifest.composites.map(\.name.value), ["App"])
        XCTAssertEqual(manifest.composites.first?.responsibilities.map(\.name.value), ["Legacy"])
    }

    func testAManifestWithACompositesListOrTemplatesIsNotConverted() throws {
        for text in ["composites:\n  - composite: A\n", "templates: T\ncomposite: A\n"] {
            var document = try EditableManifest(text, path: "scaffold.yml")
            XCTAssertFalse(document.convertToCompositesList())
            XCTAssertEqual(document.text, text)
        }
    }
}
