// UIWindowSceneDelegate as the iOS 26 SDK's generated Swift interface declares it (UIKit), for scaffold's catalog.
// This file is read by scaffold's declaration scanner; it is not compiled.
// The SDK declares `UIWindowSceneDelegate : UISceneDelegate`. scaffold forwards one protocol, so the 13
// requirements `UISceneDelegate` contributes are listed here too (first, marked "From UISceneDelegate"),
// followed by the `window` property and the 5 methods of `UIWindowSceneDelegate` itself. The composite conforms
// to `UIWindowSceneDelegate`, which brings `UISceneDelegate` with it. Annotations: see UIApplicationDelegate.swift.

import UIKit

/// Additional methods that you use to manage app-specific tasks occurring in a scene.
/// - scaffold.superclass: UIResponder
/// - scaffold.module: UIKit
/// - scaffold.role: scene-delegate
@available(iOS 13.0, *)
@MainActor public protocol UIWindowSceneDelegate : UISceneDelegate {

    /// From UISceneDelegate: tells the delegate about the addition of a scene to the app.
    optional func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions)

    /// From UISceneDelegate: tells the delegate that UIKit removed a scene from the app.
    optional func sceneDidDisconnect(_ scene: UIScene)

    /// From UISceneDelegate: tells the delegate that the scene became active and is now responding to user events.
    optional func sceneDidBecomeActive(_ scene: UIScene)

    /// From UISceneDelegate: tells the delegate that the scene is about to resign the active state.
    optional func sceneWillResignActive(_ scene: UIScene)

    /// From UISceneDelegate: tells the delegate that the scene is about to begin running in the foreground.
    optional func sceneWillEnterForeground(_ scene: UIScene)

    /// From UISceneDelegate: tells the delegate that the scene is running in the background.
    optional func sceneDidEnterBackground(_ scene: UIScene)

    /// From UISceneDelegate: asks the delegate to open one or more URLs.
    optional func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>)

    /// From UISceneDelegate: returns the user activity object that encapsulates the scene's state.
    /// - scaffold.policy: firstNonNil
    optional func stateRestorationActivity(for scene: UIScene) -> NSUserActivity?

    /// From UISceneDelegate: tells the delegate to restore the interaction state of the scene.
    @available(iOS 15.0, *)
    optional func scene(_ scene: UIScene, restoreInteractionStateWith stateRestorationActivity: NSUserActivity)

    /// From UISceneDelegate: tells the delegate that it's about to receive data related to a user activity.
    optional func scene(_ scene: UIScene, willContinueUserActivityWithType userActivityType: String)

    /// From UISceneDelegate: tells the delegate to handle the specified Handoff-related activity.
    optional func scene(_ scene: UIScene, continue userActivity: NSUserActivity)

    /// From UISceneDelegate: tells the delegate that the activity couldn't be continued.
    optional func scene(_ scene: UIScene, didFailToContinueUserActivityWithType userActivityType: String, error: any Error)

    /// From UISceneDelegate: tells the delegate that the specified activity object was updated.
    optional func scene(_ scene: UIScene, didUpdate userActivity: NSUserActivity)

    /// The main window of the scene.
    optional var window: UIWindow? { get set }

    /// Notifies you when the size, orientation, or traits of a scene change.
    @available(iOS, introduced: 13.0, deprecated: 26.0, message: "Use windowScene(_:didUpdateEffectiveGeometry:) instead.")
    optional func windowScene(_ windowScene: UIWindowScene, didUpdate previousCoordinateSpace: any UICoordinateSpace, interfaceOrientation previousInterfaceOrientation: UIInterfaceOrientation, traitCollection previousTraitCollection: UITraitCollection)

    /// Called when the window scene's effective geometry has changed.
    @available(iOS 26.0, *)
    optional func windowScene(_ windowScene: UIWindowScene, didUpdateEffectiveGeometry previousEffectiveGeometry: UIWindowScene.Geometry)

    /// Asks the delegate to perform the user-selected action.
    /// - scaffold.policy: any
    optional func windowScene(_ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem, completionHandler: @escaping (Bool) -> Void)

    /// Tells the delegate that the app has access to shared information in CloudKit.
    /// - scaffold.imports: CloudKit
    optional func windowScene(_ windowScene: UIWindowScene, userDidAcceptCloudKitShareWith cloudKitShareMetadata: CKShare.Metadata)

    /// Asks the delegate for the windowing control style of the scene.
    /// - scaffold.policy: firstNonNil
    /// - scaffold.fallback: .automatic
    @available(iOS 26.0, *)
    optional func preferredWindowingControlStyle(for windowScene: UIWindowScene) -> UIWindowScene.WindowingControlStyle
}
