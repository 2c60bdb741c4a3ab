import Foundation

/// One app of `Tests/Fixtures/RealApps`, as its `scenario.txt` describes it: where its delegate is, its module,
/// the responsibility a user would peel off it first, and the language modes it is written for.
struct RealAppScenario: Sendable {
    static let fixtures = TestPaths.repository.appendingPathComponent("Tests/Fixtures/RealApps")

    var name: String
    var delegate: String
    var module: String
    var peel: String
    var methods: [String]
    /// `5` for an app that does not build in Swift 6 (`@UIApplicationMain`); else both.
    var languages: [String]

    var folder: URL { Self.fixtures.appendingPathComponent(name) }

    /// Every app of the fixtures folder, by name.
    static func all() throws -> [RealAppScenario] {
        let names = try FileManager.default.contentsOfDirectory(atPath: fixtures.path).filter { !$0.hasPrefix(".") }
        return try names.sorted().map(load)
    }

    static func load(_ name: String) throws -> RealAppScenario {
        let text = try String(contentsOf: fixtures.appendingPathComponent("\(name)/scenario.txt"), encoding: .utf8)
        var values: [String: String] = [:]
        for line in text.split(separator: "\n") where !line.hasPrefix("#") {
            guard let colon = line.firstIndex(of: ":") else { continue }
            values[String(line[..<colon])] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        func value(_ key: String) throws -> String {
            guard let value = values[key], !value.isEmpty else {
                throw ScenarioError("\(name)/scenario.txt has no '\(key):' line")
            }
            return value
        }
        return RealAppScenario(
            name: name, delegate: try value("delegate"), module: try value("module"), peel: try value("peel"),
            methods: try value("methods").split(separator: ",").map(String.init),
            languages: (values["languages"] ?? "5, 6").split(separator: ",").map {
                $0.trimmingCharacters(in: .whitespaces)
            })
    }

    /// The app's own Swift files below `folder` (its tests, generated or not, and the Xcode project left out).
    static func appFiles(in folder: URL) -> [String] {
        let paths = FileManager.default.subpaths(atPath: folder.path) ?? []
        return paths.filter { path in
            path.hasSuffix(".swift") && !path.split(separator: "/").dropLast().contains {
                $0.hasSuffix("Tests") || $0.hasSuffix(".xcodeproj")
            }
        }.sorted().map { folder.appendingPathComponent($0).path }
    }
}
