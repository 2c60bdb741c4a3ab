import UIKit

@main
@MainActor
final class AppDelegate: NSObject {
    static let searchShortcut = "com.example.atlas.search"

    var window: UIWindow?
    let guides: GuideStore = GuideStore()
    var lastShortcut: String?
}
