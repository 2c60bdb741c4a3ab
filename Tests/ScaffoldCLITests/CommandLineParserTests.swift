import XCTest
@testable import ScaffoldKit
@testable import ScaffoldCLI

final class CommandLineParserTests: XCTestCase {
    private func parse(_ line: String) throws -> CommandLineInvocation {
        try CommandLineParser.parse(line.split(separator: " ").map(String.init))
    }

    private func command(_ line: String) throws -> ParsedCommand {
        try parse(line).command
    }

    private func usageError(_ arguments: [String], file: StaticString = #filePath, line: UInt = #line) -> String? {
        do {
            let result = try CommandLineParser.parse(arguments)
            XCTFail("expected a usage error, got \(result)", file: file, line: line)
            return nil
        } catch {
            XCTAssertEqual(error.exitCode, 64, file: file, line: line)
            return error.rendered
        }
    }

    private func usageError(_ line: String, file: StaticString = #filePath, line number: UInt = #line) -> String? {
        usageError(line.split(separator: " ").map(String.init), file: file, line: number)
    }

    // MARK: - Commands

    func testInit() throws {
        XCTAssertEqual(try command("init"), .initialize(InitOptions()))
        XCTAssertEqual(
            try command("init --protocol UIWindowSceneDelegate --composite SceneDelegate --module=MyApp --example"),
            .initialize(InitOptions(
                protocolName: "UIWindowSceneDelegate", composite: "SceneDelegate", module: "MyApp", example: true)))
    }

    func testMigrate() throws {
        XCTAssertEqual(try command("migrate"), .migrate(MigrateOptions(path: nil, dryRun: false)))
        XCTAssertEqual(try command("migrate MyApp/AppDelegate.swift --dry-run"),
                       .migrate(MigrateOptions(path: "MyApp/AppDelegate.swift", dryRun: true)))
        XCTAssertEqual(usageError("migrate a.swift b.swift")?.contains("b.swift"), true)
    }

    func testAddComponent() throws {
        XCTAssertEqual(try command("add component Analytics"), .addComponent(AddComponentOptions(name: "Analytics")))
        XCTAssertEqual(
            try command("add component Push --methods application(_:didRegisterForRemoteNotificationsWithDeviceToken:),"
                        + "application(_:didFailToRegisterForRemoteNotificationsWithError:)"),
            .addComponent(AddComponentOptions(name: "Push", methods: [
                "application(_:didRegisterForRemoteNotificationsWithDeviceToken:)",
                "application(_:didFailToRegisterForRemoteNotificationsWithError:)",
            ])))
        XCTAssertEqual(try command("add component Analytics --preset analytics"),
                       .addComponent(AddComponentOptions(name: "Analytics", preset: "analytics")))
        XCTAssertEqual(try command("add component A --methods a() --methods b()"),
                       .addComponent(AddComponentOptions(name: "A", methods: ["a()", "b()"])))
    }

    func testAddCommandListenerAndRemove() throws {
        XCTAssertEqual(try command("add command ThirdParties"), .addCommand(AddCommandOptions(name: "ThirdParties")))
        XCTAssertEqual(try command("add listener Logging --events didFinishLaunching,didEnterBackground"),
                       .addListener(AddListenerOptions(
                           name: "Logging", events: ["didFinishLaunching", "didEnterBackground"])))
        XCTAssertEqual(try command("add listener Logging"), .addListener(AddListenerOptions(name: "Logging")))
        XCTAssertEqual(try command("remove component Analytics"),
                       .remove(RemoveOptions(kind: .component, name: "Analytics")))
        XCTAssertEqual(try command("remove command A"), .remove(RemoveOptions(kind: .command, name: "A")))
        XCTAssertEqual(try command("remove listener B"), .remove(RemoveOptions(kind: .listener, name: "B")))
    }

    func testGenerateListProtocolsVersion() throws {
        XCTAssertEqual(try command("generate"), .generate(GenerateOptions(mode: .write)))
        XCTAssertEqual(try command("generate --check"), .generate(GenerateOptions(mode: .check)))
        XCTAssertEqual(try command("generate --dry-run"), .generate(GenerateOptions(mode: .dryRun)))
        XCTAssertEqual(try command("list"), .list)
        XCTAssertEqual(try command("protocols"), .protocols(nil))
        XCTAssertEqual(try command("protocols UIApplicationDelegate"), .protocols("UIApplicationDelegate"))
        XCTAssertEqual(try command("--version"), .version)
        XCTAssertEqual(try command("generate --version"), .version)
    }

