import Foundation
import XCTest
@testable import ScaffoldKit
@testable import ScaffoldCLI

/// `add component`, `add command`, `add listener` and `remove component` through the command line, on manifests
/// with comments, blank lines, odd quoting and indentation: each golden is the file before with exactly the lines
/// the command must change, so everything else is proven byte for byte the same.
final class ManifestEditingCommandTests: XCTestCase {
    private let launch = "application(_:didFinishLaunchingWithOptions:)"

    /// Runs `scaffold ARGUMENTS` on a project whose manifest is `manifest`, and returns the manifest afterwards.
    private func run(_ arguments: [String], on manifest: String, file: StaticString = #filePath,
                     line: UInt = #line) -> String {
        let fileSystem = InMemoryFileSystem(currentDirectory: "/p", files: ["scaffold.yml": manifest])
        let console = CapturingConsole()
        let status = CommandRunner.run(arguments + ["--quiet"], fileSystem: fileSystem, console: console)
        XCTAssertEqual(status, 0, console.standardError, file: file, line: line)
        return fileSystem.text(of: "/p/scaffold.yml") ?? ""
    }

    /// `text` with `old` (which must occur exactly once) replaced by `new`.
    private func replacing(_ old: String, with new: String, in text: String, file: StaticString = #filePath,
                           line: UInt = #line) -> String {
        XCTAssertEqual(text.components(separatedBy: old).count, 2, "'\(old)' must occur once", file: file, line: line)
        return text.replacingOccurrences(of: old, with: new)
    }

    // MARK: The example manifest (comments above each item, blank lines between items)

    private var example: String {
        let fileSystem = InMemoryFileSystem(currentDirectory: "/p")
        _ = CommandRunner.run(["init", "--example", "--quiet"], fileSystem: fileSystem, console: CapturingConsole())
        return fileSystem.text(of: "/p/scaffold.yml") ?? ""
    }

    func testExampleAddComponentAppendsOneSpacedItem() {
        let before = example
        let orientation = "    methods: [application(_:supportedInterfaceOrientationsFor:)]\n"
        XCTAssertTrue(before.hasSuffix(orientation))
        XCTAssertEqual(run(["add", "component", "Crashes", "--methods", "\(launch),applicationWillTerminate(_:)"],
                           on: before),
                       before + "\n  - name: Crashes\n"
                        + "    methods: [application(_:didFinishLaunchingWithOptions:), applicationWillTerminate(_:)]\n")
    }

    func testExampleAddCommandAndListener() {
        let before = example
        XCTAssertEqual(run(["add", "command", "Setup"], on: before),
                       before + "\n  - name: Setup\n    pattern: command\n")
        XCTAssertEqual(run(["add", "listener", "Logging", "--events", "didFinishLaunching,didEnterBackground"],
                           on: before),
                       before + "\n  - name: Logging\n    pattern: listener\n"
                        + "    events: [didFinishLaunching, didEnterBackground]\n")
    }

    func testExampleRemoveTakesTheItemsCommentAndOneBlankLine() {
        let before = example
        let push = """
              # Push notifications: registration, the device token, silent pushes that fetch data.
              - name: PushNotifications
                methods:
                  - application(_:didFinishLaunchingWithOptions:)
                  - application(_:didRegisterForRemoteNotificationsWithDeviceToken:)
                  - application(_:didFailToRegisterForRemoteNotificationsWithError:)
                  - application(_:didReceiveRemoteNotification:fetchCompletionHandler:)


            """
        XCTAssertEqual(run(["remove", "component", "PushNotifications"], on: before),
                       replacing(push, with: "", in: before))
        let orientation = """


              # Orientation: each leaf with an opinion narrows the supported orientations.
              - name: Orientation
                methods: [application(_:supportedInterfaceOrientationsFor:)]

            """
        XCTAssertEqual(run(["remove", "component", "Orientation"], on: before),
                       replacing(orientation, with: "\n", in: before))
    }

    // MARK: CRLF, four spaces, wide dashes, quotes, comments inside items

