import UIKit

/// The inbox; its refresh button asks the app delegate to fetch.
final class InboxViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .refresh, target: AppDelegate.shared,
                                                            action: #selector(AppDelegate.refresh))
        title = AppDelegate.shared.mailClient.isConnected ? "Inbox" : "Offline"
    }
}
