import UIKit

final class RecipeListViewController: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Recipes"
        tableView.rowHeight = UIScreen.main.bounds.height / 12
    }

    func showPending() {
        let delegate = UIApplication.shared.delegate as? AppDelegate
        guard let recipe = delegate?.pendingRecipe else { return }
        let alert = UIAlertController(title: recipe, message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        UIApplication.shared.delegate?.window??.rootViewController?.present(alert, animated: true)
    }
}
