import Foundation
import XCTest
@testable import ScaffoldKit

/// The scene manifest added to an Info.plist's text: read back by Foundation, every other key and every byte
/// outside the insertion as they were (issue 25, item 2).
final class InfoPlistSceneManifestTests: XCTestCase {
    private let scenes = SceneConfiguration(delegateClass: "$(PRODUCT_MODULE_NAME).SceneDelegate",
                                            name: "Default Configuration")

    func testAStoryboardAppGetsTheManifestNamingItsStoryboardInXcodesLayout() throws {
        let before = try InfoPlistFixture.bytes("Storyboard-Info.plist")
        let after = try XCTUnwrap(try InfoPlistSceneManifest.adding(scenes, to: before, path: "Info.plist"))
        let configuration = try assertManifestAdded(before, after)
        XCTAssertEqual(configuration["UISceneStoryboardFile"], "Main")
        let dictionary = try InfoPlistFixture.foundationDictionary(after)
        XCTAssertEqual(dictionary["UIMainStoryboardFile"] as? String, "Main", "kept for iOS 12")
        XCTAssertTrue(String(decoding: after, as: UTF8.self).hasSuffix("""
            \t<key>UIApplicationSceneManifest</key>
            \t<dict>
            \t\t<key>UIApplicationSupportsMultipleScenes</key>
            \t\t<false/>
            \t\t<key>UISceneConfigurations</key>
            \t\t<dict>
            \t\t\t<key>UIWindowSceneSessionRoleApplication</key>
            \t\t\t<array>
            \t\t\t\t<dict>
            \t\t\t\t\t<key>UISceneConfigurationName</key>
            \t\t\t\t\t<string>Default Configuration</string>
            \t\t\t\t\t<key>UISceneDelegateClassName</key>
            \t\t\t\t\t<string>$(PRODUCT_MODULE_NAME).SceneDelegate</string>
            \t\t\t\t\t<key>UISceneStoryboardFile</key>
            \t\t\t\t\t<string>Main</string>
            \t\t\t\t</dict>
            \t\t\t</array>
            \t\t</dict>
            \t</dict>
            </dict>
            </plist>

            """))
    }

    func testAWindowInCodeAppGetsNoStoryboard() throws {
        let before = try InfoPlistFixture.bytes("WindowInCode-Info.plist")
        let after = try XCTUnwrap(try InfoPlistSceneManifest.adding(scenes, to: before, path: "Info.plist"))
        let configuration = try assertManifestAdded(before, after)
        XCTAssertNil(configuration["UISceneStoryboardFile"])
    }

    func testCommentsCDATAEntitiesAndSpacesSurviveAndTheInsertionUsesTheFilesIndentation() throws {
        let before = try InfoPlistFixture.bytes("Commented-Info.plist")
        let after = try XCTUnwrap(try InfoPlistSceneManifest.adding(scenes, to: before, path: "Info.plist"))
        let configuration = try assertManifestAdded(before, after)
        XCTAssertEqual(configuration["UISceneStoryboardFile"], "Player")
        let text = String(decoding: after, as: UTF8.self)
        XCTAssertTrue(text.contains("""
                <!-- the end of the list -->
                <key>UIApplicationSceneManifest</key>
                <dict>
                  <key>UIApplicationSupportsMultipleScenes</key>
            """), "two spaces a level, as the file has: \(text)")
        XCTAssertTrue(text.hasSuffix("    </dict>\n  </dict>\n</plist>\n<!-- trailing comment -->\n"), text)
    }

    func testACRLFPlistGetsCRLFLines() throws {
        let before = try InfoPlistFixture.bytes("CRLF-Info.plist")
        let after = try XCTUnwrap(try InfoPlistSceneManifest.adding(scenes, to: before, path: "Info.plist"))
        try assertManifestAdded(before, after)
        XCTAssertEqual(after.filter { $0 == 0x0A }.count, String(decoding: after, as: UTF8.self)
            .components(separatedBy: "\r\n").count - 1, "every line ends with CRLF")
    }

    func testAPlistOnOneLineStaysOnOneLine() throws {
        let before = try InfoPlistFixture.bytes("OneLine-Info.plist")
        let after = try XCTUnwrap(try InfoPlistSceneManifest.adding(scenes, to: before, path: "Info.plist"))
        let configuration = try assertManifestAdded(before, after)
        XCTAssertEqual(configuration["UISceneStoryboardFile"], "Main")
        XCTAssertFalse(after.contains(0x0A))
    }

    func testAnEmptyDictionaryGetsTheManifest() throws {
        let before = Array("<?xml version=\"1.0\"?>\n<plist version=\"1.0\">\n<dict/>\n</plist>\n".utf8)
        let after = try XCTUnwrap(try InfoPlistSceneManifest.adding(scenes, to: before, path: "Info.plist"))
        let dictionary = try InfoPlistFixture.foundationDictionary(after)
        XCTAssertEqual(Array(dictionary.keys), ["UIApplicationSceneManifest"])
        XCTAssertTrue(String(decoding: after, as: UTF8.self).hasPrefix(
            "<?xml version=\"1.0\"?>\n<plist version=\"1.0\">\n<dict>\n\t<key>UIApplicationSceneManifest</key>\n"))
    }

