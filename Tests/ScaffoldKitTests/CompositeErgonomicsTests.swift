import XCTest
@testable import ScaffoldKit

/// The composite's ergonomics, generated in memory: leaves held by their own type, built by the user's factory
/// (a generated default for each leaf that file does not build), the key window of launch commands, and the
/// notification-centre composite installed by the app delegate beside it. (`ErgonomicsEndToEndTests` builds and
/// runs the same against the stand-ins.)
final class CompositeErgonomicsTests: XCTestCase {
    private let responsibilities = """
        responsibilities:
          - {name: Push, methods: ["application(_:didRegisterForRemoteNotificationsWithDeviceToken:)"]}
          - {name: Links, methods: ["application(_:open:options:)"]}

        """

    private func generate(_ manifest: String, files: [String: String] = [:]) throws -> [String: String] {
        let decoded = try ManifestDecoder.decode(Array(manifest.utf8), path: "scaffold.yml", directory: "/work")
        let fileSystem = InMemoryFileSystem(files: files.mapKeys { "/work/" + $0 })
        let pipeline = GenerationPipeline(templates: TemplateStore.builtIn, fileSystem: fileSystem)
        var timings = PhaseTimings()
        let output = try pipeline.run(decoded, timings: &timings)
        return Dictionary(uniqueKeysWithValues: output.files.map { ($0.path, $0.contents) })
    }

    func testTheCompositeHoldsEachLeafByItsOwnTypeAndForwardsThroughTheSequence() throws {
        let files = try generate(RecipesFixture.manifest(responsibilities))
        let composite = try XCTUnwrap(files["Gen/AppDelegate.swift"])
        XCTAssertTrue(composite.contains("    let pushComponent: PushComponent\n"), composite)
        XCTAssertTrue(composite.contains("    let linksComponent: LinksComponent\n"), composite)
        XCTAssertFalse(composite.contains("\n    let pushComponent: any "), composite)
        XCTAssertTrue(composite.contains("[targets.pushComponent].application(application, "
            + "didRegisterForRemoteNotificationsWithDeviceToken: deviceToken)"), composite)
        // The test initializer still takes any leaf (spies), and `components` lists what the forwarders call.
        XCTAssertTrue(composite.contains("init(pushComponent: any AppDelegateComponent, "
            + "linksComponent: any AppDelegateComponent) {"), composite)
        XCTAssertTrue(composite.contains("[targets.pushComponent, targets.linksComponent]\n"), composite)
    }

    func testInitBuildsTheLeavesWithTheUsersFactoryCreatedOnce() throws {
        let files = try generate(RecipesFixture.manifest(responsibilities))
        let composite = try XCTUnwrap(files["Gen/AppDelegate.swift"])
        XCTAssertTrue(composite.contains("""
                override convenience init() {
                    self.init(leaves: AppDelegateLeaves())
                }
            """), composite)
        XCTAssertTrue(composite.contains("let pushComponent = leaves.makePushComponent()\n"), composite)
        let factory = try XCTUnwrap(files["Gen/AppDelegateLeafFactory.swift"])
        XCTAssertTrue(factory.hasPrefix(GeneratedFile.marker), factory)
        XCTAssertTrue(factory.contains("    func makePushComponent() -> PushComponent {\n        PushComponent()\n"))
        let leaves = try XCTUnwrap(files["Leaves/AppDelegateLeaves.swift"])
        XCTAssertFalse(leaves.hasPrefix(GeneratedFile.marker), "the factory is the user's")
        XCTAssertTrue(leaves.contains("struct AppDelegateLeaves: AppDelegateLeafFactory {"), leaves)
        // Once it exists, the user's file is not rendered again.
        let again = try generate(RecipesFixture.manifest(responsibilities),
                                 files: ["Leaves/AppDelegateLeaves.swift": "// mine\n"])
        XCTAssertNil(again["Leaves/AppDelegateLeaves.swift"])
    }

    func testALeafTheUsersFactoryBuildsGetsNoDefaultSoItNeedNotHaveInit() throws {
        let mine = """
            @MainActor
            struct AppDelegateLeaves: AppDelegateLeafFactory {
                let api = API()

                func makePushComponent() -> PushComponent {
                    PushComponent(api: api)
                }

                func makeUnrelated(_ value: Int) -> Int { value }
            }

            """
        let files = try generate(RecipesFixture.manifest(responsibilities),
                                 files: ["Leaves/AppDelegateLeaves.swift": mine])
        let factory = try XCTUnwrap(files["Gen/AppDelegateLeafFactory.swift"])
        XCTAssertTrue(factory.contains("    func makePushComponent() -> PushComponent\n"), factory)
        XCTAssertFalse(factory.contains("        PushComponent()\n"), factory)
        XCTAssertTrue(factory.contains("        LinksComponent()\n"), factory)
    }

