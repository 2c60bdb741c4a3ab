import CoreData

/// The one entity of the list, described in code (the app has no model file).
enum GroceryItem {
    static func entity(in context: NSManagedObjectContext) -> NSEntityDescription {
        let entity = NSEntityDescription()
        entity.name = "GroceryItem"
        let name = NSAttributeDescription()
        name.name = "name"
        name.attributeType = .stringAttributeType
        entity.properties = [name]
        return entity
    }
}
