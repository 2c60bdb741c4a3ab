import XCTest
@testable import ScaffoldKit
import ScaffoldCLI
import ScaffoldTestSupport

/// `scaffold adopt` on realistic app delegates, in memory: what moves where, what the composite forwards, and that
/// nothing of the original is lost or doubled.
final class AdoptionTests: XCTestCase {
    func testEveryMemberOfTheOriginalOccursExactlyOnceAfterAdoption() throws {
        for fixture in AdoptionFixture.allCases {
            let (before, project) = try fixture.adopted()
            let after = project.files.filter { $0.key.hasSuffix(".swift") }.map { Array($0.value.utf8) }
            let members = try OriginalMembers.texts(in: before)
            XCTAssertGreaterThan(members.count, 5, "\(fixture)")
            for member in members {
                let expected = before.values.reduce(0) {
                    $0 + MemberAccounting.occurrences(of: Array(member.utf8), in: Array($1.utf8))
                }
                let found = after.reduce(0) { $0 + MemberAccounting.occurrences(of: Array(member.utf8), in: $1) }
                XCTAssertEqual(found, expected, "\(fixture): \(member.prefix(80))")
            }
            XCTAssertNil(project.text(fixture.delegatePath), "\(fixture): the original file moved into the leaf")
        }
    }

    func testTheManifestListsExactlyTheDelegateMethodsTheOriginalImplemented() throws {
        let project = try AdoptionFixture.podcasts.project()
        XCTAssertEqual(project.run("adopt", AdoptionFixture.podcasts.delegatePath).status, 0)
        let manifest = try XCTUnwrap(project.text("scaffold.yml"))
        let listed = manifest.split(separator: "\n").filter { $0.hasPrefix("      - ") }.map { $0.dropFirst(8) }
        XCTAssertEqual(listed, [
            "application(_:didFinishLaunchingWithOptions:)", "applicationDidBecomeActive(_:)",
            "application(_:performActionFor:completionHandler:)",
            "application(_:handleEventsForBackgroundURLSession:completionHandler:)",
            "application(_:supportedInterfaceOrientationsFor:)",
        ])
        let composite = try XCTUnwrap(project.text("Sources/Podcasts/AppDelegate/Generated/AppDelegate.swift"))
        XCTAssertEqual(composite.components(separatedBy: "\n        legacyComponent.").count - 1, 5)
    }

    func testSingleLeafMethodsHandTheSystemsHandlerStraightToTheLeaf() throws {
        let project = try AdoptionFixture.backgroundScenes.project()
        XCTAssertEqual(project.run("adopt", AdoptionFixture.backgroundScenes.delegatePath).status, 0)
        let composite = try XCTUnwrap(project.text("Sources/Journal/AppDelegate/Generated/AppDelegate.swift"))
        XCTAssertTrue(composite.contains("        legacyComponent.application(application, "
            + "handleEventsForBackgroundURLSession: identifier, completionHandler: completionHandler)\n"))
        XCTAssertTrue(composite.contains("        legacyComponent.application(application, "
            + "didFinishLaunchingWithOptions: launchOptions)\n"))
        XCTAssertFalse(composite.contains("completionDeadline: completionDeadline"))
        XCTAssertFalse(composite.contains("@main"), "main.swift stays the entry point")
        XCTAssertTrue(composite.contains("let legacyComponent: LegacyComponent\n"))
    }

    func testTheLeafIsTheOriginalFileWithOnlyTheNameTheConformanceAndTheEntryPointChanged() throws {
        let fixture = AdoptionFixture.pushCoreData
        let original = try XCTUnwrap(try fixture.files()[fixture.delegatePath])
        let project = try fixture.project()
        XCTAssertEqual(project.run("adopt", fixture.delegatePath).status, 0)
        let leaf = try XCTUnwrap(project.text("Sources/Groceries/AppDelegate/Components/LegacyComponent.swift"))
        let expected = original
            .replacingOccurrences(of: "@UIApplicationMain\nclass AppDelegate: UIResponder, UIApplicationDelegate {",
                                  with: "class LegacyComponent: UIResponder, AppDelegateComponent {")
        XCTAssertEqual(leaf, expected)
        XCTAssertEqual(project.text("Sources/Groceries/AppDelegate+Notifications.swift"),
                       try fixture.files()["Sources/Groceries/AppDelegate+Notifications.swift"]?
                        .replacingOccurrences(of: "extension AppDelegate:", with: "extension LegacyComponent:"))
    }

