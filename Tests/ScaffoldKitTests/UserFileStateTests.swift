import XCTest
@testable import ScaffoldKit

/// What the pipeline records about the user files it renders (`UserFileState`, `GeneratedFile.foundAbsent`): a leaf
/// in a folder that is not there is absent without a look at each file, one the user holds is not rendered, and only
/// a path that held nothing is marked absent (an empty file or a folder in the way is rendered, for the writer).
final class UserFileStateTests: XCTestCase {
    private let manifest = RecipesFixture.manifest("""
        responsibilities:
          - {name: Push, methods: ["application(_:didRegisterForRemoteNotificationsWithDeviceToken:)"]}
          - {name: Links, methods: ["application(_:open:options:)"]}
          - {name: Analytics, methods: ["applicationDidBecomeActive(_:)"]}

        """)

    private func userFiles(with files: [String: String], folders: [String] = []) throws -> [String: Bool] {
        let decoded = try ManifestDecoder.decode(Array(manifest.utf8), path: "scaffold.yml", directory: "/work")
        let fileSystem = InMemoryFileSystem(files: Dictionary(uniqueKeysWithValues: files.map { ("/work/" + $0, $1) }))
        for folder in folders { fileSystem.createDirectory("/work/" + folder) }
        var timings = PhaseTimings()
        let output = try GenerationPipeline(templates: TemplateStore.builtIn, fileSystem: fileSystem)
            .run(decoded, timings: &timings)
        return Dictionary(uniqueKeysWithValues: output.files.filter { $0.ownership == Ownership.user }
            .map { ($0.path, $0.foundAbsent) })
    }

    func testEveryUserFileOfAMissingFolderIsRenderedAsAbsent() throws {
        let files = try userFiles(with: [:])
        XCTAssertEqual(files["Leaves/PushComponent.swift"], true)
        XCTAssertEqual(files["Tests/PushComponentTests.swift"], true)
        XCTAssertEqual(files["Leaves/AnalyticsComponent.swift"], true)
        XCTAssertFalse(files.isEmpty)
        XCTAssertTrue(files.values.allSatisfy { $0 }, "\(files)")
    }

    func testInAFolderThatIsThereEachFileIsLookedAt() throws {
        let files = try userFiles(with: [
            "Leaves/PushComponent.swift": "final class PushComponent {}\n",  // the user's: kept, not rendered
            "Leaves/LinksComponent.swift": "",  // empty: rendered again, the writer repairs it
        ], folders: ["Leaves/AnalyticsComponent.swift"])  // a folder in the way: rendered, the writer reports it
        XCTAssertNil(files["Leaves/PushComponent.swift"])
        XCTAssertEqual(files["Leaves/LinksComponent.swift"], false)
        XCTAssertEqual(files["Leaves/AnalyticsComponent.swift"], false)
        XCTAssertEqual(files["Tests/PushComponentTests.swift"], true, "the tests folder is missing")
    }
}
