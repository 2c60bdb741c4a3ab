import Combine
import UIKit

/// The dashboard's model: it reads the delegate as an `@EnvironmentObject` view would, and redraws on its changes.
@MainActor
final class DashboardModel {
    private(set) var redraws = 0
    private var subscriptions = Set<AnyCancellable>()

    init(appDelegate: AppDelegate) {
        appDelegate.objectWillChange
            .sink { [weak self] _ in self?.redraws += 1 }
            .store(in: &subscriptions)
        appDelegate.$isActive
            .removeDuplicates()
            .sink { active in print("Pulse: active \(active)") }
            .store(in: &subscriptions)
        appDelegate.events
            .sink { event in print("Pulse: \(event)") }
            .store(in: &subscriptions)
    }

    func title(for appDelegate: AppDelegate) -> String {
        "Launch \(appDelegate.launchCount), config \(appDelegate.configVersion)"
    }
}
