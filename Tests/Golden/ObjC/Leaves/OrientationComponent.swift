// OrientationComponent.swift, created by scaffold for `Orientation` in scaffold.yml.
// This file is yours: scaffold never overwrites it. Give each method below its real work.
import Foundation
import Intents
import UIKit

/// Orientation: one responsibility of the Objective-C `AppDelegate`, which forwards to it through
/// `[self.components …]`. Implement only the methods it needs: the others are never called.
@MainActor
final class OrientationComponent: NSObject, UIApplicationDelegate {
    @available(iOS 4.0, *)
    @objc func applicationDidEnterBackground(_ application: UIApplication) {
    }

    @available(iOS 6.0, *)
    @objc func application(_ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?) -> UIInterfaceOrientationMask {
        .all
    }
}
