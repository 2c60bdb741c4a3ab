import XCTest
@testable import ScaffoldKit
import ScaffoldCLI
import ScaffoldTestSupport

/// Bad input to `scaffold adopt`: each gets `path:line:column: error:`, exit 1, and leaves every file as it was.
final class AdoptionErrorTests: XCTestCase {
    private let delegateHead = "import UIKit\n\n@main\nclass AppDelegate: UIResponder, UIApplicationDelegate {\n"

    private func assertRefused(_ files: [String: String], _ expected: String,
                               arguments: [String] = ["Sources/App/AppDelegate.swift"],
                               file: StaticString = #filePath, line: UInt = #line) {
        let project = InMemoryProject(files: files)
        let before = project.files
        let console = CapturingConsole()
        let status = CommandRunner.run(["adopt"] + arguments, fileSystem: project.fileSystem, console: console)
        XCTAssertEqual(status, 1, console.standardOutput, file: file, line: line)
        XCTAssertTrue(console.standardError.contains(expected), console.standardError, file: file, line: line)
        XCTAssertEqual(project.files, before, "nothing may be written", file: file, line: line)
    }

    func testAnObjectiveCDelegateIsNotSupportedYet() {
        assertRefused(["Sources/App/AppDelegate.m": "@implementation AppDelegate\n@end\n"],
                      "Sources/App/AppDelegate.m:1:1: error: adopting an Objective-C app delegate is not supported yet",
                      arguments: ["Sources/App/AppDelegate.m"])
    }

    func testAFileWithoutADelegateClass() {
        assertRefused(["Sources/App/AppDelegate.swift": "import UIKit\nclass Other: UIResponder {}\n"],
                      "Sources/App/AppDelegate.swift:1:1: error: no class in this file adopts UIApplicationDelegate")
    }

    /// The composite keeps the table its forwarders call (`targets`) and the notification centre's delegate.
    func testAMemberNamedLikeOneTheCompositeDeclaresIsNamed() {
        assertRefused(["Sources/App/AppDelegate.swift": delegateHead + "    var targets: [String] = []\n}\n"],
                      "Sources/App/AppDelegate.swift:5:5: error: 'targets' is a name the generated composite uses "
                          + "itself")
        assertRefused(["Sources/App/AppDelegate.swift": delegateHead
                          + "    let notificationCenterDelegate: NSObject? = nil\n}\n"],
                      "Sources/App/AppDelegate.swift:5:5: error: 'notificationCenterDelegate' is a name")
    }

    func testAMissingFile() {
        assertRefused([:], "Sources/App/AppDelegate.swift:1:1: error: no such file")
    }

    /// A static property's forwarder needs its type: no key path reaches a static member.
    func testAStaticPropertyWithoutATypeAnnotationIsNamedAndNothingIsWritten() {
        assertRefused(["Sources/App/AppDelegate.swift": delegateHead + "    static var cache = Cache.shared\n}\n"],
                      "Sources/App/AppDelegate.swift:5:5: error: static var 'cache' has no type annotation, which its "
                          + "forwarder on the composite needs and scaffold cannot read off its initial value; write its "
                          + "type ('static var cache: Type = …'), then adopt again")
    }

    func testADestructuringPatternIsNamedWithTheEdit() {
        assertRefused(["Sources/App/AppDelegate.swift": delegateHead + "    let (a, b) = (1, 2)\n}\n"],
                      "Sources/App/AppDelegate.swift:5:9: error: scaffold adopt reads a name after 'var' or 'let', "
                          + "not a pattern such as '(a, b)'")
    }

    func testASubscriptAndAVariadicMethodCannotBeForwardedYet() {
        let text = delegateHead + "    subscript(key: String) -> Int { 0 }\n    func log(_ items: Any...) {}\n}\n"
        assertRefused(["Sources/App/AppDelegate.swift": text],
                      "Sources/App/AppDelegate.swift:5:5: error: a subscript of 'AppDelegate' cannot be forwarded")
        assertRefused(["Sources/App/AppDelegate.swift": text],
                      "Sources/App/AppDelegate.swift:6:5: error: 'log(_:)' has a variadic parameter")
    }