    private let windows = "# MyApp\r\nmodule: MyApp   # the module\r\n\r\nresponsibilities:\r\n"
        + "    # first\r\n    -   name: \"Push\"      # quoted\r\n        methods:\r\n"
        + "            - application(_:didFinishLaunchingWithOptions:)\r\n        # inside Push\r\n\r\n"
        + "    -   name: 'Deep'\r\n        methods: [application(_:open:options:)]\r\n        # inside Deep\r\n"
        + "    # after the list\r\n\r\npaths: {generated: G}   # flow\r\n"

    func testWindowsFileAddKeepsCRLFIndentationAndComments() {
        let inserted = "        # inside Deep\r\n\r\n    -   name: Setup\r\n        pattern: command\r\n"
        XCTAssertEqual(run(["add", "command", "Setup"], on: windows),
                       replacing("        # inside Deep\r\n", with: inserted, in: windows))
        let listener = "        # inside Deep\r\n\r\n    -   name: Log\r\n        pattern: listener\r\n"
            + "        events: [didEnterBackground]\r\n"
        XCTAssertEqual(run(["add", "listener", "Log", "--events", "didEnterBackground"], on: windows),
                       replacing("        # inside Deep\r\n", with: listener, in: windows))
    }

    func testWindowsFileRemove() {
        let push = "    # first\r\n    -   name: \"Push\"      # quoted\r\n        methods:\r\n"
            + "            - application(_:didFinishLaunchingWithOptions:)\r\n        # inside Push\r\n\r\n"
        XCTAssertEqual(run(["remove", "component", "Push"], on: windows), replacing(push, with: "", in: windows))
        let deep = "\r\n    -   name: 'Deep'\r\n        methods: [application(_:open:options:)]\r\n"
            + "        # inside Deep\r\n"
        XCTAssertEqual(run(["remove", "component", "Deep"], on: windows), replacing(deep, with: "", in: windows))
    }

    // MARK: Lists not indented under their key, quoted keys, no final line break, a byte order mark

    private let compact = "\u{FEFF}---\n\"module\": 'App'\nresponsibilities:\n- 'name': A\n  'methods':\n"
        + "  - application(_:didFinishLaunchingWithOptions:)\n- name: B # bee\n  methods: [applicationWillTerminate(_:)]"

    func testCompactListAddAndRemove() {
        XCTAssertEqual(run(["add", "component", "C"], on: compact),
                       compact + "\n- name: C\n  methods: [application(_:didFinishLaunchingWithOptions:)]\n")
        XCTAssertEqual(run(["remove", "component", "A"], on: compact),
                       replacing("- 'name': A\n  'methods':\n  - application(_:didFinishLaunchingWithOptions:)\n",
                                 with: "", in: compact))
        XCTAssertEqual(run(["remove", "component", "B"], on: compact),
                       replacing("\n- name: B # bee\n  methods: [applicationWillTerminate(_:)]", with: "\n",
                                 in: compact))
    }

    // MARK: Flow lists, empty lists, no list

    func testFlowListsStayFlow() {
        let flow = "responsibilities: [  # two\n    {name: A, methods: [\(launch)]},\n    {name: B}\n]\nmodule: App\n"
        XCTAssertEqual(run(["add", "command", "Setup"], on: flow),
                       replacing("{name: B}", with: "{name: B},\n    {name: Setup, pattern: command}", in: flow))
        XCTAssertEqual(run(["remove", "component", "A"], on: flow),
                       replacing("{name: A, methods: [\(launch)]},\n    ", with: "", in: flow))
    }

    func testEmptyAndMissingLists() {
        let empty = "module: App   # mine\nresponsibilities: []   # none yet\n# end\n"
        XCTAssertEqual(run(["add", "listener", "Log"], on: empty),
                       "module: App   # mine\nresponsibilities:   # none yet\n  - name: Log\n    pattern: listener\n"
                        + "# end\n")
        let missing = "# only a module\nmodule: App\n"
        XCTAssertEqual(run(["add", "component", "A"], on: missing),
                       missing + "responsibilities:\n  - name: A\n    methods: [\(launch)]\n")
        let one = "responsibilities:   # all\n  # the only one\n  - name: A\nmodule: App\n"
        XCTAssertEqual(run(["remove", "component", "A"], on: one), "responsibilities: []   # all\nmodule: App\n")
    }

