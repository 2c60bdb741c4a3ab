//
//  AppDelegate.swift
//  Recipes
//
//  A storyboard app from before scenes: UIKit loads Main.storyboard (UIMainStoryboardFile) into `window`.
//

import UIKit

@main
class AppDelegate: UIResponder, UIApplicationDelegate {

    var window: UIWindow?

    /// Recipes the user opened from a link before the UI was ready.
    var pendingRecipe: String?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window?.tintColor = .systemOrange
        return true
    }

    func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey : Any] = [:]) -> Bool {
        guard url.scheme == "recipes" else { return false }
        pendingRecipe = url.lastPathComponent
        return true
    }

    func applicationDidEnterBackground(_ application: UIApplication) {
        UserDefaults.standard.set(pendingRecipe, forKey: "pendingRecipe")
    }

    func applicationDidReceiveMemoryWarning(_ application: UIApplication) {
        pendingRecipe = nil
    }
}
