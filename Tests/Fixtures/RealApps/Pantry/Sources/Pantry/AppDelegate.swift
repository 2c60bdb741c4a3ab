import CoreData
import UIKit
import UserNotifications

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    /// The list's store; the push handlers and the background save share it.
    lazy var persistentContainer: NSPersistentContainer = {
        let container = NSPersistentContainer(name: "Pantry")
        container.loadPersistentStores { _, error in
            if let error { print("Pantry: store failed to load: \(error)") }
        }
        return container
    }()

    let apiClient: PantryAPIClient = PantryAPIClient(baseURL: URL(string: "https://api.pantry.example")!)
    private var deviceToken: Data?

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        UNUserNotificationCenter.current().delegate = self
        application.registerForRemoteNotifications()
        apiClient.warmUp()
        return true
    }

    func application(_ application: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data) {
        self.deviceToken = deviceToken
        apiClient.register(token: deviceToken)
    }

    func application(_ application: UIApplication, didFailToRegisterForRemoteNotificationsWithError error: Error) {
        print("Pantry: no push token: \(error.localizedDescription)")
    }

    func application(_ application: UIApplication,
                     didReceiveRemoteNotification userInfo: [AnyHashable: Any]) async -> UIBackgroundFetchResult {
        guard let listID = userInfo["list"] as? String else { return .noData }
        let items = await apiClient.items(inList: listID)
        let context = persistentContainer.viewContext
        for name in items {
            let item = NSManagedObject(entity: GroceryItem.entity(in: context), insertInto: context)
            item.setValue(name, forKey: "name")
        }
        saveContext()
        return items.isEmpty ? .noData : .newData
    }

    func applicationDidEnterBackground(_ application: UIApplication) {
        saveContext()
    }

    func saveContext() {
        let context = persistentContainer.viewContext
        guard context.hasChanges else { return }
        do {
            try context.save()
        } catch {
            context.rollback()
        }
    }
}
