// DeepLinksComponent.swift, created by scaffold for `DeepLinks` in scaffold.yml.
// This file is yours: scaffold never overwrites it. Give each method below its real work.
import Foundation
import Intents
import UIKit

/// DeepLinks: one responsibility of the Objective-C `AppDelegate`, which forwards to it through
/// `[self.components …]`. Implement only the methods it needs: the others are never called.
@MainActor
final class DeepLinksComponent: NSObject, UIApplicationDelegate {
    @available(iOS, introduced: 9.0, deprecated: 26.0, message: "Use UIScene lifecycle and scene(_:openURLContexts:) from UISceneDelegate instead.")
    @objc func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any]) -> Bool {
        false
    }

    @available(iOS, introduced: 8.0, deprecated: 26.0, message: "Use UIScene lifecycle and scene(_:willContinueUserActivityWithType:) from UISceneDelegate instead.")
    @objc func application(_ application: UIApplication, willContinueUserActivityWithType userActivityType: String) -> Bool {
        false
    }
}
