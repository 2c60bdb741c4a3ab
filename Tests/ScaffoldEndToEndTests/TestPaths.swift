import Foundation

/// Where things are: the repository, the built `scaffold` binary, fresh temporary folders.
enum TestPaths {
    /// The repository's root folder.
    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The stand-in package for UIKit, UserNotifications, Intents and CloudKit.
    static let standIns = repository.appendingPathComponent("Tests/StandIns")

    /// Xcode's generated interface of UIApplicationDelegate, as a user would copy it into a protocol file.
    static let sdkInterfaceFixture = repository
        .appendingPathComponent("Tests/Fixtures/SDK/UIApplicationDelegate.swift.txt")

    /// The `scaffold` executable SwiftPM built beside this test bundle.
    static var scaffold: String {
        let bundleFolder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        let candidates = [
            Bundle.main.bundleURL.appendingPathComponent("scaffold"),
            Bundle.main.bundleURL.deletingLastPathComponent().appendingPathComponent("scaffold"),
            bundleFolder.appendingPathComponent("scaffold"),
        ]
        return (candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) } ?? candidates[0]).path
    }

    /// A new empty folder that is removed when the test ends.
    static func temporaryFolder(_ name: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("scaffold-e2e-\(name)-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}
