import UIKit

/// Owns the navigation stack.
@MainActor
final class AppCoordinator {
    private let navigation = UINavigationController()
    private(set) var shown: [AppDelegate.Route] = []

    func start(in window: UIWindow?) {
        window?.rootViewController = navigation
        window?.makeKeyAndVisible()
    }

    func show(_ route: AppDelegate.Route) {
        shown.append(route)
        navigation.pushViewController(UIViewController(), animated: true)
    }
}
