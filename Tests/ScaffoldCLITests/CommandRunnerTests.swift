import XCTest
@testable import ScaffoldKit
@testable import ScaffoldCLI
import ScaffoldTestSupport

/// The commands as a user runs them, in memory: what they write, print and exit with.
final class CommandRunnerTests: XCTestCase {
    func testInitWritesTheManifestAndGeneratesAndRefusesToRunTwice() {
        let project = InMemoryProject()
        let first = project.run("init")
        XCTAssertEqual(first.status, 0, first.errors)
        XCTAssertTrue(project.text("scaffold.yml")?.contains("responsibilities: []") ?? false)
        XCTAssertNotNil(project.text("Sources/App/AppDelegate/Generated/AppDelegate.swift"))
        let again = project.run("init")
        XCTAssertEqual(again.status, 1)
        XCTAssertEqual(again.errors, "scaffold: error: 'scaffold.yml' already exists; edit it and run 'scaffold "
            + "generate', or remove it to start again\n")
    }

    func testAddComponentWithoutMethodsGetsTheLaunchMethodAndALeafWithItsTestStub() {
        let project = InMemoryProject()
        project.run("init")
        let result = project.run("add", "component", "Analytics")
        XCTAssertEqual(result.status, 0, result.errors)
        XCTAssertTrue(project.text("scaffold.yml")?.hasSuffix(
            "responsibilities:\n  - name: Analytics\n    methods: [application(_:didFinishLaunchingWithOptions:)]\n")
            ?? false, project.text("scaffold.yml") ?? "")
        let leaf = project.text("Sources/App/AppDelegate/Components/AnalyticsComponent.swift") ?? ""
        XCTAssertTrue(leaf.contains("final class AnalyticsComponent: AppDelegateComponent"))
        XCTAssertTrue(leaf.contains("didFinishLaunchingWithOptions"))
        XCTAssertNotNil(project.text("Tests/AppTests/AppDelegate/AnalyticsComponentTests.swift"))
    }

    func testASecondGenerateWritesNothing() {
        let project = InMemoryProject()
        project.run("init", "--example")
        let writes = project.fileSystem.writtenPaths.count
        let result = project.run("generate")
        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(project.fileSystem.writtenPaths.count, writes)
        XCTAssertTrue(result.output.hasSuffix("0 created, 0 updated, 12 unchanged\n"), result.output)
    }

    func testUserFilesAreNeverOverwrittenAndEditsSurvive() throws {
        let project = InMemoryProject()
        project.run("init", "--example")
        let path = "Sources/App/AppDelegate/Components/AnalyticsComponent.swift"
        try project.write(path, "// mine\n")
        project.run("add", "component", "Logging")
        XCTAssertEqual(project.text(path), "// mine\n")
    }

    func testCheckFailsAndListsWhatWouldChangeAndDryRunWritesNothing() throws {
        let project = InMemoryProject()
        project.run("init", "--example")
        XCTAssertEqual(project.run("generate", "--check").status, 0)
        let manifest = project.text("scaffold.yml") ?? ""
        try project.write("scaffold.yml", manifest + "  - name: Appearance\n")
        let before = project.files
        let check = project.run("generate", "--check")
        XCTAssertEqual(check.status, 1)
        XCTAssertTrue(check.output.contains("would update  Sources/App/AppDelegate/Generated/AppDelegate.swift"),
                      check.output)
        XCTAssertTrue(check.output.contains("would create  Sources/App/AppDelegate/Components/AppearanceComponent.swift"))
        XCTAssertEqual(check.errors, "scaffold: error: generated files are out of date; run 'scaffold generate'\n")
        let dryRun = project.run("generate", "--dry-run")
        XCTAssertEqual(dryRun.status, 0)
        XCTAssertTrue(dryRun.output.contains("would create  Sources/App/AppDelegate/Components/AppearanceComponent.swift"))
        XCTAssertEqual(project.files, before)
    }