    func testGlobalOptionsAnywhere() throws {
        let invocation = try parse("--manifest app/scaffold.yml generate --templates=T --verbose --no-color")
        XCTAssertEqual(invocation.command, .generate(GenerateOptions()))
        XCTAssertEqual(invocation.global, GlobalOptions(
            manifestPath: "app/scaffold.yml", templatesDirectory: "T", verbosity: .verbose, color: .never))
        XCTAssertEqual(try parse("list --quiet --no-color --color").global,
                       GlobalOptions(verbosity: .quiet, color: .always))
    }

    func testDoubleDashEndsOptions() throws {
        XCTAssertEqual(try command("protocols -- --odd"), .protocols("--odd"))
    }

    // MARK: - Help

    func testBareScaffoldPrintsTheOverview() throws {
        guard case .help(let text) = try command("") else { return XCTFail("expected help") }
        XCTAssertTrue(text.hasPrefix("OVERVIEW: Generates a composite app delegate"), text)
        XCTAssertTrue(text.contains("\nCOMMANDS:\n  init "), text)
        XCTAssertTrue(text.contains("\nEXAMPLE:\n  scaffold init --example"), text)
    }

    func testEveryCommandHasHelpWithUsageOptionsAndAnExample() throws {
        let paths = ["", "init", "add", "add component", "add command", "add listener", "remove",
                     "remove component", "remove command", "remove listener", "generate", "adopt", "migrate", "list",
                     "protocols"]
        for path in paths {
            for flag in ["--help", "-h"] {
                guard case .help(let text) = try command("\(path) \(flag)") else {
                    XCTFail("no help for '\(path)'")
                    continue
                }
                XCTAssertTrue(text.contains("USAGE: scaffold \(path)".trimmingTrailingSpace), "\(path): \(text)")
                XCTAssertTrue(text.contains("GLOBAL OPTIONS:\n  --manifest PATH"), path)
                XCTAssertTrue(text.contains("EXAMPLE"), path)
                XCTAssertTrue(text.contains("\n  scaffold "), path)
                XCTAssertTrue(text.split(separator: "\n").allSatisfy { $0.count <= 120 }, path)
            }
        }
    }

    func testAddComponentHelpIsExact() throws {
        guard case .help(let text) = try command("add component --help") else { return XCTFail("expected help") }
        XCTAssertEqual(text, """
            OVERVIEW: Add a component: a leaf the composite forwards delegate calls to.

            USAGE: scaffold add component NAME [--methods LIST | --preset NAME] [--from LEAF [--members LIST]] [--composite NAME]

            ARGUMENTS:
              NAME  The responsibility's name, a Swift type name (e.g. Analytics).

            OPTIONS:
              --methods LIST    Comma-separated delegate methods (default: application(_:didFinishLaunchingWithOptions:)).
              --preset NAME     A ready-made method list, e.g. analytics or push.
              --from LEAF       Move the methods, byte for byte, out of that responsibility's leaf (after adopt).
              --members LIST    With --from: other members to move along.
              --composite NAME  The composite to edit, when the manifest has several.

            GLOBAL OPTIONS:
              --manifest PATH  The manifest to use (default: scaffold.yml here or above).
              --templates DIR  A folder whose templates replace built-in ones by name.
              --quiet          Print errors only.
              --verbose        Also list unchanged files and timings.
              --color          Colour the output even when it is not a terminal.
              --no-color       Never colour the output (as does setting NO_COLOR).
              --sandboxed      Touch only the build phase's declared files (implied by ENABLE_USER_SCRIPT_SANDBOXING=YES).
              --no-wait        Fail at once when another scaffold run is working on the project, instead of waiting.
              -h, --help       Show help for the command.
              --version        Show the version of scaffold.

            EXAMPLE:
              scaffold add component DeepLinks --methods 'application(_:open:options:),\
            application(_:continue:restorationHandler:)'

            """)
    }

    func testHelpWinsOverOtherMistakes() throws {
        guard case .help(let text) = try command("add component --bogus --help") else {
            return XCTFail("expected help")
        }
        XCTAssertTrue(text.contains("USAGE: scaffold add component NAME"))
        guard case .help(let addHelp) = try command("add --help") else { return XCTFail("expected help") }
        XCTAssertTrue(addHelp.contains("KINDS:\n  component"), addHelp)
    }

    // MARK: - Usage errors