    /// Add then remove gives the file back, byte for byte.
    func testAddThenRemoveIsTheIdentity() {
        for manifest in [example, windows, compact + "\n"] {
            let added = run(["add", "component", "Extra"], on: manifest)
            XCTAssertNotEqual(added, manifest)
            XCTAssertEqual(run(["remove", "component", "Extra"], on: added), manifest)
        }
    }
}

/// Names the commands refuse or warn about, and a `remove` of the wrong kind; the manifest is left untouched.
final class ManifestEditingNameTests: XCTestCase {
    private let manifest = """
        responsibilities:
          - name: Analytics
            methods: [application(_:didFinishLaunchingWithOptions:)]
          - name: Logging
            pattern: listener
            events: [didFinishLaunching]

        """

    private func run(_ arguments: [String]) -> (status: Int32, error: String, manifest: String) {
        let fileSystem = InMemoryFileSystem(currentDirectory: "/p", files: ["scaffold.yml": manifest])
        let console = CapturingConsole()
        let status = CommandRunner.run(arguments + ["--quiet", "--no-color"], fileSystem: fileSystem, console: console)
        return (status, console.standardError, fileSystem.text(of: "/p/scaffold.yml") ?? "")
    }

    /// Runs `arguments`, which must fail with `error` and leave the manifest as it was.
    private func assertRefused(_ arguments: [String], with error: String, line: UInt = #line) {
        let result = run(arguments)
        XCTAssertEqual(result.status, 1, line: line)
        XCTAssertEqual(result.error, error, line: line)
        XCTAssertEqual(result.manifest, manifest, line: line)
    }

    func testANameThatIsNotUpperCamelCaseIsRefusedWithASuggestion() {
        assertRefused(["add", "component", "analytics2"], with: "scaffold: error: responsibility name 'analytics2' "
            + "cannot be used: it must be UpperCamelCase, since it starts the type name 'analytics2Component'; did "
            + "you mean 'Analytics2'?\n")
        XCTAssertThrowsError(try ManifestEditor.addResponsibility(
            name: "crash-reports", pattern: .listener, methods: [], events: [], composite: nil, to: manifest,
            path: "scaffold.yml")) {
            let message = ($0 as? DiagnosticError)?.diagnostics.first?.message ?? ""
            XCTAssertTrue(message.hasSuffix("it contains '-'; did you mean 'CrashReports'?"), message)
        }
    }

    func testANameEndingInItsPatternsSuffixIsAddedWithAWarning() {
        let result = run(["add", "component", "LoggingComponent"])
        XCTAssertEqual(result.status, 0, result.error)
        XCTAssertEqual(result.error, "scaffold: warning: responsibility 'LoggingComponent' makes the type "
            + "'LoggingComponentComponent'; did you mean 'Logging'? (scaffold adds 'Component' itself)\n")
        XCTAssertTrue(result.manifest.contains("  - name: LoggingComponent\n"), result.manifest)
        XCTAssertEqual(run(["add", "command", "Setup"]).error, "", "no warning for a plain name")
    }

    func testRemovingWithTheWrongKindIsAnErrorAndRemovesNothing() {
        assertRefused(["remove", "listener", "Analytics"], with: "scaffold.yml:2:11: error: 'Analytics' is a "
            + "component, not a listener; to remove it, run 'scaffold remove component Analytics'\n")
        let listener = run(["remove", "component", "Logging"])
        XCTAssertEqual(listener.status, 1)
        XCTAssertTrue(listener.error.contains("'Logging' is a listener, not a component"), listener.error)
        let right = run(["remove", "listener", "Logging"])
        XCTAssertEqual(right.status, 0, right.error)
        XCTAssertFalse(right.manifest.contains("Logging"), right.manifest)
    }
}