    func testASecondRunHasNothingToDoAndAManifestNamingTheDelegateInAnyModuleCountsAsDone() throws {
        let once = try XCTUnwrap(try InfoPlistSceneManifest.adding(
            scenes, to: try InfoPlistFixture.bytes("Storyboard-Info.plist"), path: "Info.plist"))
        XCTAssertNil(try InfoPlistSceneManifest.adding(scenes, to: once, path: "Info.plist"))
        let moduleNamed = String(decoding: once, as: UTF8.self)
            .replacingOccurrences(of: "$(PRODUCT_MODULE_NAME).SceneDelegate", with: "Groceries.SceneDelegate")
        XCTAssertNil(try InfoPlistSceneManifest.adding(scenes, to: Array(moduleNamed.utf8), path: "Info.plist"))
    }

    func testAManifestConfiguringOtherRolesGetsTheApplicationRoleAlone() throws {
        let before = try InfoPlistFixture.bytes("SceneManifest-Info.plist")
        let after = try XCTUnwrap(try InfoPlistSceneManifest.adding(scenes, to: before, path: "Info.plist"))
        try assertInsertionOnly(before, after)
        let manifest = try XCTUnwrap(try InfoPlistFixture.foundationDictionary(after)["UIApplicationSceneManifest"]
            as? [String: Any])
        XCTAssertEqual(manifest["UIApplicationSupportsMultipleScenes"] as? Bool, true, "left as it was")
        let roles = try XCTUnwrap(manifest["UISceneConfigurations"] as? [String: [[String: String]]])
        XCTAssertEqual(roles["CPTemplateApplicationSceneSessionRoleApplication"]?.first?["UISceneConfigurationName"],
                       "CarPlay")
        XCTAssertEqual(roles["UIWindowSceneSessionRoleApplication"], [[
            "UISceneConfigurationName": "Default Configuration",
            "UISceneDelegateClassName": "$(PRODUCT_MODULE_NAME).SceneDelegate",
        ]])
    }

    func testAManifestWithoutConfigurationsGetsThem() throws {
        let before = Array("""
            <plist version="1.0">
            <dict>
                <key>UIApplicationSceneManifest</key>
                <dict>
                    <key>UIApplicationSupportsMultipleScenes</key>
                    <true/>
                </dict>
            </dict>
            </plist>

            """.utf8)
        let after = try XCTUnwrap(try InfoPlistSceneManifest.adding(scenes, to: before, path: "Info.plist"))
        try assertInsertionOnly(before, after)
        XCTAssertTrue(String(decoding: after, as: UTF8.self).contains("""
                    <true/>
                    <key>UISceneConfigurations</key>
                    <dict>
                        <key>UIWindowSceneSessionRoleApplication</key>
            """))
    }

    func testAnApplicationRoleConfiguringAnotherDelegateIsALocatedErrorSayingWhatIsThere() throws {
        let other = try InfoPlistFixture.text("SceneManifest-Info.plist")
            .replacingOccurrences(of: "CPTemplateApplicationSceneSessionRoleApplication",
                                  with: "UIWindowSceneSessionRoleApplication")
        XCTAssertThrowsError(try InfoPlistSceneManifest.adding(scenes, to: Array(other.utf8), path: "App/Info.plist")) {
            XCTAssertEqual(($0 as? Diagnostic)?.rendered, "App/Info.plist:19:6: error: this Info.plist already "
                + "configures the application scene role ('CarPlay') with scene delegate "
                + "'$(PRODUCT_MODULE_NAME).CarPlaySceneDelegate'; scaffold's scene delegate is "
                + "'$(PRODUCT_MODULE_NAME).SceneDelegate': name it in UISceneDelegateClassName (or remove that "
                + "configuration) and run migrate again")
        }
    }

    func testABinaryPlistIsALocatedErrorGivingTheConversion() throws {
        let generated = try PropertyListSerialization.data(fromPropertyList: ["CFBundleName": "Binary"],
                                                           format: .binary, options: 0)
        for bytes in [try InfoPlistFixture.bytes("Binary-Info.plist"), [UInt8](generated)] {
            XCTAssertThrowsError(try InfoPlistSceneManifest.adding(scenes, to: bytes, path: "App/Info.plist")) {
                XCTAssertEqual(($0 as? Diagnostic)?.rendered, "App/Info.plist:1:1: error: 'App/Info.plist' is a "
                    + "binary property list; convert it with 'plutil -convert xml1 App/Info.plist' and run migrate "
                    + "again")
            }
        }
    }

    func testUTF16AndOldStylePlistsAreLocatedErrorsGivingTheConversion() throws {
        let utf16 = [UInt8](try XCTUnwrap("<plist><dict/></plist>".data(using: .utf16)))
        let oldStyle = Array("\n{ CFBundleName = Old; }\n".utf8)
        for (bytes, format) in [(utf16, "a UTF-16"), (oldStyle, "an old-style (OpenStep)")] {
            XCTAssertThrowsError(try InfoPlistSceneManifest.adding(scenes, to: bytes, path: "Info.plist")) {
                XCTAssertEqual(($0 as? Diagnostic)?.rendered, "Info.plist:1:1: error: 'Info.plist' is \(format) "
                    + "property list; convert it with 'plutil -convert xml1 Info.plist' and run migrate again")
            }
        }
    }

