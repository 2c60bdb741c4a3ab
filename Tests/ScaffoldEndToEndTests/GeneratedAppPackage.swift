import Foundation

/// Turns a folder `scaffold` generated into a SwiftPM package built against the stand-ins, and builds it.
enum GeneratedAppPackage {
    enum LanguageMode: String {
        case swift5 = "v5"
        case swift6 = "v6"
    }

    /// Writes `Package.swift` for module `module` (sources in `Sources/<module>`, tests in `Tests/<module>Tests`),
    /// with warnings treated as errors so generated code must build cleanly.
    static func writeManifest(in folder: URL, module: String, mode: LanguageMode) throws {
        let text = """
        // swift-tools-version:6.0
        import PackageDescription

        let strict: [SwiftSetting] = [.unsafeFlags(["-warnings-as-errors"])]
        let standIns: [Target.Dependency] = [
            .product(name: "UIKit", package: "StandIns"),
            .product(name: "UserNotifications", package: "StandIns"),
            .product(name: "Intents", package: "StandIns"),
            .product(name: "CloudKit", package: "StandIns"),
            .product(name: "AppKit", package: "StandIns"),
            .product(name: "WatchKit", package: "StandIns"),
            .product(name: "HealthKit", package: "StandIns"),
        ]

        let package = Package(
            name: "\(module)",
            dependencies: [.package(path: "\(TestPaths.standIns.path)")],
            targets: [
                .target(name: "\(module)", dependencies: standIns, swiftSettings: strict),
                .testTarget(name: "\(module)Tests", dependencies: ["\(module)"] + standIns, swiftSettings: strict),
            ],
            swiftLanguageModes: [.\(mode.rawValue)]
        )

        """
        try text.write(to: folder.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
    }

    /// Builds and runs the package's tests in a scratch folder of its own; returns what `swift test` printed.
    static func test(_ folder: URL, mode: LanguageMode) throws -> ProcessResult {
        let scratch = folder.appendingPathComponent(".build-\(mode.rawValue)").path
        return try ProcessRunner.run(ProcessRunner.swift,
                                     ["test", "--scratch-path", scratch, "--disable-sandbox"],
                                     in: folder)
    }
}
