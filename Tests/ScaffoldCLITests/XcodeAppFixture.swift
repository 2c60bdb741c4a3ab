import Foundation
import ScaffoldTestSupport

/// Xcode 16's iOS app template (`Tests/Fixtures/XcodeApp`), loaded into an in-memory project.
enum XcodeAppFixture: String {
    /// Storyboard interface: `MyApp/AppDelegate.swift` (`class AppDelegate`), `SceneDelegate`, `ViewController`.
    case uiKit = "UIKit"
    /// SwiftUI interface: `MyApp/MyAppApp.swift` (`@main struct MyAppApp: App`), `ContentView`.
    case swiftUI = "SwiftUI"

    private static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/XcodeApp")

    /// Every file of the template, by path relative to the project's folder.
    func files() throws -> [String: String] {
        var files = try Self.files(in: Self.folder.appendingPathComponent(rawValue))
        // Both interfaces have the same project file.
        let project = "MyApp.xcodeproj/project.pbxproj"
        files[project] = try String(contentsOf: Self.folder.appendingPathComponent("UIKit/" + project), encoding: .utf8)
        return files
    }

    func project() throws -> InMemoryProject { InMemoryProject(files: try files()) }

    private static func files(in root: URL) throws -> [String: String] {
        var files: [String: String] = [:]
        let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isRegularFileKey])
        while let url = enumerator?.nextObject() as? URL {
            guard try url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile == true else { continue }
            files[String(url.path.dropFirst(root.path.count + 1))] = try String(contentsOf: url, encoding: .utf8)
        }
        return files
    }
}