    func testListenersAndCommandsAreBuiltByTheSameFactory() throws {
        let manifest = RecipesFixture.manifest(responsibilities + """
              - {name: Screen, pattern: command}
              - {name: Sessions, pattern: listener, events: [didEnterBackground]}

            """)
        let mine = "struct AppDelegateLeaves: AppDelegateLeafFactory {\n"
            + "    func makeScreenCommand(launch: AppDelegateLaunch) -> ScreenCommand {\n"
            + "        ScreenCommand(launch: launch)\n    }\n}\n"
        let files = try generate(manifest, files: ["Leaves/AppDelegateLeaves.swift": mine])
        let factory = try XCTUnwrap(files["Gen/AppDelegateLeafFactory.swift"])
        XCTAssertTrue(factory.contains("    func makeSessionsListener() -> SessionsListener\n"), factory)
        XCTAssertTrue(factory.contains("    func makeScreenCommand(launch: AppDelegateLaunch) -> ScreenCommand\n"))
        XCTAssertTrue(factory.contains("        SessionsListener()\n"), factory)
        XCTAssertFalse(factory.contains("        ScreenCommand(launch: launch)\n"), "the user builds it\n\(factory)")
        let composite = try XCTUnwrap(files["Gen/AppDelegate.swift"])
        XCTAssertTrue(composite.contains("makeLaunchCommands = { AppDelegateCommandsBuilder(launch: $0, leaves: leaves)"
            + ".build() }\n        mediator = AppDelegateMediator.makeDefault(leaves: leaves)\n"), composite)
        XCTAssertTrue(try XCTUnwrap(files["Gen/AppDelegateCommandsBuilder.swift"])
            .contains("            leaves.makeScreenCommand(launch: launch),\n"))
        XCTAssertTrue(try XCTUnwrap(files["Gen/AppDelegateMediator.swift"])
            .contains("Subscription(listener: leaves.makeSessionsListener(), events: ["))
    }

    func testLaunchCommandsGetAKeyWindowMadeOnlyWhenOneAsks() throws {
        let files = try generate(RecipesFixture.manifest(responsibilities + "  - {name: Screen, pattern: command}\n"))
        let launch = try XCTUnwrap(files["Gen/AppDelegateCommand.swift"])
        XCTAssertTrue(launch.contains("    var keyWindow: UIWindow? {\n        makeKeyWindow()\n    }\n"), launch)
        XCTAssertTrue(launch.contains("init(application: UIApplication, launchOptions: "
            + "[UIApplication.LaunchOptionsKey: Any]?, keyWindow: UIWindow?) {"), launch)
        let composite = try XCTUnwrap(files["Gen/AppDelegate.swift"])
        XCTAssertTrue(composite.contains("makeKeyWindow: { self.keyWindowForLaunch() }"), composite)
        XCTAssertTrue(composite.contains("let window = UIWindow(frame: UIScreen.main.bounds)\n"), composite)
        XCTAssertTrue(composite.contains("if !hadWindow, let window {\n            window.makeKeyAndVisible()"))
    }

    private let notificationComposite = """
          - protocol: UNUserNotificationCenterDelegate
            composite: NotificationDelegate
            paths: {generated: N/Gen, components: N/Leaves, tests: N/Tests}
            responsibilities:
              - {name: Banner, methods: ["userNotificationCenter(_:willPresent:withCompletionHandler:)"]}

        """

    private func twoComposites(notificationModule: String = "App", extra: String = "") -> String {
        """
        module: App
        composites:
          - composite: AppDelegate
            paths: {generated: Gen, components: Leaves, tests: Tests}
            responsibilities:
              - {name: Setup, pattern: command}
              - {name: Push, methods: ["application(_:didFinishLaunchingWithOptions:)"]}

        """ + notificationComposite.replacingOccurrences(
            of: "    composite: NotificationDelegate\n",
            with: "    composite: NotificationDelegate\n    module: \(notificationModule)\n") + extra
    }

    func testTheAppDelegateInstallsAndHoldsTheNotificationCompositeBeforeLaunchWork() throws {
        let composite = try XCTUnwrap(try generate(twoComposites())["Gen/AppDelegate.swift"])
        XCTAssertTrue(composite.contains("import UserNotifications\n"), composite)
        XCTAssertTrue(composite.contains("    let notificationCenterDelegate: NotificationDelegate\n"), composite)
        XCTAssertEqual(composite.components(separatedBy: "notificationCenterDelegate = NotificationDelegate()\n")
            .count - 1, 2, "both initializers create it")
        XCTAssertTrue(composite.contains("""
                    UNUserNotificationCenter.current().delegate = notificationCenterDelegate
                    runLaunchCommands(
            """), composite)
    }

    func testWithoutALaunchMethodListedTheCompositeImplementsItToInstallTheDelegate() throws {
        let manifest = twoComposites()
            .replacingOccurrences(of: "      - {name: Setup, pattern: command}\n", with: "")
            .replacingOccurrences(of: "application(_:didFinishLaunchingWithOptions:)",
                                  with: "applicationWillTerminate(_:)")
        let composite = try XCTUnwrap(try generate(manifest)["Gen/AppDelegate.swift"])
        XCTAssertTrue(composite.contains("""
                func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: \
            [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    UNUserNotificationCenter.current().delegate = notificationCenterDelegate
                    return true
                }
            """), composite)
    }

    func testANotificationCompositeOfAnotherModuleOrASecondOneIsNotInstalled() throws {
        let other = try XCTUnwrap(try generate(twoComposites(notificationModule: "Widget"))["Gen/AppDelegate.swift"])
        XCTAssertFalse(other.contains("notificationCenterDelegate"), other)
        let second = notificationComposite.replacingOccurrences(of: "NotificationDelegate", with: "OtherDelegate")
            .replacingOccurrences(of: "N/", with: "O/").replacingOccurrences(of: "Banner", with: "Sound")
        let two = try XCTUnwrap(try generate(twoComposites(extra: second))["Gen/AppDelegate.swift"])
        XCTAssertFalse(two.contains("notificationCenterDelegate"), "which one is ambiguous\n\(two)")
    }
}

private extension Dictionary where Key == String {
    func mapKeys(_ transform: (String) -> String) -> [String: Value] {
        Dictionary(uniqueKeysWithValues: map { (transform($0.key), $0.value) })
    }
}
