import XCTest
@testable import ScaffoldKit
@testable import ScaffoldCLI

/// `scaffold list`: the responsibilities against the methods they handle, with each method's policy.
final class ListCommandTests: XCTestCase {
    private func list(_ manifest: String) -> (status: Int32, output: String, errors: String) {
        let fileSystem = InMemoryFileSystem(currentDirectory: "/p", files: ["scaffold.yml": manifest])
        let console = CapturingConsole()
        let status = CommandRunner.run(["list"], fileSystem: fileSystem, console: console)
        return (status, console.standardOutput, console.standardError)
    }

    func testTheExampleWithACommandAndAListener() {
        let fileSystem = InMemoryFileSystem(currentDirectory: "/p")
        let console = CapturingConsole()
        for arguments in [["init", "--example"], ["add", "command", "Setup"],
                          ["add", "listener", "Logging", "--events", "didFinishLaunching"]] {
            XCTAssertEqual(CommandRunner.run(arguments + ["--quiet"], fileSystem: fileSystem, console: console), 0)
        }
        let result = list(fileSystem.text(of: "/p/scaffold.yml") ?? "")
        XCTAssertEqual(result.status, 0, result.errors)
        XCTAssertEqual(result.output, """
            AppDelegate: UIApplicationDelegate, 4 components, 2 commands, 2 listeners, 8 forwarded methods
              method                                                                 policy            leaves (in order)
              application(_:didFinishLaunchingWithOptions:)                          all               \
            PushNotifications, BackgroundFetch
              application(_:open:options:) (deprecated)                              first (manifest)  DeepLinks
              application(_:didRegisterForRemoteNotificationsWithDeviceToken:)       -                 PushNotifications
              application(_:didFailToRegisterForRemoteNotificationsWithError:)       -                 PushNotifications
              application(_:didReceiveRemoteNotification:fetchCompletionHandler:)    fetchResult       PushNotifications
              application(_:handleEventsForBackgroundURLSession:completionHandler:)  once              BackgroundFetch
              application(_:supportedInterfaceOrientationsFor:)                      intersection      Orientation
              application(_:continue:restorationHandler:) (deprecated)               any               DeepLinks
              commands, run in this order at launch: ThirdParties, Setup
              listener Analytics: didFinishLaunching, willEnterForeground, didEnterBackground
              listener Logging: didFinishLaunching

            """)
    }

    func testOrderPhaseAndSignpostsAreListed() {
        let result = list("""
            signposts: true
            responsibilities:
              - name: Flags
                pattern: command
              - name: Later
                pattern: command
                phase: deferred
              - name: Analytics
                methods: [application(_:didFinishLaunchingWithOptions:)]
                after: [Crash]
              - name: Crash
                methods: [application(_:didFinishLaunchingWithOptions:)]
              - name: Heavy
                methods: [application(_:didFinishLaunchingWithOptions:)]
                phase: deferred
              - name: Logging
                pattern: listener
                events: [didFinishLaunching]
                phase: deferred

            """)
        XCTAssertEqual(result.status, 0, result.errors)
        XCTAssertEqual(result.output, """
            AppDelegate: UIApplicationDelegate, 3 components, 2 commands, 1 listener, 1 forwarded method
              method                                         policy  leaves (in order)
              application(_:didFinishLaunchingWithOptions:)  all     Crash, Analytics, Heavy (deferred)
              commands, run in this order at launch: Flags
              deferred commands, run in this order when the app first becomes active: Later
              listener Logging: didFinishLaunching (deferred: hears didFinishLaunching when the app first becomes active)
              Analytics runs after Crash
              launch work deferred until the app first becomes active: Heavy, Later, Logging
              signposts: every leaf's calls are OSSignposter intervals (category 'scaffold')

            """)
    }

    /// With `scenes:`, the methods UIKit calls on the scene delegate instead are listed under it, not as the app
    /// delegate's; the scene delegate lists the bridge leaf that delivers them.
    func testScenesListsWhatReachesTheLeavesThroughTheSceneDelegate() {
        let result = list("""
            module: App
            scenes: SceneDelegate
            responsibilities:
              - name: Links
                methods: [application(_:didFinishLaunchingWithOptions:), application(_:open:options:)]
              - name: Lifecycle
                methods: [applicationDidEnterBackground(_:)]

            """)
        XCTAssertEqual(result.status, 0, result.errors)
        XCTAssertEqual(result.output, """
            AppDelegate: UIApplicationDelegate, 2 components, 0 commands, 0 listeners, 1 forwarded method, \
            2 through SceneDelegate
              method                                         policy  leaves (in order)
              application(_:didFinishLaunchingWithOptions:)  all     Links
              through SceneDelegate (`scenes:`): UIKit calls the scene delegate, whose bridge calls the leaves
              SceneDelegate hears          the leaves hear                    leaves (in order)
              scene(_:openURLContexts:)    application(_:open:options:)       Links
              sceneDidEnterBackground(_:)  applicationDidEnterBackground(_:)  Lifecycle

            SceneDelegate: UIWindowSceneDelegate, 1 component, 0 commands, 0 listeners, 7 forwarded methods
              method                           policy  leaves (in order)
              scene(_:willConnectTo:options:)  -       AppDelegateBridge
              sceneDidDisconnect(_:)           -       AppDelegateBridge
              sceneDidBecomeActive(_:)         -       AppDelegateBridge
              sceneWillResignActive(_:)        -       AppDelegateBridge
              sceneWillEnterForeground(_:)     -       AppDelegateBridge
              sceneDidEnterBackground(_:)      -       AppDelegateBridge
              scene(_:openURLContexts:)        -       AppDelegateBridge

            """)
    }

    /// With `scenes:`, the app delegate answers the scene configuration itself and asks the leaves listing it only
    /// for the other roles (CarPlay, an external display): the row says so.
    func testScenesListsTheSceneConfigurationAsAskedForOtherRolesOnly() {
        let result = list("""
            module: App
            scenes: SceneDelegate
            responsibilities:
              - name: CarPlay
                methods: [application(_:configurationForConnecting:options:)]

            """)
        XCTAssertEqual(result.status, 0, result.errors)
        XCTAssertTrue(result.output.contains("""
              application(_:configurationForConnecting:options:) (roles other than windowApplication)  firstNonNil  \
            CarPlay\n
            """), result.output)
    }

    func testNoResponsibilitiesYet() {
        let result = list("module: App\nresponsibilities: []\n")
        XCTAssertEqual(result.status, 0, result.errors)
        XCTAssertEqual(result.output, """
            AppDelegate: UIApplicationDelegate, 0 components, 0 commands, 0 listeners, 0 forwarded methods
              method  policy  leaves (in order)

            """)
    }

    func testABrokenManifestListsNothingAndReportsEveryError() {
        let result = list("responsibilities:\n  - name: A\n    methods: [applicationWillTerminat(_:)]\n  - name: 9\n")
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.output, "")
        XCTAssertEqual(result.errors, """
            scaffold.yml:3:15: error: 'UIApplicationDelegate' has no method 'applicationWillTerminat(_:)'; \
            did you mean 'applicationWillTerminate(_:)'?
            scaffold.yml:4:11: error: responsibility name '9' is not a valid Swift name: it starts with a digit

            """)
    }
}
