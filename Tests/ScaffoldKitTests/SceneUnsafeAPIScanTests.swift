import XCTest
@testable import ScaffoldKit

/// Shared-state APIs that break under the scene life cycle, reported where they are used, never in comments or
/// strings (issue 25, item 3).
final class SceneUnsafeAPIScanTests: XCTestCase {
    /// `line:column 'spelling'` of each warning.
    private func found(_ source: String) -> [String] {
        SceneUnsafeAPIScan.warnings(in: Array(source.utf8), path: "App/Legacy.swift").map { warning in
            XCTAssertEqual(warning.severity, .warning)
            let spelling = warning.message.prefix { $0 != ";" }.split(separator: "'").first ?? ""
            return "\(warning.location?.line ?? 0):\(warning.location?.column ?? 0) \(spelling)"
        }
    }

    func testAnAppDelegatesSharedStateUsesAreFoundWithTheirReplacement() {
        let source = """
            import UIKit

            final class Router {
                /// Uses `UIApplication.shared.keyWindow` — a doc comment, not code.
                func topController() -> UIViewController? {
                    // UIScreen.main.bounds in a comment is not code
                    let root = UIApplication.shared.keyWindow?.rootViewController
                    let text = "UIApplication.shared.windows and UIScreen.main in a string"
                    print(text, root as Any)
                    return UIApplication.shared.windows.first { $0.isKeyWindow }?.rootViewController
                }

                func layout() -> CGRect {
                    let width = UIScreen.main.bounds.width
                    let bar = UIApplication.shared.statusBarFrame.height
                    return CGRect(x: 0, y: bar, width: width, height: 44)
                }

                func isLandscape() -> Bool { UIApplication.shared.statusBarOrientation.isLandscape }

                func window() -> UIWindow? {
                    (UIApplication.shared.delegate as? AppDelegate)?.window
                }

                func legacyWindow() -> UIWindow? {
                    UIApplication.shared.delegate?.window ?? nil
                }
            }
            """
        XCTAssertEqual(found(source), [
            "7:41 UIApplication.shared.keyWindow", "10:37 UIApplication.shared.windows", "14:30 UIScreen.main",
            "15:40 UIApplication.shared.statusBarFrame", "19:55 UIApplication.shared.statusBarOrientation",
            "22:58 UIApplication.shared.delegate?.window", "26:40 UIApplication.shared.delegate?.window",
        ])
    }

    func testTheMessageNamesTheSceneAwareReplacementAtTheMember() {
        let warnings = SceneUnsafeAPIScan.warnings(in: Array("let w = UIApplication.shared.keyWindow\n".utf8),
                                                   path: "App/Legacy.swift")
        XCTAssertEqual(warnings.map(\.rendered), ["App/Legacy.swift:1:30: warning: 'UIApplication.shared.keyWindow' "
            + "is nil until a scene connects and is any scene's key window once there are several (deprecated in "
            + "iOS 13); use the window of the scene in hand: 'view.window', or 'windowScene.keyWindow' (iOS 15)"])
    }

    func testMultiLineChainsIfBranchesAndInterpolationsAreCode() {
        let source = """
            func debugLine() -> String {
                #if DEBUG
                let scale = UIScreen
                    .main
                    .scale
                #else
                let scale: CGFloat = 2
                #endif
                let window = UIApplication
                    .shared
                    .delegate!
                    .window
                return "scale \\(scale), windows \\(UIApplication.shared.windows.count) \\(String(describing: window))"
            }
            """
        XCTAssertEqual(found(source), [
            "4:10 UIScreen.main", "12:10 UIApplication.shared.delegate?.window", "13:60 UIApplication.shared.windows",
        ])
    }

    func testTheDelegatesApplicationParameterLaunchOptionsWindowsAndStatusBarCallbacks() {
        let source = """
            func application(_ application: UIApplication,
                             didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                let launchOptions = options
                if let url = launchOptions?[.url] as? URL { open(url) }
                let item = launchOptions?[UIApplication.LaunchOptionsKey.shortcutItem]
                window = UIWindow(frame: UIScreen.main.bounds)
                application.setStatusBarStyle(.lightContent, animated: false)
                NotificationCenter.default.addObserver(self, selector: #selector(rotated),
                    name: UIApplication.didChangeStatusBarOrientationNotification, object: nil)
                UIApplication.shared.openURL(URL(string: "app-settings:")!)
                Analytics.start(launchOptions: launchOptions, push: launchOptions?[.remoteNotification])
                return item == nil
            }

            func application(_ application: UIApplication, didChangeStatusBarFrame oldStatusBarFrame: CGRect) {}
            """
        XCTAssertEqual(found(source), [
            "4:34 launchOptions[.url]", "5:62 launchOptions[.shortcutItem]", "6:14 UIWindow(frame:)",
            "6:39 UIScreen.main", "7:17 UIApplication.shared.setStatusBarStyle",
            "9:29 UIApplication.didChangeStatusBarOrientationNotification", "10:26 UIApplication.shared.openURL",
            "11:36 launchOptions", "11:73 launchOptions[.remoteNotification]",
            "15:48 application(_:didChangeStatusBarFrame:)",
        ])
    }

    func testSceneAwareCodeAndLookalikesAreNotReported() {
        let source = """
            func scene(_ scene: UIScene, willConnectTo session: UISceneSession,
                       options connectionOptions: UIScene.ConnectionOptions) {
                guard let windowScene = scene as? UIWindowScene else { return }
                let window = UIWindow(windowScene: windowScene)
                window.frame = windowScene.screen.bounds
                let orientation = windowScene.interfaceOrientation
                let frame = windowScene.statusBarManager?.statusBarFrame
                let key = windowScene.keyWindow ?? windowScene.windows.first
                let main = DispatchQueue.main
                let screen = self.view.window?.windowScene?.screen
                let isOn = application ? keyWindow : windows
                self.application.delegate = nil
                UIApplication.shared.open(url)
                print(orientation, frame as Any, key as Any, main, screen as Any, isOn)
            }
            """
        XCTAssertEqual(found(source), [])
    }

    func testAFileThatDoesNotLexGivesNoWarnings() {
        XCTAssertEqual(found("let s = \"UIScreen.main\n"), [])
    }
}
