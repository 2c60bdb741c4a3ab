import UIKit

/// Shows the count; it reaches the delegate through its static accessor.
final class CounterViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "\(AppDelegate.current()?.counter.value ?? 0)"
        AppDelegate.current()?.lockedToPortrait = true
    }
}
