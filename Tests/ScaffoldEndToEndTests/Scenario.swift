import Foundation

/// One scaffold project of the end-to-end suite: a folder with its own `scaffold.yml` whose module is `module`,
/// sources in `Sources/<module>` and tests in `Tests/<module>Tests`. Every scenario has its own module, so one
/// package builds them all against the stand-ins and each compiles alone against the iOS SDK.
struct Scenario: Sendable {
    enum Platform: Sendable {
        /// Built against `Tests/StandIns` and its tests run; compiled against the iOS SDK when there is one.
        case iOS
        /// Built against the stand-ins only: AppKit, WatchKit, iOS API newer than the checked iOS SDK.
        case standInsOnly
        /// `style: objc`: needs the Objective-C runtime, so compiled against the iOS SDK only.
        case iOSObjectiveC
    }

    var module: String
    var folder: URL
    var platform: Platform
    /// Its sources declare `@main` (an app): built as an executable target, whose `main` SwiftPM renames for tests.
    var isExecutable = false

    var sources: URL { folder.appendingPathComponent("Sources/\(module)") }
    var tests: URL { folder.appendingPathComponent("Tests/\(module)Tests") }
    var buildsOnStandIns: Bool { platform != .iOSObjectiveC }
    var compilesAgainstIOS: Bool { platform != .standInsOnly }

    /// Runs the built `scaffold` in the scenario's folder; throws with what it printed if it fails.
    @discardableResult
    func scaffold(_ arguments: [String]) throws -> ProcessResult {
        let result = try ProcessRunner.run(TestPaths.scaffold, arguments + ["--no-color"], in: folder)
        guard result.status == 0 else {
            throw ScenarioError("\(module): scaffold \(arguments.joined(separator: " ")) exited with "
                + "\(result.status):\n\(result.stderr)\(result.stdout)")
        }
        return result
    }

    /// Writes `text` to `path` (relative to the scenario's folder), creating folders.
    func write(_ text: String, to path: String) throws {
        let url = folder.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
    }

    /// The text of a file of the scenario (`path` relative to its folder).
    func read(_ path: String) throws -> String {
        try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
    }
}

/// Why a scenario could not be set up or built; its message carries what the tools printed.
struct ScenarioError: Error, Sendable, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

extension ScenarioError {
    /// `error` itself if it is a `ScenarioError`, else its description.
    init(wrapping error: any Error) {
        self = error as? ScenarioError ?? ScenarioError("\(error)")
    }
}
