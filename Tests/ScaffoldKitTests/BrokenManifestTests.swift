import XCTest
@testable import ScaffoldKit

/// Broken manifests through `scaffold generate`: each gives its exact located diagnostics, exit code 1, and
/// leaves every file of the project (which already holds a previous generation) as it was.
final class BrokenManifestTests: XCTestCase {
    /// A valid manifest the cases below break in one place each.
    static let base = """
        protocol: UIApplicationDelegate
        composite: AppDelegate
        module: App
        paths:
          generated: Generated
          components: Components
          tests: Tests
        responsibilities:
          - name: Push
            methods:
              - application(_:didRegisterForRemoteNotificationsWithDeviceToken:)
          - name: Links
            methods: [application(_:open:options:)]

        """

    static let cases: [(manifest: String, diagnostics: String)] = [
        (base.replacingOccurrences(of: "  - name: Push", with: "\t- name: Push"), "scaffold.yml:9:1: error: tabs are not allowed in indentation; use spaces\n"),
        (base.replacingOccurrences(of: "    methods: [application", with: "    method: [application"), "scaffold.yml:13:5: error: unknown key \'method\'; did you mean \'methods\'?\n"),
        (base.replacingOccurrences(of: "module: App", with: "module: \"App"), "scaffold.yml:3:9: error: this string is never closed; add the closing \"\n"),
        (base.replacingOccurrences(of: "[application(_:open:options:)]", with: "[application(_:open:options:)"), "scaffold.yml:13:14: error: this \'[\' is never closed; add the matching \']\'\n"),
        (base.replacingOccurrences(of: "module: App", with: "module: App\nmodule: Other"), "scaffold.yml:4:1: error: duplicate key \'module\'\nscaffold.yml:3:1: note: \'module\' is first defined here\n"),
        (base.replacingOccurrences(of: "composite: AppDelegate", with: "composite: &name AppDelegate"), "scaffold.yml:2:12: error: anchors (\'&\') are not supported\n"),
        (base.replacingOccurrences(of: "name: Push", with: "name: Push Notifications"), "scaffold.yml:9:11: error: responsibility name \'Push Notifications\' is not a valid Swift name: it contains a space\n"),
        (base.replacingOccurrences(of: "name: Links", with: "name: 2Links"), "scaffold.yml:12:11: error: responsibility name \'2Links\' is not a valid Swift name: it starts with a digit\n"),
        (base.replacingOccurrences(of: "name: Links", with: "name: Push"), "scaffold.yml:12:11: error: duplicate responsibility \'Push\'\nscaffold.yml:9:11: note: \'Push\' is first declared here\n"),
        (base + "    policies:\n      application(_:open:options:): firts\n", "scaffold.yml:15:37: error: unknown policy \'firts\' (expected one of \'all\', \'any\', \'first\', \'firstNonNil\', \'union\', \'intersection\', \'fetchResult\'); did you mean \'first\'?\n"),
        (base + "    policies:\n      application(_:continue:restorationHandler:): any\n", "scaffold.yml:15:7: error: policy for \'application(_:continue:restorationHandler:)\', which \'Links\' does not list in `methods`\nscaffold.yml:13:5: note: \'Links\' lists its methods here\n"),
        (base.replacingOccurrences(of: "WithDeviceToken:)", with: "WithToken:)"), "scaffold.yml:11:9: error: \'UIApplicationDelegate\' has no method \'application(_:didRegisterForRemoteNotificationsWithToken:)\'; did you mean \'application(_:didRegisterForRemoteNotificationsWithDeviceToken:)\' or \'application(_:didFailToRegisterForRemoteNotificationsWithError:)\' or \'application(_:didReceiveRemoteNotification:)\'?\n"),
        (base + "  - name: Orientation\n    methods: [application(_:supportedInterfaceOrientationsFor:)]\n"
            + "    policies: {application(_:supportedInterfaceOrientationsFor:): all}\n", "scaffold.yml:16:67: error: policy \'all\' combines a Bool, not \'UIInterfaceOrientationMask\' (\'application(_:supportedInterfaceOrientationsFor:)\')\n"),
        (base.replacingOccurrences(of: "generated: Generated", with: "generated: /tmp/Generated"), "scaffold.yml:5:14: error: `paths.generated` must be relative to the manifest\'s folder, not absolute\n"),
        (base.replacingOccurrences(of: "components: Components", with: "components: ../Components"), "scaffold.yml:6:15: error: `paths.components` must stay inside the project, but \'../Components\' leaves it\n"),
        (base.replacingOccurrences(of: "protocol: UIApplicationDelegate", with: "protocol: UIApplicationDelegat"),
         "scaffold.yml:1:11: error: \'UIApplicationDelegat\' is not a built-in protocol; did you mean \'UIApplicationDelegate\'? (built-in: UIApplicationDelegate; a protocol of yours is written \'path/File.swift#ProtocolName\')\n"),
        ("", "scaffold.yml:1:1: error: the file is empty\n"),
        (base.replacingOccurrences(of: "    methods: [application(_:open:options:)]",
                                   with: "    methods: application(_:open:options:)"), "scaffold.yml:13:14: error: `methods` must be a list of method names\n"),
        (base + "completionDeadline: -3\n", "scaffold.yml:14:21: error: `completionDeadline` must be a positive number of seconds, such as 25\n"),
        (base + "    policies: {application(_:open:options:): first}\n"
            + "  - name: MoreLinks\n    methods: [application(_:open:options:)]\n"
            + "    policies: {application(_:open:options:): any}\n", "scaffold.yml:17:46: error: \'application(_:open:options:)\' gets policy \'any\' here but \'first\' elsewhere; one composite combines a method one way\nscaffold.yml:14:46: note: policy \'first\' set here\n"),
    ]

    func testEveryBrokenManifestIsRejectedWhereTheMistakeIsAndNothingChanges() throws {
        for (index, broken) in Self.cases.enumerated() {
            let project = InMemoryProject(files: ["scaffold.yml": Self.base])
            XCTAssertEqual(project.run("generate").status, 0, "case \(index): the base manifest must be valid")
            try project.write("scaffold.yml", broken.manifest)
            let before = project.files
            let result = project.run("generate")
            XCTAssertEqual(result.status, 1, "case \(index)")
            XCTAssertEqual(result.errors, broken.diagnostics, "case \(index)")
            XCTAssertEqual(project.files, before, "case \(index): a file changed")
            XCTAssertEqual(result.output, "", "case \(index)")
        }
    }
}
