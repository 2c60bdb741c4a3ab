import XCTest
@testable import ScaffoldKit

final class GeneratorRecipesTests: XCTestCase {
    private let mixed = RecipesFixture.manifest("""
    responsibilities:
      - name: ThirdParties
        pattern: command
      - name: Push
        methods: [application(_:didFinishLaunchingWithOptions:), applicationWillTerminate(_:)]
      - name: Appearance
        pattern: command
      - name: Analytics
        pattern: listener
        events: [didEnterBackground, didFinishLaunching]
      - name: Memory
        pattern: listener
        events: [didReceiveMemoryWarning]

    """)

    func testAMixedManifestWritesEveryRecipesFiles() throws {
        let files = try RecipesFixture.generate(mixed)
        XCTAssertEqual(files.keys.sorted(), [
            "Gen/AppDelegate.swift", "Gen/AppDelegateCommand.swift", "Gen/AppDelegateCommandsBuilder.swift",
            "Gen/AppDelegateComponent.swift", "Gen/AppDelegateLeafFactory.swift", "Gen/AppDelegateListener.swift",
            "Gen/AppDelegateMediator.swift", "Gen/Sequence+AppDelegateComponent.swift",
            "Leaves/AnalyticsListener.swift", "Leaves/AppDelegateLeaves.swift", "Leaves/AppearanceCommand.swift",
            "Leaves/MemoryListener.swift",
            "Leaves/PushComponent.swift", "Leaves/ThirdPartiesCommand.swift",
            "Tests/AnalyticsListenerTests.swift", "Tests/AppDelegateForwardingTests.swift",
            "Tests/AppDelegateLaunchTests.swift", "Tests/AppDelegateMediatorTests.swift",
            "Tests/AppearanceCommandTests.swift", "Tests/MemoryListenerTests.swift", "Tests/PushComponentTests.swift",
            "Tests/ThirdPartiesCommandTests.swift",
        ])
    }

    func testTheCommandsRunBeforeTheComponentsHearOfTheLaunch() throws {
        let composite = try XCTUnwrap(RecipesFixture.generate(mixed)["Gen/AppDelegate.swift"])
        XCTAssertTrue(composite.contains("""
                runLaunchCommands(AppDelegateLaunch(application: application, launchOptions: launchOptions, \
        makeKeyWindow: { self.keyWindowForLaunch() }))
                return [targets.pushComponent].application(application, didFinishLaunchingWithOptions: launchOptions)
        """), composite)
        let builder = try XCTUnwrap(RecipesFixture.generate(mixed)["Gen/AppDelegateCommandsBuilder.swift"])
        XCTAssertTrue(builder.contains("""
                [
                    leaves.makeThirdPartiesCommand(launch: launch),
                    leaves.makeAppearanceCommand(launch: launch),
                ]
        """), builder)
    }

    func testWithoutAComponentAtLaunchTheCompositeImplementsTheLaunchMethodItself() throws {
        let files = try RecipesFixture.generate(RecipesFixture.manifest("""
        responsibilities:
          - name: ThirdParties
            pattern: command

        """))
        let composite = try XCTUnwrap(files["Gen/AppDelegate.swift"])
        XCTAssertTrue(composite.contains("""
            func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: \
        [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                runLaunchCommands(AppDelegateLaunch(application: application, launchOptions: launchOptions, \
        makeKeyWindow: { self.keyWindowForLaunch() }))
                return true
            }
        """), composite)
        XCTAssertNil(files["Gen/AppDelegateMediator.swift"])
    }

    func testTheMediatorObservesExactlyTheEventsSomeListenerAskedFor() throws {
        let mediator = try XCTUnwrap(RecipesFixture.generate(mixed)["Gen/AppDelegateMediator.swift"])
        XCTAssertTrue(mediator.contains("""
            static let knownEvents: [Notification.Name] = [
                UIApplication.didFinishLaunchingNotification,
                UIApplication.didEnterBackgroundNotification,
                UIApplication.didReceiveMemoryWarningNotification,
            ]
        """), mediator)
        XCTAssertTrue(mediator.contains("""
                    Subscription(listener: leaves.makeAnalyticsListener(), events: [
                        UIApplication.didEnterBackgroundNotification,
                        UIApplication.didFinishLaunchingNotification,
                    ]),
        """), mediator)
        let listener = try XCTUnwrap(RecipesFixture.generate(mixed)["Gen/AppDelegateListener.swift"])
        XCTAssertFalse(listener.contains("onAppWillTerminate"), listener)
        XCTAssertTrue(listener.contains("func onAppDidReceiveMemoryWarning() {}"), listener)
    }

    func testAListenerWithoutEventsHearsEveryEvent() throws {
        let files = try RecipesFixture.generate(RecipesFixture.manifest("""
        responsibilities:
          - name: Logging
            pattern: listener

        """))
        let leaf = try XCTUnwrap(files["Leaves/LoggingListener.swift"])
        for event in LifecycleEvent.all {
            XCTAssertTrue(leaf.contains("func \(event.listenerMethod)() {"), event.name)
        }
        XCTAssertNil(files["Gen/AppDelegateCommand.swift"])
        XCTAssertNil(files["Tests/AppDelegateLaunchTests.swift"])
    }
}