    func testMembersStayReachableOnTheCompositeUnderTheirOldSpelling() throws {
        let project = try AdoptionFixture.podcasts.project()
        XCTAssertEqual(project.run("adopt", AdoptionFixture.podcasts.delegatePath).status, 0)
        let forwarders = try XCTUnwrap(project.text("Sources/Podcasts/AppDelegate/Components/AppDelegate+Legacy.swift"))
        for line in [
            "    @objc func togglePlayback() {",
            "    @objc(openEpisodeWithIdentifier:) func openEpisode(identifier: String) {",
            "    @objc dynamic var isPlaying: Bool {", "        get { legacyComponent.window }",
            "        set { legacyComponent.window = newValue }", "    var player: Player { legacyComponent.player }",
            "    var hasDownloads: Bool { legacyComponent.hasDownloads }", "#if DEBUG", "#if !DEBUG",
        ] {
            XCTAssertTrue(forwarders.contains(line + "\n"), line)
        }
        XCTAssertFalse(forwarders.contains("restoreUserActivityState"), "an override is reported, not forwarded")
        XCTAssertFalse(forwarders.contains("handle("), "private members stay private")
    }

    func testAResponderOverrideIsALocatedWarning() throws {
        let project = try AdoptionFixture.podcasts.project()
        let result = project.run("adopt", AdoptionFixture.podcasts.delegatePath)
        XCTAssertEqual(result.status, 0)
        XCTAssertTrue(result.errors.contains("Sources/Podcasts/AppDelegate/Components/LegacyComponent.swift:41:5: "
            + "warning: 'restoreUserActivityState(_:)' overrides UIResponder"), result.errors)
    }

    /// `AppDelegate.shared = self` would not compile once `self` is the leaf: `self` becomes the composite there.
    func testAssigningSelfToAPropertyTypedAsTheClassAssignsTheComposite() throws {
        let delegate = """
            import UIKit

            @main
            class AppDelegate: UIResponder, UIApplicationDelegate {
                static var shared: AppDelegate!
                weak var previous: AppDelegate?

                func application(_ application: UIApplication,
                                 didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?)
                    -> Bool {
                    AppDelegate.shared = self
                    // previous = self, in a comment, is not code
                    let label = "previous = self"
                    previous = self.previous
                    return previous == self && !label.isEmpty
                }
            }

            """
        let project = InMemoryProject(files: ["Sources/App/AppDelegate.swift": delegate])
        let result = project.run("adopt", "Sources/App/AppDelegate.swift")
        XCTAssertEqual(result.status, 0, result.errors)
        XCTAssertTrue(result.errors.contains("Sources/App/AppDelegate/Components/LegacyComponent.swift:10:30: note: "
            + "'self' assigned to 'shared' is now 'UIApplication.shared.delegate as? AppDelegate'"), result.errors)
        let leaf = try XCTUnwrap(project.text("Sources/App/AppDelegate/Components/LegacyComponent.swift"))
        XCTAssertTrue(leaf.contains("        AppDelegate.shared = UIApplication.shared.delegate as? AppDelegate\n"), leaf)
        XCTAssertTrue(leaf.contains("        previous = self.previous\n"), leaf)
        XCTAssertFalse(result.errors.contains("to 'previous'"),
                       "a comparison, a comment, a string and 'self.previous' do not assign 'self'")
    }

