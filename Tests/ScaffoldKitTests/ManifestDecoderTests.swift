import XCTest
@testable import ScaffoldKit

final class ManifestDecoderTests: XCTestCase {
    private func decode(_ text: String) throws -> Manifest {
        try ManifestDecoder.decode(Array(text.utf8), path: "scaffold.yml", directory: "/project")
    }

    private func decodeError(_ text: String) -> String {
        renderedErrors { _ = try decode(text) }
    }

    private func loc(_ line: Int, _ column: Int) -> SourceLocation {
        SourceLocation(file: "scaffold.yml", line: line, column: column)
    }

    func testDesignExampleDecodes() throws {
        let manifest = try decode(designExample)
        XCTAssertEqual(manifest.path, "scaffold.yml")
        XCTAssertEqual(manifest.directory, "/project")
        XCTAssertNil(manifest.templates)
        let composite = try XCTUnwrap(manifest.composites.first)
        XCTAssertEqual(manifest.composites.count, 1)
        XCTAssertEqual(composite.protocolSource, Located("UIApplicationDelegate", at: loc(2, 11)))
        XCTAssertEqual(composite.name.value, "AppDelegate")
        XCTAssertEqual(composite.module, Located("MyApp", at: loc(4, 9)))
        XCTAssertEqual(composite.style, Located(.swift, at: loc(1, 1)))
        XCTAssertEqual(composite.completionDeadline, Located(25, at: loc(1, 1)))
        XCTAssertEqual(composite.paths.generated, Located("Sources/MyApp/AppDelegate/Generated", at: loc(6, 14)))
        XCTAssertEqual(composite.paths.tests.value, "Tests/MyAppTests/AppDelegate")
        XCTAssertEqual(composite.location, loc(2, 1))
        let names = composite.responsibilities.map(\.name.value)
        XCTAssertEqual(names, ["ThirdParties", "PushNotifications", "DeepLinks", "Analytics"])
        XCTAssertEqual(composite.responsibilities.map(\.pattern.value), [.command, .component, .component, .listener])
        XCTAssertEqual(composite.responsibilities[0].location, loc(10, 3))
        XCTAssertEqual(composite.responsibilities[1].pattern.location, loc(12, 5))
        XCTAssertEqual(composite.responsibilities[1].methods.count, 3)
        XCTAssertEqual(composite.responsibilities[1].methods[0].location, loc(14, 9))
        let deepLinks = composite.responsibilities[2]
        XCTAssertEqual(deepLinks.methods.map(\.value), ["application(_:open:options:)"])
        XCTAssertEqual(deepLinks.policies.count, 1)
        XCTAssertEqual(deepLinks.policies[0].method, Located("application(_:open:options:)", at: loc(20, 7)))
        XCTAssertEqual(deepLinks.policies[0].policy, Located(.first, at: loc(20, 37)))
        XCTAssertEqual(composite.responsibilities[3].events.map(\.value),
                       ["didFinishLaunching", "willEnterForeground", "didEnterBackground"])
    }

    func testDefaults() throws {
        let manifest = try decode("# nothing but defaults\nresponsibilities:\n")
        let composite = try XCTUnwrap(manifest.composites.first)
        XCTAssertEqual(composite.protocolSource, Located("UIApplicationDelegate", at: loc(1, 1)))
        XCTAssertEqual(composite.name, Located("AppDelegate", at: loc(1, 1)))
        XCTAssertEqual(composite.module, Located("App", at: loc(1, 1)))
        XCTAssertNil(composite.superclass)
        XCTAssertEqual(composite.paths.generated.value, "Generated")
        XCTAssertEqual(composite.paths.components.value, "Components")
        XCTAssertEqual(composite.paths.tests.value, "Tests")
        XCTAssertTrue(composite.responsibilities.isEmpty)
    }

    func testAllKeysAndSpellings() throws {
        let text = """
        protocol: "Sources/App/Lifecycle.swift#AppLifecycle"
        composite: 'Lifecycle'
        superclass: NSObject
        style: objc
        completionDeadline: 2.5
        templates: MyTemplates
        paths: {generated: Gen, components: ./Comp, tests: Tests/Unit}
        responsibilities: [{name: A, methods: [start()]}, {name: B, pattern: command}]
        """
        let manifest = try decode(text)
        let composite = try XCTUnwrap(manifest.composites.first)
        XCTAssertEqual(composite.protocolSource.value, "Sources/App/Lifecycle.swift#AppLifecycle")
        XCTAssertEqual(composite.name.value, "Lifecycle")
        XCTAssertEqual(composite.superclass?.value, "NSObject")
        XCTAssertEqual(composite.style.value, .objc)
        XCTAssertEqual(composite.completionDeadline.value, 2.5)
        XCTAssertEqual(manifest.templates, Located("MyTemplates", at: loc(6, 12)))
        XCTAssertEqual(composite.paths.components.value, "./Comp")
        XCTAssertEqual(composite.responsibilities.map(\.name.value), ["A", "B"])
        XCTAssertEqual(composite.responsibilities[0].methods.map(\.value), ["start()"])
        XCTAssertEqual(composite.responsibilities[0].location, loc(8, 20))
    }

