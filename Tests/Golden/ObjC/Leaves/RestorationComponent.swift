// RestorationComponent.swift, created by scaffold for `Restoration` in scaffold.yml.
// This file is yours: scaffold never overwrites it. Give each method below its real work.
import Foundation
import Intents
import UIKit

/// Restoration: one responsibility of the Objective-C `AppDelegate`, which forwards to it through
/// `[self.components …]`. Implement only the methods it needs: the others are never called.
@MainActor
final class RestorationComponent: NSObject, UIApplicationDelegate {
    @available(iOS 6.0, *)
    @objc func application(_ application: UIApplication, viewControllerWithRestorationIdentifierPath identifierComponents: [String], coder: NSCoder) -> UIViewController? {
        nil
    }

    @available(iOS 13.2, *)
    @objc func application(_ application: UIApplication, shouldSaveSecureApplicationState coder: NSCoder) -> Bool {
        true
    }
}
