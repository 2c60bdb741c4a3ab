import XCTest
@testable import ScaffoldKit
import ScaffoldTestSupport

/// Xcode 26 makes the main actor the default isolation of new apps (`-default-isolation MainActor`). Generated code
/// must mean the same under either default, so every type and function it declares at file level says where it
/// runs: `@MainActor` (the line before) or `nonisolated`. (Extensions take their protocol's isolation.)
final class ExplicitIsolationTests: XCTestCase {
    /// Whether `line` starts a file-level type or function (modifiers first, as generated code writes them).
    private func declares(_ line: String) -> Bool {
        let modifiers: Set<Substring> = ["private", "fileprivate", "internal", "public", "nonisolated", "final"]
        guard !line.hasPrefix(" ") else { return false }
        let words = line.split(separator: " ").drop { modifiers.contains($0) }
        return ["class", "struct", "enum", "actor", "protocol", "func"].contains(words.first ?? "")
    }

    /// `path:line: text` of every file-level declaration in `files` that leaves its isolation to the default.
    private func undeclared(_ files: [String: String]) -> [String] {
        var found: [String] = []
        for (path, text) in files.sorted(by: { $0.key < $1.key }) where path.hasSuffix(".swift") {
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            for (index, line) in lines.enumerated() where declares(line) {
                let attributes = lines[..<index].reversed().prefix { $0.hasPrefix("@") }
                if line.contains("nonisolated ") || attributes.contains("@MainActor") { continue }
                found.append("\(path):\(index + 1): \(line)")
            }
        }
        return found
    }

    func testTheExampleDeclaresTheIsolationOfEverythingItGenerates() {
        let project = InMemoryProject()
        XCTAssertEqual(project.run("init", "--example").status, 0)
        XCTAssertEqual(undeclared(project.files), [])
        let join = project.files["Sources/App/AppDelegate/Generated/AppDelegateCompletionJoin.swift"] ?? ""
        XCTAssertTrue(join.contains("\nnonisolated final class AppDelegateCompletionJoin<LeafValue, Value>: "
            + "@unchecked Sendable {"), join)
        let mediator = project.files["Sources/App/AppDelegate/Generated/AppDelegateMediator.swift"] ?? ""
        XCTAssertTrue(mediator.contains("\nprivate nonisolated final class Observations: @unchecked Sendable {"),
                      mediator)
        // The iOS SDK's NotificationCenter is not Sendable: the test posts from another thread through a Poster.
        let tests = project.files["Tests/AppTests/AppDelegate/AppDelegateMediatorTests.swift"] ?? ""
        XCTAssertTrue(tests.contains("await Task.detached { poster.post(Notification.Name(event)) }.value"), tests)
        XCTAssertFalse(tests.contains("NotificationCenter, String)"), tests)
    }

    func testTheObjectiveCStyleAndANotificationDelegateDeclareTheirsToo() throws {
        var files = try RecipesFixture.generate(RecipesFixture.manifest("""
            style: objc
            responsibilities:
              - name: Background
                methods: [application(_:handleEventsForBackgroundURLSession:completionHandler:)]

            """))
        let center = try GeneratorFixture.catalogSpec("UNUserNotificationCenterDelegate")
        let generated = try GeneratorFixture.generate("Push", center.methods.map(\.selector),
                                                      protocol: "UNUserNotificationCenterDelegate")
        for (path, contents) in generated {
            files["notification/" + path] = contents
        }
        XCTAssertGreaterThan(files.count, 5)
        XCTAssertEqual(undeclared(files), [])
    }
}