    func testSeveralComposites() throws {
        let text = """
        module: MyApp
        style: objc
        paths:
          generated: Gen
          tests: T
        composites:
          - composite: AppDelegate
            responsibilities:
              - name: Push
          - protocol: UIWindowSceneDelegate
            composite: SceneDelegate
            module: Scenes
            paths:
              generated: SceneGen
            responsibilities:
              - name: Push
        """
        let manifest = try decode(text)
        XCTAssertEqual(manifest.composites.count, 2)
        let app = manifest.composites[0]
        let scene = manifest.composites[1]
        XCTAssertEqual(app.location, loc(7, 3))
        XCTAssertEqual(app.protocolSource, Located("UIApplicationDelegate", at: loc(7, 5)))
        XCTAssertEqual(app.module, Located("MyApp", at: loc(1, 9)))
        XCTAssertEqual(app.style.value, .objc)
        XCTAssertEqual(app.paths.generated.value, "Gen")
        XCTAssertEqual(app.paths.components, Located("Components", at: loc(7, 5)))
        XCTAssertEqual(scene.protocolSource.value, "UIWindowSceneDelegate")
        XCTAssertEqual(scene.module.value, "Scenes")
        XCTAssertEqual(scene.paths.generated, Located("SceneGen", at: loc(14, 18)))
        XCTAssertEqual(scene.paths.tests.value, "T")
        XCTAssertEqual(scene.responsibilities.map(\.name.value), ["Push"])
    }

    func testSameDataInDifferentSpellingsDecodesTheSame() throws {
        let block = "responsibilities:\n  - name: A\n    methods:\n      - a(_:)\n      - b(_:)\n"
        let flow = "---\r\n# flow\r\nresponsibilities: [ {name: \"A\", methods: ['a(_:)', b(_:)]} ]\r\n"
        let indented = "responsibilities:\n-   name: A\n    methods: [a(_:),\n      b(_:)]  # two\n"
        for text in [flow, indented] {
            let one = try decode(block).composites[0].responsibilities.map { [$0.name.value] + $0.methods.map(\.value) }
            let two = try decode(text).composites[0].responsibilities.map { [$0.name.value] + $0.methods.map(\.value) }
            XCTAssertEqual(one, two)
        }
    }

    func testReaderErrorsComeThrough() {
        XCTAssertEqual(decodeError("a: [b\n"),
                       "scaffold.yml:1:4: error: this '[' is never closed; add the matching ']'")
    }

    func testBrokenManifestsGiveTheirExactDiagnostics() {
        XCTAssertGreaterThanOrEqual(manifestErrorCases.count, 40)
        for (yaml, expected) in manifestErrorCases + leafWiringErrorCases + launchOrderErrorCases {
            XCTAssertEqual(decodeError(yaml), expected, yaml)
        }
    }
}

private let designExample = """
# scaffold.yml
protocol: UIApplicationDelegate       # a built-in catalog entry, or a path to a .swift file
composite: AppDelegate                # the generated composite class
module: MyApp                         # used in generated test imports
paths:
  generated: Sources/MyApp/AppDelegate/Generated     # overwritten on every generate
  components: Sources/MyApp/AppDelegate/Components   # user-owned, created once
  tests: Tests/MyAppTests/AppDelegate
responsibilities:
  - name: ThirdParties
    pattern: command                  # one-shot launch work
  - name: PushNotifications           # pattern: component is the default
    methods:
      - application(_:didRegisterForRemoteNotificationsWithDeviceToken:)
      - application(_:didFailToRegisterForRemoteNotificationsWithError:)
      - application(_:didReceiveRemoteNotification:fetchCompletionHandler:)
  - name: DeepLinks
    methods: [application(_:open:options:)]
    policies:
      application(_:open:options:): first   # override the default combining policy
  - name: Analytics
    pattern: listener
    events: [didFinishLaunching, willEnterForeground, didEnterBackground]

"""

extension ManifestDecoderTests {
    /// Contextual keywords name methods (`open(url:)`); reserved words still do not.
    func testContextualKeywordsAreMethodNamesAndReservedWordsAreNot() throws {
        let names = ["open(url:)", "get()", "set(_:)", "async()", "some()", "any(_:)", "mutating()", "await()",
                     "Type(of:)"]
        let manifest = try decode("responsibilities:\n  - name: Files\n    methods: [\(names.joined(separator: ", "))]\n")
        XCTAssertEqual(manifest.composites.first?.responsibilities.first?.methods.map(\.value), names)
        XCTAssertEqual(decodeError("responsibilities:\n  - name: Files\n    methods: [class(url:), open(url:)]\n"),
                       "scaffold.yml:3:15: error: 'class(url:)' is not a Swift method name such as "
                           + "'application(_:didFinishLaunchingWithOptions:)'")
    }
}

extension ManifestDecoderTests {
    func testAResponsibilityNameMustStartAnUpperCamelCaseTypeName() {
        XCTAssertEqual(decodeError("responsibilities:\n  - name: analytics2\n  - name: Push\n"),
                       "scaffold.yml:2:11: error: responsibility name 'analytics2' cannot be used: it must be "
                           + "UpperCamelCase, since it starts the type name 'analytics2Component'; did you mean "
                           + "'Analytics2'?")
        XCTAssertEqual(decodeError("responsibilities:\n  - name: setup\n    pattern: command\n"),
                       "scaffold.yml:2:11: error: responsibility name 'setup' cannot be used: it must be "
                           + "UpperCamelCase, since it starts the type name 'setupCommand'; did you mean 'Setup'?")
    }

    /// Two composites of one module that would declare one type: an error at the second, noting the first.
    func testTwoCompositesDeclaringOneTypeInOneModuleIsAnError() throws {
        let clash = """
            composites:
              - composite: AppDelegate
              - composite: AppDelegateMediator
                protocol: UIWindowSceneDelegate

            """
        XCTAssertEqual(decodeError(clash), """
            scaffold.yml:3:16: error: composite 'AppDelegateMediator' would declare the type 'AppDelegateMediator', \
            which composite 'AppDelegate' also declares in module 'App'; rename one of them
            scaffold.yml:2:16: note: 'AppDelegate' is declared here
            """)
        let otherModule = clash + "    module: Scenes\n"
        XCTAssertEqual(try decode(otherModule).composites.count, 2, "other modules may reuse a name")
    }
}
