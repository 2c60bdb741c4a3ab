import XCTest
@testable import ScaffoldKit
import ScaffoldCLI
import ScaffoldTestSupport

/// The leaf audit's fast path: a generated leaf's functions are not read in full, and whatever a leaf holds (every
/// Swift file of the fixtures, generated leaves edited into near misses), its findings are those of the full path.
final class ExactDeclarationsTests: XCTestCase {
    /// A protocol of the shapes scaffold forwards: value, optional value, completion handler, async, variadic.
    private let lifecycle = """
        import Foundation

        @MainActor
        public protocol Lifecycle: AnyObject {
            func didLaunch(options: [String: Any]?) -> Bool
            func show(_ url: URL) -> Bool
            func didEnterBackground()
            func register(deviceToken: Data)
            func fetch(_ key: String, completionHandler: @escaping (String?) -> Void)
            func value(for key: String) -> String?
            func refresh() async throws -> Bool
            func log(_ messages: String...)
            func willTerminate()
        }

        """

    private let manifest = """
        protocol: Sources/Lifecycle.swift#Lifecycle
        composite: LifecycleDelegate
        module: App
        paths: {generated: Generated, components: Components, tests: Tests}
        responsibilities:
          - name: Push
            methods: [didLaunch(options:), show(_:), didEnterBackground(), register(deviceToken:),
                      fetch(_:completionHandler:), value(for:), refresh(), log(_:)]
          - name: Shutdown
            methods: [willTerminate()]

        """

    /// The app delegate's methods the fixtures implement most, for their app delegates read as a leaf.
    private let applicationManifest = """
        protocol: UIApplicationDelegate
        composite: AppDelegate
        module: App
        paths: {generated: Generated, components: Components, tests: Tests}
        responsibilities:
          - name: Push
            methods:
              - application(_:didFinishLaunchingWithOptions:)
              - application(_:didRegisterForRemoteNotificationsWithDeviceToken:)
              - application(_:didFailToRegisterForRemoteNotificationsWithError:)
              - application(_:continue:restorationHandler:)
              - application(_:open:options:)
              - application(_:configurationForConnecting:options:)
              - application(_:didReceiveRemoteNotification:fetchCompletionHandler:)
              - applicationDidBecomeActive(_:)
          - name: Lifecycle
            methods: [applicationWillResignActive(_:), applicationDidEnterBackground(_:)]

        """

    private let pushPath = "Components/PushComponent.swift"

    /// The plan of `manifest` and the leaves `scaffold generate` writes for it, by path relative to the manifest.
    private func generated(_ manifest: String? = nil) throws -> (plan: ForwardingPlan, leaves: [String: String]) {
        let manifest = manifest ?? self.manifest
        let files = ["/work/scaffold.yml": manifest, "/work/Sources/Lifecycle.swift": lifecycle]
        let fileSystem = InMemoryFileSystem(files: files)
        let console = CapturingConsole()
        XCTAssertEqual(CommandRunner.run(["generate"], fileSystem: fileSystem, console: console), 0,
                       console.standardError)
        let plan = try XCTUnwrap(ContextFixtures.plans(manifest, files: files).first)
        var leaves: [String: String] = [:]
        for leaf in plan.components {
            let path = "Components/\(leaf.typeName).swift"
            leaves[path] = try XCTUnwrap(fileSystem.text(of: "/work/" + path))
        }
        return (plan, leaves)
    }

    private func findings(_ plan: ForwardingPlan, _ leaves: [String: String], fastPath: Bool) -> [Diagnostic] {
        LeafAudit.warnings(for: plan, fastPath: fastPath) { path in leaves[path].map { Array($0.utf8) } }
    }

    /// The findings of the fast path, asserted equal to those of the full path.
    @discardableResult
    private func assertSameFindings(_ plan: ForwardingPlan, _ leaves: [String: String], _ message: String = "",
                                    file: StaticString = #filePath, line: UInt = #line) -> [Diagnostic] {
        let fast = findings(plan, leaves, fastPath: true)
        XCTAssertEqual(fast, findings(plan, leaves, fastPath: false), message, file: file, line: line)
        return fast
    }

    /// The functions of the Push leaf `text` that the fast path reads in full.
    private func checkedFunctions(_ plan: ForwardingPlan, _ text: String, fastPath: Bool = true) throws
        -> [MethodRequirement]
    {
        let leaf = try XCTUnwrap(plan.components.first { $0.name == "Push" })
        return try LeafFunctions(Array(text.utf8), path: pushPath, leaf: leaf,
                                 requirements: LeafRequirements(plan, fastPath: fastPath)).functions
    }

