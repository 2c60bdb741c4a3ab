// Stand-in for UIKit's screen: what a window made in code asks for (`UIWindow(frame: UIScreen.main.bounds)`).
import Foundation

/// An object that defines the properties of a hardware display.
@MainActor
open class UIScreen: NSObject {
    /// The device's internal screen (on iOS: to be deprecated in favour of a window scene's screen).
    public static let main = UIScreen(bounds: CGRect(x: 0, y: 0, width: 390, height: 844))

    /// The bounding rectangle of the screen, in points.
    open private(set) var bounds: CGRect

    init(bounds: CGRect) {
        self.bounds = bounds
        super.init()
    }
}
