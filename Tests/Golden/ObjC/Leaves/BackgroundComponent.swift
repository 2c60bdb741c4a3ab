// BackgroundComponent.swift, created by scaffold for `Background` in scaffold.yml.
// This file is yours: scaffold never overwrites it. Give each method below its real work.
import Foundation
import Intents
import UIKit

/// Background: one responsibility of the Objective-C `AppDelegate`, which forwards to it through
/// `[self.components …]`. Implement only the methods it needs: the others are never called.
@MainActor
final class BackgroundComponent: NSObject, UIApplicationDelegate {
    @available(iOS 7.0, *)
    @objc func application(_ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any], fetchCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void) {
        completionHandler(.noData)
    }

    @available(iOS 7.0, *)
    @objc func application(_ application: UIApplication, handleEventsForBackgroundURLSession identifier: String, completionHandler: @escaping () -> Void) {
        completionHandler()
    }

    @available(iOS, introduced: 11.0, deprecated: 14.0, message: "Use application:handlerForIntent: instead")
    @available(*, deprecated, message: "Use application:handlerForIntent: instead")
    @objc func application(_ application: UIApplication, handle intent: INIntent, completionHandler: @escaping (INIntentResponse) -> Void) {
        completionHandler(INIntentResponse())
    }

    @available(iOS, introduced: 8.0, deprecated: 26.0, message: "Use UIScene lifecycle and scene(_:continue:) from UISceneDelegate instead.")
    @objc func application(_ application: UIApplication, continue userActivity: NSUserActivity, restorationHandler: @escaping ([any UIUserActivityRestoring]?) -> Void) -> Bool {
        false
    }
}
