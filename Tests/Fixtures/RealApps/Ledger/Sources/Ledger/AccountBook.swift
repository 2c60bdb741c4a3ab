import Foundation

/// The entries of the budget.
final class AccountBook {
    private(set) var entries: [(amount: Double, note: String)] = []

    func add(_ amount: Double, note: String) {
        entries.append((amount, note))
    }
}
