import UIKit

extension AppDelegate {
    func configureAppearance() {
        window?.isHidden = false
    }
}
