// CoreData stand-in: the Core Data stack Xcode's app template puts in an app delegate (iOS 16.5 SDK surface).
import Foundation

/// `open class NSPersistentStoreDescription : NSObject, NSCopying`.
open class NSPersistentStoreDescription: NSObject {
    open var url: URL?
}

/// `open class NSManagedObjectContext : NSObject`.
open class NSManagedObjectContext: NSObject {
    package var pendingChanges = false

    open var hasChanges: Bool { pendingChanges }

    open func save() throws {
        pendingChanges = false
    }
}

/// `open class NSPersistentContainer : NSObject`.
open class NSPersistentContainer: NSObject {
    public let name: String
    public let viewContext = NSManagedObjectContext()

    public init(name: String) {
        self.name = name
    }

    open func loadPersistentStores(completionHandler block: @escaping (NSPersistentStoreDescription, Error?) -> Void) {
        block(NSPersistentStoreDescription(), nil)
    }
}
