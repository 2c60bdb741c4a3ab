// Stand-in for UIKit's UISceneDelegate: the 13 methods of the iOS 26 SDK as plain requirements, each
// with a neutral default (on iOS they are `@objc optional`).
import Foundation

/// The core methods you use to respond to life-cycle events occurring within a scene.
@MainActor
public protocol UISceneDelegate: NSObjectProtocol {
    func scene(
        _ scene: UIScene,
        willConnectTo session: UISceneSession,
        options connectionOptions: UIScene.ConnectionOptions
    )

    func sceneDidDisconnect(_ scene: UIScene)

    func sceneDidBecomeActive(_ scene: UIScene)

    func sceneWillResignActive(_ scene: UIScene)

    func sceneWillEnterForeground(_ scene: UIScene)

    func sceneDidEnterBackground(_ scene: UIScene)

    func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>)

    func stateRestorationActivity(for scene: UIScene) -> NSUserActivity?

    func scene(_ scene: UIScene, restoreInteractionStateWith stateRestorationActivity: NSUserActivity)

    func scene(_ scene: UIScene, willContinueUserActivityWithType userActivityType: String)

    func scene(_ scene: UIScene, continue userActivity: NSUserActivity)

    func scene(_ scene: UIScene, didFailToContinueUserActivityWithType userActivityType: String, error: any Error)

    func scene(_ scene: UIScene, didUpdate userActivity: NSUserActivity)
}

/// Neutral answers, standing in for "not implemented".
public extension UISceneDelegate {
    func scene(
        _ scene: UIScene,
        willConnectTo session: UISceneSession,
        options connectionOptions: UIScene.ConnectionOptions
    ) {}

    func sceneDidDisconnect(_ scene: UIScene) {}

    func sceneDidBecomeActive(_ scene: UIScene) {}

    func sceneWillResignActive(_ scene: UIScene) {}

    func sceneWillEnterForeground(_ scene: UIScene) {}

    func sceneDidEnterBackground(_ scene: UIScene) {}

    func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {}

    func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? {
        nil
    }

    func scene(_ scene: UIScene, restoreInteractionStateWith stateRestorationActivity: NSUserActivity) {}

    func scene(_ scene: UIScene, willContinueUserActivityWithType userActivityType: String) {}

    func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {}

    func scene(_ scene: UIScene, didFailToContinueUserActivityWithType userActivityType: String, error: any Error) {}

    func scene(_ scene: UIScene, didUpdate userActivity: NSUserActivity) {}
}
