import UIKit
import CoreData

/// Call sites of the app delegate's API elsewhere in the app: they must compile unchanged after adoption.
final class GroceryListViewController: UIViewController {
    func save() {
        (UIApplication.shared.delegate as? AppDelegate)?.saveContext()
    }

    func context() -> NSManagedObjectContext? {
        AppDelegate.current()?.persistentContainer.viewContext
    }

    func takePendingLink() -> URL? {
        guard let appDelegate = UIApplication.shared.delegate as? AppDelegate else { return nil }
        defer { appDelegate.pendingDeepLink = nil }
        if case .item(let id)? = appDelegate.pendingDeepLink.flatMap(appDelegate.route(for:)) { print(id) }
        print(AppDelegate.tokenDefaultsKey, appDelegate.window as Any)
        return appDelegate.pendingDeepLink
    }
}
