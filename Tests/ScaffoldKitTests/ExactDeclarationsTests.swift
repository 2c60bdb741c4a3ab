import XCTest
@testable import ScaffoldKit
import ScaffoldCLI
import ScaffoldTestSupport

/// The leaf audit's fast path: a leaf's functions spelled as another leaf's exact ones are not read in full, and
/// whatever a leaf holds (every Swift file of the fixtures, generated leaves edited into near misses, whatever the
/// leaf read before it), its findings are those of the full path.
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
          - name: Alerts
            methods: [didLaunch(options:), show(_:), didEnterBackground(), register(deviceToken:),
                      fetch(_:completionHandler:), value(for:), refresh(), log(_:)]
          - name: Push
            methods: [didLaunch(options:), show(_:), didEnterBackground(), register(deviceToken:),
                      fetch(_:completionHandler:), value(for:), refresh(), log(_:)]
          - name: Shutdown
            methods: [willTerminate()]

        """

    /// The app delegate's methods the fixtures implement most, for their app delegates read as a leaf.
    private static let applicationMethods = "[application(_:didFinishLaunchingWithOptions:), "
        + "application(_:didRegisterForRemoteNotificationsWithDeviceToken:), "
        + "application(_:didFailToRegisterForRemoteNotificationsWithError:), "
        + "application(_:continue:restorationHandler:), application(_:open:options:), "
        + "application(_:configurationForConnecting:options:), "
        + "application(_:didReceiveRemoteNotification:fetchCompletionHandler:), applicationDidBecomeActive(_:)]"

    private let applicationManifest = """
        protocol: UIApplicationDelegate
        composite: AppDelegate
        module: App
        paths: {generated: Generated, components: Components, tests: Tests}
        responsibilities:
          - name: Alerts
            methods: \(ExactDeclarationsTests.applicationMethods)
          - name: Push
            methods: \(ExactDeclarationsTests.applicationMethods)
          - name: Lifecycle
            methods: [applicationWillResignActive(_:), applicationDidEnterBackground(_:)]

        """

    private let pushPath = "Components/PushComponent.swift"
    /// The leaf read before Push: the audit learns its exact spellings.
    private let alertsPath = "Components/AlertsComponent.swift"

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

    /// The functions of the Push leaf `text` that the fast path reads in full, after the Alerts leaf `learner`
    /// (none: nothing learned).
    private func checkedFunctions(_ plan: ForwardingPlan, _ text: String, learner: String?) throws
        -> [MethodRequirement]
    {
        let push = try XCTUnwrap(plan.components.first { $0.name == "Push" })
        var exact = ExactDeclarations()
        if let learner {
            let alerts = try XCTUnwrap(plan.components.first { $0.name == "Alerts" })
            let bytes = Array(learner.utf8)
            let read = try LeafFunctions(bytes, path: alertsPath, leaf: alerts, known: [])
            exact.learn(from: read, in: bytes, requirements: LeafRequirements(plan))
        }
        return try LeafFunctions(Array(text.utf8), path: pushPath, leaf: push,
                                 known: exact.declarations(listedBy: push)).functions
    }

    func testGeneratedLeavesAfterTheFirstAreNotReadInFullAndHaveNoFinding() throws {
        let (plan, leaves) = try generated()
        XCTAssertEqual(assertSameFindings(plan, leaves), [])
        let push = try XCTUnwrap(leaves[pushPath]), alerts = try XCTUnwrap(leaves[alertsPath])
        XCTAssertEqual(try checkedFunctions(plan, push, learner: alerts), [])
        XCTAssertEqual(try checkedFunctions(plan, push, learner: nil).count, 8)
        // A leaf that implements nothing exactly teaches nothing.
        let renamed = alerts.replacingOccurrences(of: "func ", with: "func x")
        XCTAssertEqual(try checkedFunctions(plan, push, learner: renamed).count, 8)
    }

    /// Each edit takes one generated declaration off the fast path and the finding is today's.
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
            XCTAssertFalse(try checkedFunctions(plan, edited, learner: leaves[alertsPath]).isEmpty, edit.name)
        }
        // A comment is another spelling: read in full, and still nothing to report.
        let commented = push.replacingOccurrences(of: token, with: token.replacingOccurrences(
            of: ": Data", with: ": /* the token */ Data"))
        XCTAssertEqual(assertSameFindings(plan, leaves.merging([pushPath: commented]) { $1 }), [])
        XCTAssertEqual(try checkedFunctions(plan, commented, learner: leaves[alertsPath]).count, 1)
    }

    /// A spelling is learned as the leaf read first writes it (line breaks, a comment, a default argument) and used
    /// for those bytes only: a near miss spelled alike but for its type is read in full and reported.
    func testALeafsOwnSpellingIsLearnedAndUsedOnlyByteForByte() throws {
        let (plan, leaves) = try generated()
        let alerts = try XCTUnwrap(leaves[alertsPath]), push = try XCTUnwrap(leaves[pushPath])
        let token = "func register(deviceToken: Data)"
        let odd = "func register(\n        deviceToken /* the token */: Data = Data()\n    )"
        let learner = alerts.replacingOccurrences(of: token, with: odd)
        let same = push.replacingOccurrences(of: token, with: odd)
        XCTAssertNotEqual(same, push)
        XCTAssertEqual(assertSameFindings(plan, leaves.merging([alertsPath: learner, pushPath: same]) { $1 }), [])
        XCTAssertEqual(try checkedFunctions(plan, same, learner: learner), [])
        XCTAssertEqual(try checkedFunctions(plan, same, learner: alerts).count, 1)
        let changed = push.replacingOccurrences(of: token, with: odd.replacingOccurrences(of: ": Data", with: ": Int"))
        let found = assertSameFindings(plan, leaves.merging([alertsPath: learner, pushPath: changed]) { $1 })
        XCTAssertEqual(found.count, 1, "\(found)")
        XCTAssertEqual(try checkedFunctions(plan, changed, learner: learner).count, 1)
    }

    /// A name two functions share: the file is read again in full, so the audit compares them as before.
    func testARepeatedNameIsReadInFull() throws {
        let (plan, leaves) = try generated()
        let push = try XCTUnwrap(leaves[pushPath])
        let active = "    func didEnterBackground()"
        let twice = push.replacingOccurrences(of: active, with: "\(active) {}\n\n" + active)
        XCTAssertEqual(assertSameFindings(plan, leaves.merging([pushPath: twice]) { $1 }), [])
        XCTAssertEqual(try checkedFunctions(plan, twice, learner: leaves[alertsPath]).count, 9)
        // An adapter of another type beside the exact declaration: a helper, not a requirement missed.
        let register = "    func register(deviceToken: Data)"
        let adapter = push.replacingOccurrences(of: register,
                                                with: "    func register(deviceToken: String) {}\n\n" + register)
        XCTAssertEqual(assertSameFindings(plan, leaves.merging([pushPath: adapter]) { $1 }), [])
        XCTAssertEqual(try checkedFunctions(plan, adapter, learner: leaves[alertsPath]).count, 9)
    }

    /// Every Swift file of the fixtures as the Push leaf (its `AppDelegate` renamed), after the generated Alerts
    /// leaf and after itself as the Alerts leaf (so that it is read with its own spellings): the same findings on
    /// both paths.
    func testEveryFixtureHasTheSameFindingsOnBothPaths() throws {
        let (plan, leaves) = try generated(applicationManifest)
        var skipped = 0
        let files = Fuzzer.files(under: "Tests/Fixtures", endingWith: ".swift")
        XCTAssertGreaterThan(files.count, 50)
        for (path, bytes) in files {
            let text = String(decoding: bytes, as: UTF8.self)
            let push = renamed(text, to: "PushComponent"), alerts = renamed(text, to: "AlertsComponent")
            assertSameFindings(plan, leaves.merging([pushPath: push]) { $1 }, path)
            assertSameFindings(plan, leaves.merging([pushPath: push, alertsPath: alerts]) { $1 }, path)
            for learner in [leaves[alertsPath], alerts] {
                if let fast = try? checkedFunctions(plan, push, learner: learner),
                   let full = try? checkedFunctions(plan, push, learner: nil) {
                    skipped += full.count - fast.count
                }
            }
        }
        XCTAssertGreaterThan(skipped, 0, "no fixture function took the fast path")
    }

    private func renamed(_ text: String, to type: String) -> String {
        text.replacingOccurrences(of: "class AppDelegate", with: "class " + type)
            .replacingOccurrences(of: "extension AppDelegate", with: "extension " + type)
    }
}