    func testUnknownCommandSuggestsTheNearest() {
        XCTAssertEqual(usageError("genrate"), "scaffold: error: unknown command 'genrate'; did you mean 'generate'?\n"
                                              + "see 'scaffold --help'")
        XCTAssertEqual(usageError("frobnicate"), "scaffold: error: unknown command 'frobnicate'\nsee 'scaffold --help'")
        XCTAssertEqual(usageError("add compnent X"),
                       "scaffold: error: unknown kind 'compnent'; did you mean 'component'?\nsee 'scaffold add --help'")
    }

    func testUnknownOptionSuggestsTheNearest() {
        XCTAssertEqual(usageError("generate --dryrun"),
                       "scaffold: error: unknown option '--dryrun'; did you mean '--dry-run'?\n"
                       + "see 'scaffold generate --help'")
        XCTAssertEqual(usageError("add component A --method x"),
                       "scaffold: error: unknown option '--method'; did you mean '--methods'?\n"
                       + "see 'scaffold add component --help'")
        XCTAssertEqual(usageError("list --example"),
                       "scaffold: error: unknown option '--example'\nsee 'scaffold list --help'")
    }

    func testMissingValueAndName() {
        XCTAssertEqual(usageError("add component A --methods"),
                       "scaffold: error: missing value for '--methods LIST'\nsee 'scaffold add component --help'")
        XCTAssertEqual(usageError("generate --manifest --check"),
                       "scaffold: error: missing value for '--manifest PATH'\nsee 'scaffold generate --help'")
        XCTAssertEqual(usageError("add component"), "scaffold: error: missing NAME\n"
                                                    + "see 'scaffold add component --help'")
        XCTAssertEqual(usageError("remove listener"), "scaffold: error: missing NAME\n"
                                                      + "see 'scaffold remove listener --help'")
        XCTAssertEqual(usageError("add"),
                       "scaffold: error: missing the kind of responsibility: component, command, listener\n"
                       + "see 'scaffold add --help'")
    }

    func testConflicts() {
        XCTAssertEqual(usageError("add component A --methods a() --preset analytics"),
                       "scaffold: error: --methods and --preset cannot be used together\n"
                       + "see 'scaffold add component --help'")
        XCTAssertEqual(usageError("generate --check --dry-run"),
                       "scaffold: error: --check and --dry-run cannot be used together\nsee 'scaffold generate --help'")
        XCTAssertEqual(usageError("list --quiet --verbose"),
                       "scaffold: error: --quiet and --verbose cannot be used together\nsee 'scaffold list --help'")
    }

    func testOtherMistakes() {
        XCTAssertEqual(usageError("list extra"), "scaffold: error: unexpected argument 'extra'\n"
                                                 + "see 'scaffold list --help'")
        XCTAssertEqual(usageError("generate --check=yes"),
                       "scaffold: error: option '--check' takes no value\nsee 'scaffold generate --help'")
        XCTAssertEqual(usageError("add component ../../x"),
                       "scaffold: error: NAME must be a Swift type name (letters, digits, _), not '../../x'\n"
                           + "see 'scaffold add component --help'")
        XCTAssertEqual(usageError(["add", "component", "A", "--methods", "f(a,b"]),
                       "scaffold: error: unbalanced parentheses in --methods 'f(a,b'\n"
                       + "see 'scaffold add component --help'")
        XCTAssertEqual(usageError(["add", "component", "A", "--methods", " , "]),
                       "scaffold: error: --methods needs at least one item\nsee 'scaffold add component --help'")
    }

    // MARK: - Lists and colour

    func testListsSplitOnCommasOutsideParentheses() throws {
        XCTAssertEqual(try CommandLineLists.split("a(_:b:), c(x: Int, y: Int) , d", option: "--methods"),
                       ["a(_:b:)", "c(x: Int, y: Int)", "d"])
        XCTAssertEqual(try CommandLineLists.split("one,", option: "--events"), ["one"])
    }

    func testColourDecision() {
        XCTAssertTrue(CommandLineColor.shouldColor(.auto, isTerminal: true, noColor: nil))
        XCTAssertTrue(CommandLineColor.shouldColor(.auto, isTerminal: true, noColor: ""))
        XCTAssertFalse(CommandLineColor.shouldColor(.auto, isTerminal: true, noColor: "1"))
        XCTAssertFalse(CommandLineColor.shouldColor(.auto, isTerminal: false, noColor: nil))
        XCTAssertTrue(CommandLineColor.shouldColor(.always, isTerminal: false, noColor: "1"))
        XCTAssertFalse(CommandLineColor.shouldColor(.never, isTerminal: true, noColor: nil))
    }
}

private extension String {
    var trimmingTrailingSpace: String {
        var text = self
        while text.hasSuffix(" ") { text.removeLast() }
        return text
    }
}
