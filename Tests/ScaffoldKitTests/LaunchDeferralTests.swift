import XCTest
@testable import ScaffoldKit

/// `phase: deferred`: which leaves' launch calls wait, and what a deferred leaf needs of its composite.
final class LaunchDeferralTests: XCTestCase {
    func testADeferredLeafsLaunchMethodsAreMarkedAndItsOtherMethodsAreNot() throws {
        let plan = try XCTUnwrap(ContextFixtures.plan(responsibilities: """
              - name: Now
                methods: [application(_:didFinishLaunchingWithOptions:)]
              - name: Later
                methods: [application(_:willFinishLaunchingWithOptions:), application(_:didFinishLaunchingWithOptions:),
                          applicationWillTerminate(_:)]
                phase: deferred
            """))
        let deferred = Dictionary(uniqueKeysWithValues: plan.methods.map {
            ($0.requirement.selector, $0.deferredLeafProperties)
        })
        XCTAssertEqual(deferred, [
            "application(_:willFinishLaunchingWithOptions:)": ["laterComponent"],
            "application(_:didFinishLaunchingWithOptions:)": ["laterComponent"],
            "applicationWillTerminate(_:)": [],
        ])
        XCTAssertTrue(plan.defersLaunchWork)
        XCTAssertTrue(plan.measuresLaunch)
    }

    func testWithoutTheKeysNothingIsMeasuredOrDeferred() throws {
        let plan = try XCTUnwrap(ContextFixtures.plan(responsibilities: """
              - name: Now
                methods: [application(_:didFinishLaunchingWithOptions:)]
            """))
        XCTAssertFalse(plan.measuresLaunch)
        XCTAssertFalse(plan.defersLaunchWork)
        XCTAssertFalse(plan.signposts)
    }

    func testDeferringNeedsLaunchWorkAnAppDelegateAndASwiftComposite() {
        let cases: [(source: String, style: String, body: String, expected: String)] = [
            ("UIApplicationDelegate", "swift", "  - name: A\n    methods: [applicationDidBecomeActive(_:)]\n"
                + "    phase: deferred",
             "scaffold.yml:9:12: error: 'A' is deferred but lists no launch method "
                + "('application(_:didFinishLaunchingWithOptions:)' or 'application(_:willFinishLaunchingWithOptions:)'"
                + "): it has no launch work to defer"),
            ("UNUserNotificationCenterDelegate", "swift",
             "  - name: A\n    methods: [\"userNotificationCenter(_:openSettingsFor:)\"]\n    phase: deferred",
             "scaffold.yml:9:12: error: 'UNUserNotificationCenterDelegate' has no launch method and "
                + "`applicationDidBecomeActive(_:)` to defer launch work to; `phase: deferred` is for an app delegate"),
            ("UIApplicationDelegate", "objc", "  - name: A\n    methods: [applicationDidBecomeActive(_:)]\n"
                + "    after: [B]\n  - name: B\n    methods: [applicationDidBecomeActive(_:)]",
             "scaffold.yml:9:13: error: launch cost (`signposts`, `after`, `phase`) is measured and ordered in a "
                + "Swift composite; an Objective-C composite ('style: objc') calls its leaves in manifest order\n"
                + "scaffold.yml:4:8: note: 'style: objc' is set here"),
        ]
        for (source, style, body, expected) in cases {
            XCTAssertThrowsError(try ContextFixtures.plan(responsibilities: body, style: style, protocol: source),
                                 body) { error in
                XCTAssertEqual((error as? DiagnosticError)?.diagnostics.map(\.rendered).joined(separator: "\n"),
                               expected, body)
            }
        }
    }
}
