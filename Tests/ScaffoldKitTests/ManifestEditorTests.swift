import XCTest
@testable import ScaffoldKit

final class ManifestEditorTests: XCTestCase {
    private func add(_ name: String, _ pattern: Pattern = .component, methods: [String] = [], events: [String] = [],
                     composite: String? = nil, to text: String) throws -> String {
        try ManifestEditor.addResponsibility(name: name, pattern: pattern, methods: methods, events: events,
                                             composite: composite, to: text, path: "scaffold.yml")
    }

    private func remove(_ name: String, composite: String? = nil, from text: String) throws -> String {
        try ManifestEditor.removeResponsibility(name: name, composite: composite, from: text, path: "scaffold.yml")
    }

    private let launch = "application(_:didFinishLaunchingWithOptions:)"

    func testAddKeepsCommentsBlankLinesAndStyle() throws {
        let before = """
        # My app's delegate.
        protocol: UIApplicationDelegate   # catalog

        composite: 'AppDelegate'
        responsibilities:
          # launch work first
          - name: ThirdParties
            pattern: command    # one-shot

          - name: "Push"
            methods:
              - application(_:didRegisterForRemoteNotificationsWithDeviceToken:)
        # trailing comment
        paths: {generated: Gen}

        """
        let after = """
        # My app's delegate.
        protocol: UIApplicationDelegate   # catalog

        composite: 'AppDelegate'
        responsibilities:
          # launch work first
          - name: ThirdParties
            pattern: command    # one-shot

          - name: "Push"
            methods:
              - application(_:didRegisterForRemoteNotificationsWithDeviceToken:)

          - name: Analytics
            methods: [application(_:didFinishLaunchingWithOptions:)]
        # trailing comment
        paths: {generated: Gen}

        """
        XCTAssertEqual(try add("Analytics", methods: [launch], to: before), after)
        XCTAssertEqual(try remove("Analytics", from: after), before)
    }

    func testAddMatchesUnindentedListAndWideDashes() throws {
        let before = "responsibilities:\n-   name: A\n    methods: [a()]\nmodule: App\n"
        let after = "responsibilities:\n-   name: A\n    methods: [a()]\n-   name: Setup\n    pattern: command\n"
            + "module: App\n"
        XCTAssertEqual(try add("Setup", .command, to: before), after)
    }

    func testLongMethodListsUseTheFilesListIndentation() throws {
        let methods = [launch, "application(_:didRegisterForRemoteNotificationsWithDeviceToken:)"]
        let before = "responsibilities:\n- name: A\n"
        let after = "responsibilities:\n- name: A\n- name: Push\n  methods:\n  - \(methods[0])\n  - \(methods[1])\n"
        XCTAssertEqual(try add("Push", methods: methods, to: before), after)
    }

    func testAddListenerWithEvents() throws {
        let before = "responsibilities:\n  - name: A\n"
        let after = "responsibilities:\n  - name: A\n  - name: Logging\n    pattern: listener\n"
            + "    events: [didFinishLaunching, didEnterBackground]\n"
        XCTAssertEqual(try add("Logging", .listener, events: ["didFinishLaunching", "didEnterBackground"], to: before),
                       after)
    }

    func testAddToMissingEmptyAndFlowLists() throws {
        XCTAssertEqual(try add("A", to: "module: App  # mine\n"),
                       "module: App  # mine\nresponsibilities:\n  - name: A\n")
        XCTAssertEqual(try add("A", to: "module: App"), "module: App\nresponsibilities:\n  - name: A\n")
        XCTAssertEqual(try add("A", to: "responsibilities:   # none yet\nmodule: App\n"),
                       "responsibilities:   # none yet\n  - name: A\nmodule: App\n")
        XCTAssertEqual(try add("A", to: "responsibilities: []  # none yet\nmodule: App\n"),
                       "responsibilities:  # none yet\n  - name: A\nmodule: App\n")
        XCTAssertEqual(try add("B", methods: ["b()"], to: "responsibilities: [{name: A}]  # c\n"),
                       "responsibilities: [{name: A}, {name: B, methods: [b()]}]  # c\n")
        XCTAssertEqual(try add("B", to: "responsibilities: [\n    {name: A},\n]\n"),
                       "responsibilities: [\n    {name: A},\n    {name: B},\n]\n")
    }

    func testCRLFIsKept() throws {
        let before = "# c\r\nresponsibilities:\r\n  - name: A\r\n\r\nmodule: App\r\n"
        let after = "# c\r\nresponsibilities:\r\n  - name: A\r\n  - name: B\r\n    methods: [b(_:)]\r\n\r\n"
            + "module: App\r\n"
        XCTAssertEqual(try add("B", methods: ["b(_:)"], to: before), after)
        XCTAssertEqual(try remove("B", from: after), before)
        XCTAssertEqual(try add("C", to: "module: App\r\n"), "module: App\r\nresponsibilities:\r\n  - name: C\r\n")
    }

