import class Foundation.NSObject
import struct Foundation.Date
import UIKit

@main
final class AppDelegate: UIResponder {
    /// The quick actions on the home screen icon.
    enum Shortcut: String, CaseIterable {
        case addExpense = "com.example.ledger.add"
        case showBudget = "com.example.ledger.budget"
    }

    static let defaultCurrency = "EUR"

    var window: UIWindow?
    var lastOpened: Date?
    private let book: AccountBook = AccountBook()

    func record(_ amount: Double, note: String) {
        book.add(amount, note: note)
    }
}
