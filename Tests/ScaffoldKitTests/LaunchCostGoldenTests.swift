import Foundation
import XCTest
@testable import ScaffoldKit
import ScaffoldTestSupport

/// The files a manifest with every key of launch cost makes (`signposts:`, `after:`, `phase: deferred` on a
/// component, a command and a listener), compared byte for byte with reviewed copies in `Tests/Golden/LaunchCost/`.
/// Re-record on purpose with `SCAFFOLD_RECORD_GOLDEN=1 swift test --filter LaunchCostGoldenTests`, then review.
final class LaunchCostGoldenTests: XCTestCase {
    private let goldenFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Golden/LaunchCost")

    static let manifest = """
        composite: AppDelegate
        module: App
        signposts: true
        paths:
          generated: Sources/App/Generated
          components: Sources/App/Components
          tests: Tests/AppTests
        responsibilities:
          - name: Setup
            pattern: command
            after: [Flags]
          - name: Flags
            pattern: command
          - name: Reviews
            pattern: command
            phase: deferred
          - name: Analytics
            methods: [application(_:didFinishLaunchingWithOptions:)]
            after: [Crash]
          - name: Crash
            methods: [application(_:willFinishLaunchingWithOptions:), application(_:didFinishLaunchingWithOptions:)]
          - name: ImageCache
            methods: [application(_:didFinishLaunchingWithOptions:)]
            phase: deferred
          - name: Push
            methods:
              - application(_:didReceiveRemoteNotification:fetchCompletionHandler:)
              - application(_:continue:restorationHandler:)
          - name: Logging
            pattern: listener
            events: [didFinishLaunching, didEnterBackground]
            phase: deferred

        """

    func testEveryKeyOfLaunchCostMatchesTheReviewedOutput() throws {
        let project = InMemoryProject(files: ["scaffold.yml": Self.manifest])
        let result = project.run("generate", "--quiet")
        XCTAssertEqual(result.status, 0, result.errors)
        var files = project.files
        files["scaffold.yml"] = nil
        if GoldenFolder.isRecording {
            try GoldenFolder.record(files, in: goldenFolder)
            return
        }
        let recorded = try GoldenFolder.read(goldenFolder)
        XCTAssertEqual(Set(files.keys), Set(recorded.keys), "the set of generated files changed")
        for (path, text) in files.sorted(by: { $0.key < $1.key }) where recorded[path] != nil && recorded[path] != text {
            XCTFail("\(path) differs from Tests/Golden/LaunchCost/\(path).golden")
        }
    }
}