    func testGeneratedLeavesAreNotReadInFullAndHaveNoFinding() throws {
        let (plan, leaves) = try generated()
        XCTAssertEqual(assertSameFindings(plan, leaves), [])
        let push = try XCTUnwrap(leaves[pushPath])
        XCTAssertEqual(try checkedFunctions(plan, push), [])
        XCTAssertEqual(try checkedFunctions(plan, push, fastPath: false).count, 8)
    }

    /// Each edit takes one generated declaration off the fast path (or, for a comment, keeps it on) and the
    /// finding is today's.
    func testNearMissesGoThroughTheFullPathAndKeepTheirFindings() throws {
        let (plan, leaves) = try generated()
        let push = try XCTUnwrap(leaves[pushPath])
        let active = "func didEnterBackground()"
        let token = "func register(deviceToken: Data)"
        XCTAssertTrue(push.contains(active), push)
        XCTAssertTrue(push.contains(token), push)
        let edits: [(name: String, from: String, to: String, reported: Bool)] = [
            ("a renamed label", "func show(_ url: URL)", "func show(url: URL)", true),
            ("a changed type", token, "func register(deviceToken: String)", true),
            ("an extra attribute", active, "@objc " + active, false),
            ("a modifier", active, "static " + active, true),
            ("a default argument", token, "func register(deviceToken: Data = Data())", false),
            ("other spacing", token, "func register(deviceToken:Data)", false),
            ("a line break", token, "func register(\n        deviceToken: Data)", false),
            ("an #if", "    " + active, "#if DEBUG\n    " + active + " {}\n#endif\n    func helper()", false),
            ("an unlisted requirement", active, "func willTerminate()", true),
        ]
        for edit in edits {
            let edited = push.replacingOccurrences(of: edit.from, with: edit.to)
            XCTAssertNotEqual(edited, push, edit.name)
            let found = assertSameFindings(plan, leaves.merging([pushPath: edited]) { $1 }, edit.name)
            XCTAssertEqual(found.isEmpty, !edit.reported, "\(edit.name): \(found)")
            XCTAssertFalse(try checkedFunctions(plan, edited).isEmpty, edit.name)
        }
        // A comment reads as a space: still the fast path, and still nothing to report.
        let commented = push.replacingOccurrences(of: token, with: token.replacingOccurrences(
            of: ": Data", with: ": /* the token */ Data"))
        XCTAssertEqual(assertSameFindings(plan, leaves.merging([pushPath: commented]) { $1 }), [])
        XCTAssertEqual(try checkedFunctions(plan, commented), [])
    }

    /// A name two functions share: the file is read again in full, so the audit compares them as before.
    func testARepeatedNameIsReadInFull() throws {
        let (plan, leaves) = try generated()
        let push = try XCTUnwrap(leaves[pushPath])
        let active = "    func didEnterBackground()"
        let twice = push.replacingOccurrences(of: active, with: "\(active) {}\n\n" + active)
        XCTAssertEqual(assertSameFindings(plan, leaves.merging([pushPath: twice]) { $1 }), [])
        XCTAssertEqual(try checkedFunctions(plan, twice).count, 9)
        // An adapter of another type beside the exact declaration: a helper, not a requirement missed.
        let register = "    func register(deviceToken: Data)"
        let adapter = push.replacingOccurrences(of: register,
                                                with: "    func register(deviceToken: String) {}\n\n" + register)
        XCTAssertEqual(assertSameFindings(plan, leaves.merging([pushPath: adapter]) { $1 }), [])
        XCTAssertEqual(try checkedFunctions(plan, adapter).count, 9)
    }

    /// Every Swift file of the fixtures as the Push leaf (its `AppDelegate` renamed): the same findings both ways.
    func testEveryFixtureHasTheSameFindingsOnBothPaths() throws {
        let (plan, leaves) = try generated(applicationManifest)
        var skipped = 0
        let files = Fuzzer.files(under: "Tests/Fixtures", endingWith: ".swift")
        XCTAssertGreaterThan(files.count, 50)
        for (path, bytes) in files {
            let text = String(decoding: bytes, as: UTF8.self)
                .replacingOccurrences(of: "class AppDelegate", with: "class PushComponent")
                .replacingOccurrences(of: "extension AppDelegate", with: "extension PushComponent")
            assertSameFindings(plan, leaves.merging([pushPath: text]) { $1 }, path)
            if let fast = try? checkedFunctions(plan, text),
               let full = try? checkedFunctions(plan, text, fastPath: false) {
                skipped += full.count - fast.count
            }
        }
        XCTAssertGreaterThan(skipped, 0, "no fixture function took the fast path")
    }
}