    func testQuotesOnlyWhatNeedsQuotes() throws {
        XCTAssertEqual(ResponsibilityLines.scalar("application(_:open:options:)"), "application(_:open:options:)")
        XCTAssertEqual(ResponsibilityLines.scalar("a, b"), "'a, b'")
        XCTAssertEqual(ResponsibilityLines.scalar("it's: x"), "'it''s: x'")
        XCTAssertEqual(ResponsibilityLines.scalar("null"), "'null'")
    }

    func testSeveralComposites() throws {
        let before = """
        composites:
          - composite: AppDelegate
            responsibilities:
              - name: A
          - composite: SceneDelegate   # scenes
            protocol: UIWindowSceneDelegate

        module: App

        """
        let after = """
        composites:
          - composite: AppDelegate
            responsibilities:
              - name: A
          - composite: SceneDelegate   # scenes
            protocol: UIWindowSceneDelegate
            responsibilities:
              - name: Windows

        module: App

        """
        XCTAssertEqual(try add("Windows", composite: "SceneDelegate", to: before), after)
        XCTAssertEqual(renderedErrors { _ = try self.add("B", to: before) },
                       "scaffold.yml:2:3: error: the manifest has several composites ('AppDelegate', 'SceneDelegate'); "
                        + "say which one with --composite NAME")
        XCTAssertEqual(renderedErrors { _ = try self.add("B", composite: "SceneDelegat", to: before) },
                       "scaffold.yml:2:3: error: no composite named 'SceneDelegat'; did you mean 'SceneDelegate'?")
    }

    func testRemove() throws {
        let text = "responsibilities:\n  - name: A  # first\n    methods:\n      - a()\n\n  - name: B\nmodule: App\n"
        XCTAssertEqual(try remove("A", from: text), "responsibilities:\n  - name: B\nmodule: App\n")
        XCTAssertEqual(try remove("B", from: text),
                       "responsibilities:\n  - name: A  # first\n    methods:\n      - a()\nmodule: App\n")
        XCTAssertEqual(try remove("A", from: "responsibilities:  # all\n  - name: A\nmodule: App\n"),
                       "responsibilities: []  # all\nmodule: App\n")
        XCTAssertEqual(try remove("A", from: "responsibilities: [{name: A}, {name: B}]\n"),
                       "responsibilities: [{name: B}]\n")
        XCTAssertEqual(try remove("B", from: "responsibilities: [{name: A}, {name: B}]\n"),
                       "responsibilities: [{name: A}]\n")
        XCTAssertEqual(try remove("A", from: "responsibilities: [{name: A}]\n"), "responsibilities: []\n")
    }

    func testErrors() {
        let text = "responsibilities:\n  - name: Analytics\n"
        XCTAssertEqual(renderedErrors { _ = try self.add("Analytics", to: text) },
                       "scaffold.yml:2:11: error: responsibility 'Analytics' already exists")
        XCTAssertEqual(renderedErrors { _ = try self.remove("Analytic", from: text) },
                       "scaffold.yml:2:3: error: no responsibility named 'Analytic'; did you mean 'Analytics'?")
        XCTAssertEqual(renderedErrors { _ = try self.add("Push Notifications", to: text) },
                       "scaffold: error: responsibility name 'Push Notifications' cannot be used: it is not a valid "
                        + "Swift name: it contains a space; did you mean 'PushNotifications'?")
        XCTAssertEqual(renderedErrors { _ = try self.add("A", to: "{module: App}\n") },
                       "scaffold.yml:1:1: error: this composite is written in flow style ('{…}'); "
                        + "write it in block style to let scaffold edit it")
        XCTAssertEqual(renderedErrors { _ = try self.add("A", to: "a: [\n") },
                       "scaffold.yml:1:4: error: this '[' is never closed; add the matching ']'")
    }

    func testEditedManifestsDecode() throws {
        var text = "# start\nmodule: App\n"
        text = try add("A", methods: [launch], to: text)
        text = try add("B", .command, to: text)
        text = try add("C", .listener, events: ["didFinishLaunching"], to: text)
        let manifest = try ManifestDecoder.decode(Array(text.utf8), path: "scaffold.yml", directory: ".")
        XCTAssertEqual(manifest.composites[0].responsibilities.map(\.name.value), ["A", "B", "C"])
        text = try remove("B", from: text)
        XCTAssertEqual(text, "# start\nmodule: App\nresponsibilities:\n  - name: A\n"
            + "    methods: [application(_:didFinishLaunchingWithOptions:)]\n  - name: C\n    pattern: listener\n"
            + "    events: [didFinishLaunching]\n")
    }
}
