import XCTest
@testable import ScaffoldKit

/// `scaffold adopt` adds its composite to an existing manifest's `composites:` list as an in-place edit.
final class EditableManifestCompositesTests: XCTestCase {
    private let entry = ["composite: Shop", "protocol: UIApplicationDelegate", "responsibilities:", "  - name: Legacy"]

    private func appended(_ text: String) throws -> String? {
        var document = try EditableManifest(text, path: "scaffold.yml")
        return document.appendComposite(entry) ? document.text : nil
    }

    func testTheEntryGoesAtTheEndAfterABlankLineInTheListsIndentation() throws {
        let text = "module: App\ncomposites:\n  - composite: Lifecycle\n    protocol: UIApplicationDelegate\n"
        XCTAssertEqual(try appended(text), text + "\n  - composite: Shop\n    protocol: UIApplicationDelegate\n"
            + "    responsibilities:\n      - name: Legacy\n")
        XCTAssertEqual(try appended(String(text.dropLast())), text + "\n  - composite: Shop\n"
            + "    protocol: UIApplicationDelegate\n    responsibilities:\n      - name: Legacy\n")
        XCTAssertEqual(try appended("composites:\n- composite: Lifecycle\n"), "composites:\n- composite: Lifecycle\n\n"
            + "- composite: Shop\n  protocol: UIApplicationDelegate\n  responsibilities:\n    - name: Legacy\n")
    }

    func testAListFollowedByAnotherKeyGetsTheEntryRightAfterIt() throws {
        let text = "composites:\n  - composite: Lifecycle\n    protocol: UIApplicationDelegate\nmodule: App\n"
        let result = try XCTUnwrap(try appended(text))
        XCTAssertTrue(result.hasSuffix("      - name: Legacy\nmodule: App\n"), result)
        let manifest = try ManifestDecoder.decode(Array(result.utf8), path: "scaffold.yml", directory: "/p")
        XCTAssertEqual(manifest.composites.map(\.name.value), ["Lifecycle", "Shop"])
    }

    func testAManifestWithoutACompositesListIsLeftAlone() throws {
        XCTAssertNil(try appended("protocol: UIApplicationDelegate\ncomposite: Lifecycle\n"))
    }
}