    /// In a SwiftUI app the application's delegate is SwiftUI's object, so `self` cannot become the composite
    /// through it: adopt refuses at the assignment, pointing at the adaptor, and writes nothing.
    func testAssigningSelfUnderASwiftUIAdaptorIsRefusedAtTheAssignment() {
        let files = ["Sources/App/AppDelegate.swift": """
            import UIKit

            final class AppDelegate: NSObject, UIApplicationDelegate {
                static private(set) var instance: AppDelegate?

                func applicationDidBecomeActive(_ application: UIApplication) {
                    Self.instance = self
                }
            }

            """, "Sources/App/NotesApp.swift": """
            import SwiftUI

            @main
            struct NotesApp: App {
                @UIApplicationDelegateAdaptor(AppDelegate.self) var appDelegate
                var body: some Scene { WindowGroup { Text("Notes") } }
            }

            """]
        let project = InMemoryProject(files: files)
        let result = project.run("adopt", "Sources/App/AppDelegate.swift")
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.errors.contains("Sources/App/AppDelegate.swift:7:25: error: "
            + "'applicationDidBecomeActive(_:)' assigns 'self' to 'instance': SwiftUI makes 'AppDelegate' through "
            + "'@UIApplicationDelegateAdaptor'"), result.errors)
        XCTAssertTrue(result.errors.contains("('AppDelegate.instance = appDelegate', its setter made internal)"),
                      result.errors)
        XCTAssertTrue(result.errors.contains("Sources/App/NotesApp.swift:5:6: note: the adaptor that makes "
            + "'AppDelegate'"), result.errors)
        XCTAssertEqual(project.files, files, "nothing written")
    }

    func testAfterAdoptionGenerateCheckIsCleanAndASecondAdoptRefusesChangingNothing() throws {
        for fixture in AdoptionFixture.allCases {
            let project = try fixture.project()
            XCTAssertEqual(project.run("adopt", fixture.delegatePath).status, 0)
            let check = project.run("generate", "--check")
            XCTAssertEqual(check.status, 0, "\(fixture): \(check.output)\(check.errors)")
            let files = project.files
            let again = project.run("adopt", fixture.delegatePath)
            XCTAssertEqual(again.status, 1)
            XCTAssertTrue(again.errors.contains("scaffold.yml:5:12: error: 'AppDelegate' is adopted already"),
                          again.errors)
            XCTAssertEqual(project.files, files)
        }
    }

    func testDryRunPrintsThePlanAndTheDiffAndWritesNothing() throws {
        let project = try AdoptionFixture.podcasts.project()
        let files = project.files
        let result = project.run("adopt", AdoptionFixture.podcasts.delegatePath, "--dry-run")
        XCTAssertEqual(result.status, 0, result.errors)
        XCTAssertEqual(project.files, files)
        for line in ["update   Sources/Podcasts/AppDelegate+Shortcuts.swift (+1 -1 lines)",
                     "  3: - extension AppDelegate {", "  3: + extension LegacyComponent {",
                     "create   scaffold.yml", "delete   Sources/Podcasts/AppDelegate.swift",
                     "  3: - @main", "  3: + class LegacyComponent: UIResponder, AppDelegateComponent {"] {
            XCTAssertTrue(result.output.contains(line), line + "\n" + result.output)
        }
    }
}

extension AdoptionTests {
    func testAMacAppDelegateWithAnotherLeafAndModuleName() throws {
        let delegate = """
            import AppKit

            @main
            final class AppDelegate: NSObject, NSApplicationDelegate {
                var documentCount: Int = 0

                func applicationDidFinishLaunching(_ notification: Notification) {
                    documentCount = 1
                }
            }

            """
        let project = InMemoryProject(files: ["Mac/AppDelegate.swift": delegate])
        let result = project.run("adopt", "Mac/AppDelegate.swift", "--leaf", "Main", "--module", "MacApp")
        XCTAssertEqual(result.status, 0, result.errors)
        let manifest = try XCTUnwrap(project.text("scaffold.yml"))
        for line in ["protocol: NSApplicationDelegate", "module: MacApp", "main: true", "  - name: Main",
                     "      - applicationDidFinishLaunching(_:)", "  generated: Mac/AppDelegate/Generated"] {
            XCTAssertTrue(manifest.contains(line + "\n"), line)
        }
        let original = "@main\nfinal class AppDelegate: NSObject, NSApplicationDelegate"
        XCTAssertEqual(project.text("Mac/AppDelegate/Components/MainComponent.swift"),
                       delegate.replacingOccurrences(of: original,
                                                     with: "final class MainComponent: NSObject, AppDelegateComponent"))
        let composite = try XCTUnwrap(project.text("Mac/AppDelegate/Generated/AppDelegate.swift"))
        let declaration = "@main\n@preconcurrency\n@MainActor\n"
            + "final class AppDelegate: NSObject, NSApplicationDelegate {"
        XCTAssertTrue(composite.contains(declaration), composite)
        XCTAssertTrue(composite.contains("        mainComponent.applicationDidFinishLaunching(notification)\n"))
        XCTAssertEqual(project.run("generate", "--check").status, 0)
    }
}
