// PushNotificationsComponent.swift, created by scaffold for `PushNotifications` in scaffold.yml.
// This file is yours: scaffold never overwrites it. Give each method below its real work.
import Foundation
import Intents
import UIKit

/// PushNotifications: one responsibility of the Objective-C `AppDelegate`, which forwards to it through
/// `[self.components …]`. Implement only the methods it needs: the others are never called.
@MainActor
final class PushNotificationsComponent: NSObject, UIApplicationDelegate {
    @available(iOS 3.0, *)
    @objc func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        true
    }

    @available(iOS 3.0, *)
    @objc func application(_ application: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data) {
    }
}
