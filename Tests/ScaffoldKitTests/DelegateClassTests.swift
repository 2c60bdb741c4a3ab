import XCTest
@testable import ScaffoldKit
import ScaffoldTestSupport

/// Delegate classes `scaffold adopt` cannot take over are refused where they are declared, with what unblocks it.
final class DelegateClassTests: XCTestCase {
    private func refusal(_ path: String, _ source: String, file: StaticString = #filePath, line: UInt = #line)
        -> String
    {
        let project = InMemoryProject(files: [path: source])
        let before = project.files
        let result = project.run("adopt", path)
        XCTAssertEqual(result.status, 1, file: file, line: line)
        XCTAssertEqual(project.files, before, file: file, line: line)
        return result.errors
    }

    /// SwiftUI's `@UIApplicationDelegateAdaptor` with the delegate nested in the `App`.
    func testANestedDelegateClassIsRefusedAtItsNameWithTheMove() {
        let errors = refusal("Sources/App/MyApp.swift", """
            import SwiftUI

            @main
            struct MyApp: App {
                @UIApplicationDelegateAdaptor(AppDelegate.self) private var appDelegate

                var body: some Scene { WindowGroup { Text("Hi") } }

                private class AppDelegate: NSObject, UIApplicationDelegate {
                    func applicationDidBecomeActive(_ application: UIApplication) {}
                }
            }

            """)
        XCTAssertTrue(errors.contains("Sources/App/MyApp.swift:9:19: error: class 'AppDelegate' adopts "
            + "UIApplicationDelegate nested in 'MyApp'; scaffold adopt takes a class declared at the top level of its "
            + "file: move 'AppDelegate' out of 'MyApp' (and make it 'internal' if it is 'private'), then adopt again"),
            errors)
    }

    /// Flutter's and React Native's template: the superclass adopts the protocol, the class overrides its methods.
    func testASubclassOfAnotherDelegateClassIsRefusedAtTheClass() {
        let errors = refusal("Sources/App/AppDelegate.swift", """
            import UIKit
            import Flutter

            @main
            @objc class AppDelegate: FlutterAppDelegate {
                override func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    GeneratedPluginRegistrant.register(with: self)
                    return super.application(application, didFinishLaunchingWithOptions: launchOptions)
                }
            }

            """)
        XCTAssertTrue(errors.contains("Sources/App/AppDelegate.swift:5:7: error: 'AppDelegate' implements the delegate "
            + "methods of its superclass 'FlutterAppDelegate' (overriding them)"), errors)
        XCTAssertTrue(errors.contains("make it adopt UIApplicationDelegate itself instead of subclassing "
            + "'FlutterAppDelegate', then adopt again"), errors)
    }
}
