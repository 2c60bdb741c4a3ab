import ScaffoldCLI
import ScaffoldKit
import ScaffoldTestSupport
import XCTest

/// `scaffold generate` as an Xcode Run Script phase with `ENABLE_USER_SCRIPT_SANDBOXING = YES` runs it: Xcode's
/// build settings in the environment, the file lists `scaffold xcfilelists` wrote.
final class SandboxedGenerateTests: XCTestCase {
    private let root = "/work/app"

    /// The example project with its two file lists written.
    private func project() throws -> InMemoryProject {
        let project = InMemoryProject()
        XCTAssertEqual(project.run("init", "--example", "--quiet").status, 0)
        let lists = project.run("xcfilelists", "--inputs", "in.xcfilelist", "--outputs", "out.xcfilelist")
        XCTAssertEqual(lists.status, 0, lists.errors)
        return project
    }

    private var xcode: [String: String] {
        ["ENABLE_USER_SCRIPT_SANDBOXING": "YES", "SRCROOT": root,
         "SCRIPT_INPUT_FILE_LIST_COUNT": "1", "SCRIPT_INPUT_FILE_LIST_0": root + "/in.xcfilelist",
         "SCRIPT_OUTPUT_FILE_LIST_COUNT": "1", "SCRIPT_OUTPUT_FILE_LIST_0": root + "/out.xcfilelist"]
    }

    private func run(_ project: InMemoryProject, _ arguments: [String], environment: [String: String])
        -> (status: Int32, output: String, errors: String)
    {
        let console = CapturingConsole()
        let status = CommandRunner.run(arguments, fileSystem: project.fileSystem, console: console,
                                       environment: environment)
        return (status, console.standardOutput, console.standardError)
    }

    func testAnUpToDateProjectWritesNothingAndAChangedFileIsRewrittenInPlace() throws {
        let project = try project()
        let written = project.fileSystem.writtenPaths.count
        let noOp = run(project, ["generate", "--manifest", "scaffold.yml"], environment: xcode)
        XCTAssertEqual(noOp.status, 0, noOp.errors)
        XCTAssertEqual(project.fileSystem.writtenPaths.count, written)

        let composite = "Sources/App/AppDelegate/Generated/AppDelegate.swift"
        let rendered = try XCTUnwrap(project.text(composite))
        try project.write(composite, rendered + "// edited\n")
        let update = run(project, ["generate"], environment: xcode)
        XCTAssertEqual(update.status, 0, update.errors)
        XCTAssertEqual(project.text(composite), rendered)
        XCTAssertEqual(project.fileSystem.inPlacePaths, [root + "/" + composite])
        XCTAssertEqual(project.fileSystem.writtenPaths.count, written + 2, "the edit, then the in-place rewrite")
    }

    func testALeafMissingFromTheInputsIsALocatedErrorAskingForNewLists() throws {
        let project = try project()
        let leaf = "Sources/App/AppDelegate/Components/OrientationComponent.swift"
        let inputs = try XCTUnwrap(project.text("in.xcfilelist"))
        try project.write("in.xcfilelist", inputs.replacingOccurrences(of: "$(SRCROOT)/\(leaf)\n", with: ""))
        let before = project.files
        let result = run(project, ["generate", "--check"], environment: xcode)
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.errors.contains("\(root)/\(leaf):1:1: error: scaffold reads"), result.errors)
        XCTAssertTrue(result.errors.contains("scaffold xcfilelists"), result.errors)
        XCTAssertEqual(project.files, before)
    }

    func testTheSandboxedFlagWithoutListsWarnsThatStaleFilesWereNotLookedFor() throws {
        let project = try project()
        let result = run(project, ["generate", "--sandboxed"], environment: [:])
        XCTAssertEqual(result.status, 0, result.errors)
        XCTAssertTrue(result.errors.contains("note: a sandboxed run lists no folder"), result.errors)
    }

    func testCommandsThatWriteUndeclaredFilesRefuseToRunSandboxed() throws {
        let project = try project()
        let before = project.files
        for arguments in [["add", "component", "Analytics"], ["remove", "component", "Orientation"],
                          ["xcfilelists", "--inputs", "a", "--outputs", "b"],
                          ["adopt", "Sources/App/AppDelegate.swift"]] {
            let result = run(project, arguments, environment: xcode)
            XCTAssertEqual(result.status, 1, arguments.joined(separator: " "))
            XCTAssertTrue(result.errors.contains("run it outside the build"), result.errors)
        }
        XCTAssertEqual(run(project, ["add", "component", "Analytics", "--sandboxed"], environment: [:]).status, 1)
        XCTAssertEqual(project.files, before)
    }

    func testTheFlagIsParsedShownInHelpAndCompleted() throws {
        XCTAssertTrue(try CommandLineParser.parse(["generate", "--sandboxed"]).global.sandboxed)
        XCTAssertFalse(try CommandLineParser.parse(["generate"]).global.sandboxed)
        XCTAssertTrue(CommandLineHelp.text(for: ["generate"]).contains("--sandboxed"))
        XCTAssertTrue(InMemoryProject().run("completions", "zsh").output.contains("--sandboxed"))
    }

    func testThePolicyReadsXcodesListsAndItsOwnVariables() throws {
        let disk = InMemoryFileSystem(currentDirectory: "/elsewhere", files: [
            "/derived/in.xcfilelist": "# inputs\n$(SRCROOT)/scaffold.yml\n\n  ${SRCROOT}/Leaf.swift\n",
        ])
        let environment = ["ENABLE_USER_SCRIPT_SANDBOXING": "YES", "SRCROOT": "/app",
                           "SCRIPT_INPUT_FILE_LIST_0": "/derived/in.xcfilelist", "SCRIPT_INPUT_FILE_0": "Extra.swift"]
        let policy = SandboxPolicy(environment: environment, forced: false, fileSystem: disk)
        XCTAssertTrue(policy.isSandboxed)
        XCTAssertEqual(policy.declaredInputs, ["/app/scaffold.yml", "/app/Leaf.swift", "/app/Extra.swift"])
        XCTAssertNil(policy.declaredOutputs)
        XCTAssertEqual(SandboxPolicy(environment: ["ENABLE_USER_SCRIPT_SANDBOXING": "NO"], forced: false,
                                         fileSystem: disk), .unconfined)
        XCTAssertEqual(SandboxPolicy(environment: [:], forced: true, fileSystem: disk),
                       SandboxPolicy(isSandboxed: true))
    }
}