    func testATopLevelArrayIsALocatedError() {
        let text = "<plist>\n  <array/>\n</plist>"
        XCTAssertThrowsError(try InfoPlistSceneManifest.adding(scenes, to: Array(text.utf8), path: "I.plist")) {
            XCTAssertEqual(($0 as? Diagnostic)?.rendered,
                           "I.plist:2:3: error: the top-level value of an Info.plist is a <dict>, not <array>")
        }
    }

    func testNamesAreEscaped() throws {
        let odd = SceneConfiguration(delegateClass: "App.Scenes", name: "Main & <Default>")
        let before = try InfoPlistFixture.bytes("WindowInCode-Info.plist")
        let after = try XCTUnwrap(try InfoPlistSceneManifest.adding(odd, to: before, path: "Info.plist"))
        let manifest = try InfoPlistFixture.foundationDictionary(after)["UIApplicationSceneManifest"]
        let roles = (manifest as? [String: Any])?["UISceneConfigurations"] as? [String: [[String: String]]]
        XCTAssertEqual(roles?["UIWindowSceneSessionRoleApplication"]?.first?["UISceneConfigurationName"],
                       "Main & <Default>")
    }

    /// `after` is `before` with text inserted at one place; Foundation reads every other key as it was and the
    /// manifest as added. Returns the configuration.
    @discardableResult
    private func assertManifestAdded(_ before: [UInt8], _ after: [UInt8], line: UInt = #line) throws
        -> [String: String]
    {
        try assertInsertionOnly(before, after, line: line)
        var old = try InfoPlistFixture.foundationDictionary(before)
        var new = try InfoPlistFixture.foundationDictionary(after)
        let manifest = try XCTUnwrap(new.removeValue(forKey: "UIApplicationSceneManifest") as? [String: Any],
                                     line: line)
        old.removeValue(forKey: "UIApplicationSceneManifest")
        XCTAssertEqual(NSDictionary(dictionary: old), NSDictionary(dictionary: new), line: line)
        XCTAssertEqual(manifest["UIApplicationSupportsMultipleScenes"] as? Bool, false, line: line)
        let roles = try XCTUnwrap(manifest["UISceneConfigurations"] as? [String: [[String: String]]], line: line)
        XCTAssertEqual(Array(roles.keys), ["UIWindowSceneSessionRoleApplication"], line: line)
        let configuration = try XCTUnwrap(roles["UIWindowSceneSessionRoleApplication"]?.first, line: line)
        XCTAssertEqual(configuration["UISceneConfigurationName"], "Default Configuration", line: line)
        XCTAssertEqual(configuration["UISceneDelegateClassName"], "$(PRODUCT_MODULE_NAME).SceneDelegate", line: line)
        return configuration
    }

    /// Every byte of `before` is in `after`, in order, around one inserted run.
    private func assertInsertionOnly(_ before: [UInt8], _ after: [UInt8], line: UInt = #line) throws {
        let prefix = zip(before, after).prefix { $0 == $1 }.count
        let suffix = zip(before.reversed(), after.reversed()).prefix { $0 == $1 }.count
        XCTAssertGreaterThan(after.count, before.count, line: line)
        XCTAssertGreaterThanOrEqual(prefix + suffix, before.count, "only an insertion", line: line)
    }

    func testAnIPadStoryboardGetsTheIPadsOwnManifest() throws {
        let before = Array(try InfoPlistFixture.text("Storyboard-Info.plist").replacingOccurrences(
            of: "\t<key>UIRequiredDeviceCapabilities</key>",
            with: "\t<key>UIMainStoryboardFile~ipad</key>\n\t<string>Main-iPad</string>\n"
                + "\t<key>UIRequiredDeviceCapabilities</key>").utf8)
        let scenes = SceneConfiguration(delegateClass: "$(PRODUCT_MODULE_NAME).SceneDelegate",
                                        name: "Default Configuration")
        let after = try XCTUnwrap(try InfoPlistSceneManifest.adding(scenes, to: before, path: "Info.plist"))
        let dictionary = try InfoPlistFixture.foundationDictionary(after)
        let storyboard = { (key: String) -> String? in
            let manifest = dictionary[key] as? [String: Any]
            let roles = manifest?["UISceneConfigurations"] as? [String: [[String: String]]]
            return roles?["UIWindowSceneSessionRoleApplication"]?.first?["UISceneStoryboardFile"]
        }
        XCTAssertEqual(storyboard("UIApplicationSceneManifest"), "Main")
        XCTAssertEqual(storyboard("UIApplicationSceneManifest~ipad"), "Main-iPad")
        XCTAssertEqual(dictionary["UIMainStoryboardFile~ipad"] as? String, "Main-iPad")
        XCTAssertNil(try InfoPlistSceneManifest.adding(scenes, to: after, path: "Info.plist"))
    }
}
