import XCTest
@testable import ScaffoldKit
import ScaffoldCLI
import ScaffoldTestSupport

/// `scaffold generate` in memory with Xcode's interface text of UIApplicationDelegate as a user protocol.
final class SDKInterfaceGenerationTests: XCTestCase {
    private static let userSource = "Sources/App/UIApplicationDelegate.swift#UIApplicationDelegate"

    /// A manifest whose two leaves list every method of the SDK text (`selectors`).
    private func manifest(protocol source: String, selectors: [String]) -> String {
        var text = "module: App\ncomposites:\n  - composite: AppDelegate\n    protocol: \"\(source)\"\n"
        text += "    paths:\n      generated: Sources/App/Generated\n      components: Sources/App/Components\n"
        text += "      tests: Tests/AppTests\n    responsibilities:\n"
        for leaf in ["Primary", "Secondary"] {
            text += "      - name: \(leaf)\n        methods:\n" + selectors.map { "          - \"\($0)\"\n" }.joined()
        }
        return text
    }

    private func generated(protocol source: String, selectors: [String]) throws -> [String: String] {
        let project = InMemoryProject(files: [
            "scaffold.yml": manifest(protocol: source, selectors: selectors),
            "Sources/App/UIApplicationDelegate.swift": try SDKInterfaceFixture.text(),
        ])
        let result = project.run("generate", "--no-color")
        XCTAssertEqual(result.status, 0, result.errors + result.output)
        return project.files.filter { $0.key != "scaffold.yml" && $0.key != "Sources/App/UIApplicationDelegate.swift" }
    }

    func testEveryMethodOfTheSDKTextGeneratesWhatTheCatalogGenerates() throws {
        // The deprecated `application(_:didReceiveRemoteNotification:)` is also the async name of the fetch
        // method: refused as naming two requirements (AsyncTwinsTests), so not listed here.
        let selectors = try SDKInterfaceFixture.scanned().methods.map(\.selector)
            .filter { $0 != "application(_:didReceiveRemoteNotification:)" }
        XCTAssertEqual(selectors.count, 52)
        let user = try generated(protocol: Self.userSource, selectors: selectors)
        let catalog = try generated(protocol: "UIApplicationDelegate", selectors: selectors)
        XCTAssertEqual(user.keys.sorted(), catalog.keys.sorted())
        XCTAssertEqual(user.count, 11)
        // The one difference: the catalog's doc comment of handle-intent explains its fallback.
        let explanation = "    /// When no leaf answers, the handler gets a plain `INIntentResponse()`: it carries "
            + "no success code, so\n    /// Siri treats the intent as not handled, which is the truth.\n"
        for (path, text) in catalog {
            XCTAssertEqual(user[path], text.replacingOccurrences(of: explanation, with: ""), path)
        }
        let composite = try XCTUnwrap(user["Sources/App/Generated/AppDelegate.swift"])
        XCTAssertTrue(composite.contains("final class AppDelegate: UIResponder, UIApplicationDelegate {"))
        XCTAssertTrue(composite.contains("import CloudKit\nimport Foundation\nimport Intents\nimport UIKit\n"))
        XCTAssertFalse(composite.contains(") async"), "an async twin was forwarded")
    }

    /// The async names forward the completion forms the system calls; the leaves implement the async forms.
    func testTheAsyncNamesInTheManifestMakeAsyncLeavesBehindTheSameComposite() throws {
        let collision = "application(_:didReceiveRemoteNotification:)"
        let twins = SDKInterfaceFixture.twins.keys.filter { $0 != collision }.sorted()
        let byTwin = try generated(protocol: Self.userSource, selectors: twins)
        let byCompletion = try generated(protocol: Self.userSource,
                                         selectors: twins.compactMap { SDKInterfaceFixture.twins[$0] })
        XCTAssertEqual(byTwin.keys.sorted(), byCompletion.keys.sorted())
        let path = "Sources/App/Generated/AppDelegate.swift"
        XCTAssertEqual(byTwin[path], byCompletion[path], "the composite implements the completion forms either way")
        let composite = try XCTUnwrap(byTwin[path])
        XCTAssertTrue(composite.contains("performActionFor shortcutItem: UIApplicationShortcutItem, completionHandler:"))
        XCTAssertFalse(composite.contains(") async"))
        let component = try XCTUnwrap(byTwin["Sources/App/Generated/AppDelegateComponent.swift"])
        XCTAssertTrue(component.contains("""
                func application(_ application: UIApplication, performActionFor shortcutItem: \
            UIApplicationShortcutItem) async -> Bool {
                    false
                }
            """), component)
        XCTAssertTrue(component.contains(
            "func application(_ application: UIApplication, handleEventsForBackgroundURLSession identifier: String) async {"))
        XCTAssertFalse(component.contains("completionHandler: @escaping"), component)
        let leaf = try XCTUnwrap(byTwin["Sources/App/Components/PrimaryComponent.swift"])
        XCTAssertTrue(leaf.contains("performActionFor shortcutItem: UIApplicationShortcutItem) async -> Bool {"), leaf)
        let loops = try XCTUnwrap(byTwin["Sources/App/Generated/Sequence+AppDelegateComponent.swift"])
        XCTAssertTrue(loops.contains("""
                    Task {
                        join.answer(0, await leaves.application(application, performActionFor: shortcutItem))
                    }
            """), loops)
        XCTAssertTrue(loops.contains("""
                    for leaf in self {
                        answers.append(await leaf.application(application, performActionFor: shortcutItem))
                    }
                    return answers.contains(true)
            """), loops)
    }
}

extension SDKInterfaceGenerationTests {
    func testProtocolsNamesEachMethodsAsyncTwin() throws {
        let project = InMemoryProject(files: [
            "Sources/App/UIApplicationDelegate.swift": try SDKInterfaceFixture.text(),
        ])
        let result = project.run("protocols", "Sources/App/UIApplicationDelegate.swift#UIApplicationDelegate")
        XCTAssertEqual(result.status, 0, result.errors)
        let lines = result.output.split(separator: "\n").map { $0.split(separator: " ").joined(separator: " ") }
        XCTAssertEqual(lines.count, 54)
        XCTAssertTrue(lines.contains("application(_:performActionFor:completionHandler:) any deprecated; "
                                     + "async: application(_:performActionFor:)"))
        XCTAssertTrue(lines.contains("application(_:didReceiveRemoteNotification:fetchCompletionHandler:) fetchResult "
                                     + "async: application(_:didReceiveRemoteNotification:)"))
        XCTAssertTrue(lines.contains("application(_:supportedInterfaceOrientationsFor:) intersection"))
        XCTAssertEqual(lines.filter { $0.contains("async: ") }.count, 10)
    }
}
