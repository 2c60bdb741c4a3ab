import Foundation
import XCTest
@testable import ScaffoldKit
import ScaffoldCLI
import ScaffoldTestSupport

/// The app delegates under `Tests/Fixtures/Adoption`, loaded into in-memory projects for `scaffold adopt`.
enum AdoptionFixture: String, CaseIterable {
    /// `@UIApplicationMain`, Core Data, push, deep links, a `UNUserNotificationCenterDelegate` extension.
    case pushCoreData = "PushCoreData"
    /// `main.swift`, BackgroundTasks, a scene delegate, `async` and `@discardableResult` API.
    case backgroundScenes = "BackgroundScenes"
    /// `@main`, extensions in three files, `#if` members, `@objc` selectors used elsewhere, a responder override.
    case podcasts = "Podcasts"

    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/Adoption")

    var delegatePath: String {
        switch self {
        case .pushCoreData: return "Sources/Groceries/AppDelegate.swift"
        case .backgroundScenes: return "Sources/Journal/AppDelegate.swift"
        case .podcasts: return "Sources/Podcasts/AppDelegate.swift"
        }
    }

    /// Every file of the fixture, by path relative to its folder.
    func files() throws -> [String: String] {
        let root = Self.folder.appendingPathComponent(rawValue)
        var files: [String: String] = [:]
        let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
        while let url = enumerator?.nextObject() as? URL {
            guard url.pathExtension == "swift" else { continue }
            files[String(url.path.dropFirst(root.path.count + 1))] = try String(contentsOf: url, encoding: .utf8)
        }
        return files
    }

    func project() throws -> InMemoryProject { InMemoryProject(files: try files()) }

    /// The fixture's files, and a project in which `scaffold adopt` ran on them (failing the test if it failed).
    func adopted(file: StaticString = #filePath, line: UInt = #line) throws
        -> (before: [String: String], project: InMemoryProject)
    {
        let before = try files()
        let project = InMemoryProject(files: before)
        let result = project.run("adopt", delegatePath)
        XCTAssertEqual(result.status, 0, "\(self): \(result.errors)", file: file, line: line)
        return (before, project)
    }
}

/// What the original class and its extensions declare, read the way `scaffold adopt` reads them.
enum OriginalMembers {
    /// Each member's text, from the fixture's files before adoption.
    static func texts(in files: [String: String], className: String = "AppDelegate") throws -> [String] {
        var texts: [String] = []
        for (path, text) in files.sorted(by: { $0.key < $1.key }) {
            let bytes = Array(text.utf8)
            let scanned = try ScannedSwiftFile(bytes: bytes, path: path) { $0 == className }
            for type in scanned.types where type.name == className {
                texts += type.members.map { String(decoding: bytes[$0.range], as: UTF8.self) }
            }
        }
        return texts
    }
}
