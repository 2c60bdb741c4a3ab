import XCTest
@testable import ScaffoldKit

/// The composite's and the launch commands' Swift text is the templates': overriding the template that writes a
/// piece changes exactly the lines of the example project that hold it.
final class CompositeTemplateTextTests: XCTestCase {
    private let composite = "Composite.swift.template"

    func testTheConformanceListIsTheCompositeTemplates() throws {
        let lines = try TemplateOverride.changedLines(composite, [
            "{{ composite.superclass }}, {% endif %}": "{{ composite.superclass }}/*o*/, {% endif %}",
        ])
        XCTAssertEqual(lines, ["final class AppDelegate: UIResponder/*o*/, UIApplicationDelegate {"])
    }

    func testTheOverrideKeywordIsTheCompositeTemplates() throws {
        let lines = try TemplateOverride.changedLines(composite, [
            "%}override {% endif %}": "%}override/*o*/ {% endif %}",
        ])
        XCTAssertEqual(lines, ["    override/*o*/ convenience init() {"])
    }

    func testTheComponentsListIsTheCompositeTemplates() throws {
        let lines = try TemplateOverride.changedLines(composite, [
            "[{% for leaf in leaves %}targets.": "[{% for leaf in leaves %}/*o*/targets.",
        ])
        XCTAssertEqual(lines, ["        [/*o*/targets.pushNotificationsComponent, /*o*/targets.deepLinksComponent, "
            + "/*o*/targets.backgroundFetchComponent, /*o*/targets.orientationComponent]"])
    }

    func testHowALeafIsBuiltIsTheCompositeTemplates() throws {
        let lines = try TemplateOverride.changedLines(composite, [
            "leaves.{{ leaf.factoryMethod }}(": "leaves./*o*/{{ leaf.factoryMethod }}(",
        ])
        let leaves = ["pushNotifications", "deepLinks", "backgroundFetch", "orientation"]
        let make = { (leaf: String) in "leaves./*o*/make\(leaf.prefix(1).uppercased() + leaf.dropFirst())Component()" }
        XCTAssertEqual(lines, leaves.map { "        let \($0)Component = " + make($0) }
            + leaves.map { "        self.\($0)Component = " + make($0) })
    }

    func testTheSpiesListIsTheForwardingTestsTemplates() throws {
        let lines = try TemplateOverride.changedLines("ForwardingTests.swift.template", [
            "        [{% for leaf in leaves %}{{ leaf.property }}{%":
                "        [/*o*/{% for leaf in leaves %}{{ leaf.property }}{%",
        ])
        XCTAssertEqual(lines, ["        [/*o*/pushNotificationsComponent, deepLinksComponent, "
            + "backgroundFetchComponent, orientationComponent]"])
    }

    func testTheLaunchValueTheCommandsGetIsTheLaunchStartTemplates() throws {
        let lines = try TemplateOverride.changedLines("LaunchStart.swift.template", [
            "{ self.keyWindowForLaunch() }": "{ /*o*/self.keyWindowForLaunch() }",
            "{{ field.name }}: {{ field.source }}": "{{ field.name }}: /*o*/{{ field.source }}",
        ])
        XCTAssertEqual(lines, ["        runLaunchCommands(AppDelegateLaunch(application: /*o*/application, "
            + "launchOptions: /*o*/launchOptions, makeKeyWindow: { /*o*/self.keyWindowForLaunch() }))"])
    }

    func testTheLaunchInitializersAreTheCommandProtocolTemplates() throws {
        let lines = try TemplateOverride.changedLines("CommandProtocol.swift.template", [
            ": @escaping @MainActor () -> {{ field.type }}": ": /*o*/@escaping @MainActor () -> {{ field.type }}",
            "        self.{{ field.maker|default(field.name) }} =":
                "        /*o*/self.{{ field.maker|default(field.name) }} =",
            "{% if field.maker and not field.isOptional %}?{% endif %}":
                "{% if field.maker and not field.isOptional %}?{% endif %}/*o*/",
            "{{ field.maker }}: { window }": "{{ field.maker }}: { /*o*/window }",
        ])
        XCTAssertEqual(lines, [
            "    init(application: UIApplication, launchOptions: [UIApplication.LaunchOptionsKey: Any]?, "
                + "makeKeyWindow: /*o*/@escaping @MainActor () -> UIWindow?) {",
            "        /*o*/self.application = application",
            "        /*o*/self.launchOptions = launchOptions",
            "        /*o*/self.makeKeyWindow = makeKeyWindow",
            "    init(application: UIApplication/*o*/, launchOptions: [UIApplication.LaunchOptionsKey: Any]?/*o*/, "
                + "keyWindow: UIWindow?/*o*/) {",
            "        self.init(application: application, launchOptions: launchOptions, makeKeyWindow: { /*o*/window })",
        ])
    }

    func testACommandTestsSampleLaunchIsTheCommandTestTemplates() throws {
        let lines = try TemplateOverride.changedLines("CommandLeafTests.swift.template", [
            "{{ field.sample|default(\"nil\") }}": "/*o*/{{ field.sample|default(\"nil\") }}",
        ])
        XCTAssertEqual(lines, ["            let command = ThirdPartiesCommand(launch: AppDelegateLaunch(application: "
            + "/*o*/UIApplication.shared, launchOptions: /*o*/nil, keyWindow: /*o*/nil))"])
    }

    func testTheLaunchTestsCallAndListsAreTheLaunchTestTemplates() throws {
        let lines = try TemplateOverride.changedLines("LaunchTests.swift.template", [
            "\"{{ leaf.typeName }}\"": "\"{{ leaf.typeName }}/*o*/\"",
            "\"{{ leaf.property }}\"{% if": "\"{{ leaf.property }}/*o*/\"{% if",
            "\"{{ name }}\"{% if": "\"{{ name }}/*o*/\"{% if",
            "composite.{{ commands.launchTestCall }}": "composite./*o*/{{ commands.launchTestCall }}",
        ])
        let call = "            _ = composite./*o*/application(UIApplication.shared, "
            + "didFinishLaunchingWithOptions: nil)"
        XCTAssertEqual(lines, [
            "        XCTAssertEqual(types, [\"ThirdPartiesCommand/*o*/\"])",
            "                [\"thirdPartiesCommand/*o*/\"].map { SpyCommand(name: $0, log: log) }",
            call,
            "        XCTAssertEqual(entries, [\"thirdPartiesCommand/*o*/\", \"pushNotificationsComponent/*o*/\", "
                + "\"backgroundFetchComponent/*o*/\", \"analyticsListener/*o*/\"])",
            call, call, call,
        ])
    }

    func testTheSceneBridgesLeafListsAreTheirTemplates() throws {
        let manifest = """
            module: App
            paths: {generated: Gen, components: Leaves, tests: Tests}
            composites:
              - composite: AppDelegate
                scenes: SceneDelegate
                responsibilities:
                  - name: Links
                    methods: [applicationDidBecomeActive(_:), application(_:open:options:)]
                  - name: Stats
                    methods: [applicationDidBecomeActive(_:)]

            """
        let lines = try TemplateOverride.changedLines("SceneBridgeLeaves.swift.template", [
            "targets.{{ leaf }}": "targets./*o*/{{ leaf }}",
        ], files: ["scaffold.yml": manifest])
        XCTAssertEqual(lines, [
            "        let leaves: [any AppDelegateComponent] = [targets./*o*/linksComponent, targets./*o*/statsComponent]",
            "        let leaves: [any AppDelegateComponent] = [targets./*o*/linksComponent]",
        ])
    }
}
