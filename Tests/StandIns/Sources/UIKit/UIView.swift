// Stand-in for UIKit's views, windows, view controllers and the few traits the delegates mention.
import Foundation

/// An object that manages the content of a rectangular area on screen.
@MainActor
open class UIView: UIResponder {
    /// The frame rectangle, in the superview's coordinate system.
    open var frame: CGRect
    /// Whether the view is hidden.
    open var isHidden = false

    public init(frame: CGRect) {
        self.frame = frame
        super.init()
    }

    public required init?(coder: NSCoder) {
        self.frame = .zero
        super.init()
    }

    public convenience override init() {
        self.init(frame: .zero)
    }
}

/// The backdrop for the app's user interface and the object that dispatches events to views.
@MainActor
open class UIWindow: UIView {
    /// The root view controller of the window.
    open var rootViewController: UIViewController?
    /// The scene the window belongs to.
    open weak var windowScene: UIWindowScene?
    /// Whether this is the key window of its scene.
    open private(set) var isKeyWindow = false

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Creates a window attached to a window scene.
    public init(windowScene: UIWindowScene) {
        self.windowScene = windowScene
        super.init(frame: .zero)
    }

    /// Shows the window and makes it the key window.
    open func makeKeyAndVisible() {
        isHidden = false
        isKeyWindow = true
    }

    /// Makes the window the key window.
    open func makeKey() {
        isKeyWindow = true
    }
}

/// An object that manages a view hierarchy.
@MainActor
open class UIViewController: UIResponder {
    /// The nib name the view controller was created with.
    open private(set) var nibName: String?
    /// The bundle the view controller was created with.
    open private(set) var nibBundle: Bundle?
    /// The identifier used for state restoration.
    open var restorationIdentifier: String?
    /// The localised title of the view controller.
    open var title: String?

    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        self.nibName = nibNameOrNil
        self.nibBundle = nibBundleOrNil
        super.init()
    }

    public required init?(coder: NSCoder) {
        super.init()
    }

    public convenience override init() {
        self.init(nibName: nil, bundle: nil)
    }

    /// The interface orientations the view controller supports.
    open var supportedInterfaceOrientations: UIInterfaceOrientationMask { .allButUpsideDown }

    /// The status bar style preferred by the view controller.
    open var preferredStatusBarStyle: UIStatusBarStyle { .default }
}

/// A set of methods for converting between different frames of reference on a screen.
@MainActor
public protocol UICoordinateSpace: NSObjectProtocol {
    /// The bounding rectangle of the coordinate space.
    var bounds: CGRect { get }
}

/// The iOS interface environment of the app (size classes, display scale, …). No public properties are
/// needed by the delegates; `UITraitCollection()` exists on iOS too. On iOS it is Sendable, not isolated.
open class UITraitCollection: NSObject, @unchecked Sendable {
    public override init() {
        super.init()
    }
}
