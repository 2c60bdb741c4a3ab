import Foundation

/// The downloaded city guides.
@MainActor
final class GuideStore {
    private(set) var cities: [String] = []

    func loadBundled() {
        cities = ["Lisbon", "Kyoto"]
    }

    func refresh() async -> Bool {
        cities.append("Oslo")
        return true
    }
}
