import UIKit

final class ViewController: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Notes"
        navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .compose)
    }
}
