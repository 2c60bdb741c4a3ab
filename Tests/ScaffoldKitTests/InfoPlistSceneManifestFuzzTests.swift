import Foundation
import XCTest
@testable import ScaffoldKit

/// The scene manifest added to mutated Info.plists: no crash, no hang, every error located; and whenever Foundation
/// reads the input, it reads the result too, with every other key as it was.
final class InfoPlistSceneManifestFuzzTests: XCTestCase {
    static let dictionary = Fuzzer.dictionary([
        "<dict>", "</dict>", "<dict/>", "<array>", "</array>", "<key>", "</key>", "<string>", "</string>", "<true/>",
        "<key>UIApplicationSceneManifest</key>", "<key>UIMainStoryboardFile</key>", "<key>UISceneConfigurations</key>",
        "<key>UIWindowSceneSessionRoleApplication</key>", "<!--", "-->", "<![CDATA[", "]]>", "&amp;", "&#x41;", "&",
        "<?pi?>", "<!DOCTYPE plist>", "\r\n", "\t", "<", ">", "/>", "=\"1\"", "é",
    ])

    func testMutatedInfoPlistsEndInAnEditFoundationReadsOrALocatedError() throws {
        let seeds = Fuzzer.files(under: "Tests/Fixtures/Migration", endingWith: ".plist").map(\.bytes)
        XCTAssertGreaterThan(seeds.count, 5)
        let scenes = SceneConfiguration(delegateClass: "$(PRODUCT_MODULE_NAME).SceneDelegate",
                                        name: "Default Configuration")
        Fuzzer(name: "info-plist", seeds: seeds, dictionary: Self.dictionary).run(defaultSeconds: 1.5) { input in
            let result: [UInt8]?
            do {
                result = try InfoPlistSceneManifest.adding(scenes, to: input.bytes, path: "Info.plist")
            } catch {
                return assertLocated(error, input)
            }
            guard let result, var old = try? PropertyListSerialization.propertyList(
                from: Data(input.bytes), options: [], format: nil) as? [String: Any] else { return }
            guard var new = try? PropertyListSerialization.propertyList(from: Data(result), options: [], format: nil)
                as? [String: Any] else { return XCTFail("Foundation cannot read the result of \(input)") }
            for key in ["UIApplicationSceneManifest", "UIApplicationSceneManifest~ipad"] {
                old.removeValue(forKey: key)
                new.removeValue(forKey: key)
            }
            XCTAssertEqual(NSDictionary(dictionary: old), NSDictionary(dictionary: new), "\(input)")
        }
    }
}