    func testAGeneratedPathHoldingAUserFileIsAnErrorAndNothingIsWritten() throws {
        let project = InMemoryProject()
        project.run("init", "--example")
        try project.write("Sources/App/AppDelegate/Generated/AppDelegate.swift", "// my own app delegate\n")
        try project.write("scaffold.yml", (project.text("scaffold.yml") ?? "") + "  - name: Appearance\n")
        let before = project.files
        let result = project.run("generate")
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.errors.contains("Sources/App/AppDelegate/Generated/AppDelegate.swift:1:1: error:"),
                      result.errors)
        XCTAssertEqual(project.files, before)
    }

    func testRemovingAResponsibilityDeletesNothingOfTheUsersAndRegenerates() {
        let project = InMemoryProject()
        project.run("init", "--example")
        let result = project.run("remove", "component", "Orientation")
        XCTAssertEqual(result.status, 0, result.errors)
        XCTAssertNotNil(project.text("Sources/App/AppDelegate/Components/OrientationComponent.swift"))
        XCTAssertFalse(project.text("Sources/App/AppDelegate/Generated/AppDelegate.swift")?
            .contains("supportedInterfaceOrientationsFor") ?? true)
    }

    func testAStaleGeneratedFileIsDeletedButAnUnmarkedOneIsKept() throws {
        let project = InMemoryProject()
        project.run("init", "--example")
        try project.write("Sources/App/AppDelegate/Generated/Old.swift", GeneratedFile.marker + "\n")
        try project.write("Sources/App/AppDelegate/Generated/Mine.swift", "// mine\n")
        XCTAssertEqual(project.run("generate").status, 0)
        XCTAssertNil(project.text("Sources/App/AppDelegate/Generated/Old.swift"))
        XCTAssertEqual(project.text("Sources/App/AppDelegate/Generated/Mine.swift"), "// mine\n")
    }

    func testAnInvalidAddChangesNothingAndSaysWhichTextItMeans() {
        let project = InMemoryProject()
        project.run("init")
        let before = project.files
        let result = project.run("add", "component", "Push", "--methods", "application(_:didRegisterForRemote:)")
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.errors.contains("scaffold.yml:29:15: error: 'UIApplicationDelegate' has no method "
            + "'application(_:didRegisterForRemote:)'"), result.errors)
        XCTAssertTrue(result.errors.contains("as 'scaffold add' would have written it; nothing was changed"))
        XCTAssertEqual(project.files, before)
    }

    func testTemplatesCanBeOverriddenByFileName() throws {
        let project = InMemoryProject()
        project.run("init", "--example")
        try project.write("MyTemplates/ComponentLeaf.swift.template", "// custom leaf {{ leaf.typeName }}\n")
        let result = project.run("add", "component", "Logging", "--templates", "MyTemplates")
        XCTAssertEqual(result.status, 0, result.errors)
        XCTAssertEqual(project.text("Sources/App/AppDelegate/Components/LoggingComponent.swift"),
                       "// custom leaf LoggingComponent\n")
    }

    func testATemplateErrorIsLocatedInTheTemplateAndNothingIsWritten() throws {
        try assertTemplateMistake("Composite.swift.template", "{{ marker }}\n{{ composite.nmae }}\n",
                                  reportedAt: "2:14")
    }

    func testAMistakeInAUserTemplateThisManifestDoesNotRenderIsStillReported() throws {
        try assertTemplateMistake("ObjCLeaf.swift.template", "{% if leaf %}\n{{ leaf.name }}\n", reportedAt: "1:1")
    }

    /// An override of a built-in template, or of a template one of them includes, is what renders.
    func testOverridesOfBuiltInTemplatesAndOfTheirIncludesAreWhatRenders() throws {
        let project = InMemoryProject()
        project.run("init", "--example")
        let builtIn = TemplateStore.builtIn
        try project.write("T/Composite.swift.template", "// composite override\n" + (builtIn["Composite.swift.template"] ?? ""))
        try project.write("T/Forwarding+Value.swift.template",
                          "// include override\n" + (builtIn["Forwarding+Value.swift.template"] ?? ""))
        let result = project.run("generate", "--templates", "T")
        XCTAssertEqual(result.status, 0, result.errors)
        let generated = project.files.filter { $0.key.contains("/Generated/") }
        let composite = try XCTUnwrap(generated.first { $0.key.hasSuffix("/AppDelegate.swift") }?.value)
        XCTAssertTrue(composite.hasPrefix("// composite override\n"), composite)
        XCTAssertTrue(generated.values.contains { $0.contains("// include override") }, "the included override renders")
        XCTAssertFalse(generated.values.contains { $0.contains("// composite override") && $0 != composite })
    }

    /// `generate --templates T` with `text` as template `name` of the example project: exit 1, the error located
    /// at `line:column` of the template, and no file changed.
    private func assertTemplateMistake(_ name: String, _ text: String, reportedAt position: String,
                                       line: UInt = #line) throws {
        let project = InMemoryProject()
        project.run("init", "--example")
        try project.write("T/" + name, text)
        let before = project.files
        let result = project.run("generate", "--templates", "T")
        XCTAssertEqual(result.status, 1, line: line)
        XCTAssertTrue(result.errors.hasPrefix("\(name):\(position): error: "), result.errors, line: line)
        XCTAssertEqual(project.files, before, line: line)
    }

    func testVersionAndHelp() {
        let project = InMemoryProject()
        XCTAssertEqual(project.run("--version").output, "scaffold \(ScaffoldVersion.current)\n")
        let help = project.run("add", "component", "--help")
        XCTAssertEqual(help.status, 0)
        XCTAssertTrue(help.output.contains("scaffold add component"))
    }
}
