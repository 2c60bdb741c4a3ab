import Foundation

/// The remote configuration, cached in the user defaults.
final class ConfigRepository {
    func load() -> Int {
        UserDefaults.standard.integer(forKey: "configVersion")
    }
}
