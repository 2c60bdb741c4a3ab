//
//  AppDelegate.swift
//  Notes
//

import UIKit

@main
class AppDelegate: UIResponder, UIApplicationDelegate {

    /// Notes typed but not saved yet, by identifier.
    var drafts: [String: String] = [:]

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        drafts = UserDefaults.standard.dictionary(forKey: "drafts") as? [String: String] ?? [:]
        return true
    }

    func saveDrafts() {
        UserDefaults.standard.set(drafts, forKey: "drafts")
    }

    // MARK: UISceneSession Lifecycle

    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        return UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
    }
}