    func testAMemberNamedLikeTheCompositesOwn() {
        assertRefused(["Sources/App/AppDelegate.swift": delegateHead + "    var components: [Int] = []\n}\n"],
                      "Sources/App/AppDelegate.swift:5:5: error: 'components' is a name the generated composite uses")
    }

    func testALeafTypeThatExistsAlready() {
        assertRefused(["Sources/App/AppDelegate.swift": delegateHead + "}\n",
                       "Sources/App/Legacy.swift": "class LegacyComponent {}\n"],
                      "Sources/App/Legacy.swift:1:1: error: 'LegacyComponent' already exists; choose another name")
    }

    func testAnUnbalancedFileIsALocatedError() {
        assertRefused(["Sources/App/AppDelegate.swift": delegateHead + "    func f() {\n"],
                      "Sources/App/AppDelegate.swift:5:14: error: unterminated")
    }

    func testSwiftThatDoesNotHoldTogetherIsRefusedBeforeAnythingIsPlanned() {
        assertRefused(["Sources/App/AppDelegate.swift": delegateHead + "    func f() { if x) {} }\n}\n"],
                      "Sources/App/AppDelegate.swift:5:20: error: ')' does not close the '{' at line 5, column 14")
        assertRefused(["Sources/App/AppDelegate.swift": delegateHead + "#if DEBUG\n    func f() {}\n}\n"],
                      "Sources/App/AppDelegate.swift:7:1: error: '}' closes a '{' opened before the '#if' at line 5")
        assertRefused(["Sources/App/AppDelegate.swift": delegateHead + "}\n",
                       "Sources/App/Other.swift": "extension AppDelegate {\n    let s = \"open\n}\n"],
                      "Sources/App/Other.swift:2:13: error: unterminated string literal")
    }

    func testAManifestWithThatCompositeAlready() {
        let manifest = "composites:\n  - composite: AppDelegate\n    responsibilities: []\n"
        assertRefused(["Sources/App/AppDelegate.swift": delegateHead + "}\n", "scaffold.yml": manifest],
                      "scaffold.yml:2:16: error: 'AppDelegate' is already a composite of this manifest")
    }

    func testAManifestWithOneTopLevelComposite() {
        assertRefused(["Sources/App/AppDelegate.swift": delegateHead + "}\n",
                       "scaffold.yml": "composite: SceneDelegate\nprotocol: UIWindowSceneDelegate\n"],
                      "scaffold.yml:1:1: error: this manifest declares one composite at its top level")
    }

    func testAGeneratedFileIsNotADelegateToAdopt() {
        assertRefused(["Sources/App/AppDelegate.swift": GeneratedFile.marker + "\n" + delegateHead + "}\n"],
                      "Sources/App/AppDelegate.swift:1:1: error: this file is generated by scaffold")
    }

    func testACompositeIsAddedToAnExistingListOfComposites() throws {
        let manifest = "composites:\n  - composite: SceneDelegate\n    protocol: UIWindowSceneDelegate\n"
            + "    responsibilities: []\n"
        let project = InMemoryProject(files: ["Sources/App/AppDelegate.swift": delegateHead + "}\n",
                                              "scaffold.yml": manifest])
        let result = project.run("adopt", "Sources/App/AppDelegate.swift")
        XCTAssertEqual(result.status, 0, result.errors)
        let text = try XCTUnwrap(project.text("scaffold.yml"))
        XCTAssertTrue(text.hasPrefix(manifest))
        XCTAssertTrue(text.contains("\n  - composite: AppDelegate\n    protocol: UIApplicationDelegate\n"), text)
        XCTAssertEqual(project.run("generate", "--check").status, 0)
    }
}
