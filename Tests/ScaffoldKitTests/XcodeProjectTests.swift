import Foundation
import XCTest
@testable import ScaffoldKit

/// `project.pbxproj` as Xcode 16 and older Xcodes write it: targets, synchronized folders with membership
/// exceptions, listed files with group paths.
final class XcodeProjectTests: XCTestCase {
    static var templateProject: [UInt8] {
        get throws {
            let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                .appendingPathComponent("Fixtures/XcodeApp/UIKit/MyApp.xcodeproj/project.pbxproj")
            return Array(try Data(contentsOf: url))
        }
    }

    func testXcodesAppTemplateHasThreeTargetsOnSynchronizedFolders() throws {
        let project = try XCTUnwrap(XcodeProject.read(try Self.templateProject))
        XCTAssertEqual(project.targets.map(\.name), ["MyApp", "MyAppTests", "MyAppUITests"])
        XCTAssertEqual(project.targets.map(\.folders), [["MyApp"], ["MyAppTests"], ["MyAppUITests"]])
        XCTAssertEqual(project.targets.map(\.isTest), [false, true, true])
        XCTAssertEqual(project.targets.map(\.product), ["MyApp", "MyAppTests", "MyAppUITests"])
        XCTAssertTrue(project.targets[0].compiles("MyApp/AppDelegate/Generated/AppDelegate.swift"))
        XCTAssertFalse(project.targets[0].compiles("MyAppTests/MyAppTests.swift"))
    }

    /// A multi-platform app: `Shared` is the iOS target's folder, and one of its files is given to the macOS target
    /// too; `iOS/Info.plist` and `iOS/Legacy.swift` are taken out of the iOS target.
    static let multiPlatform = """
        // !$*UTF8*$!
        {
            archiveVersion = 1;
            objectVersion = 77;
            objects = {
                ROOT = {isa = PBXProject; mainGroup = MAIN; targets = (IOS, MAC); };
                MAIN = {isa = PBXGroup; children = (SHARED, IOSDIR, MACGROUP); sourceTree = "<group>"; };
                SHARED /* Shared */ = {isa = PBXFileSystemSynchronizedRootGroup; exceptions = (MACEX); path = Shared; sourceTree = "<group>"; };
                IOSDIR = {isa = PBXFileSystemSynchronizedRootGroup; exceptions = (IOSEX); path = iOS; sourceTree = "<group>"; };
                MACEX = {isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = ("AppDelegate+Shared.swift", ); target = MAC; };
                IOSEX = {isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = (Info.plist, Legacy.swift, ); target = IOS; };
                MACGROUP /* macOS */ = {isa = PBXGroup; children = (MACDELEGATE, ); path = "mac OS"; sourceTree = "<group>"; };
                MACDELEGATE = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = "App Delegate.swift"; sourceTree = "<group>"; };
                MACBUILD = {isa = PBXBuildFile; fileRef = MACDELEGATE /* App Delegate.swift */; };
                GENERATED = {isa = PBXFileReference; path = Derived.swift; sourceTree = BUILT_PRODUCTS_DIR; };
                GENERATEDBUILD = {isa = PBXBuildFile; fileRef = GENERATED; };
                MACSOURCES = {isa = PBXSourcesBuildPhase; files = (MACBUILD, GENERATEDBUILD, ); };
                IOS = {isa = PBXNativeTarget; buildPhases = (); fileSystemSynchronizedGroups = (SHARED, IOSDIR); name = "Shop (iOS)"; buildConfigurationList = IOSLIST; productType = "com.apple.product-type.application"; };
                IOSLIST = {isa = XCConfigurationList; buildConfigurations = (IOSDEBUG); };
                IOSDEBUG = {isa = XCBuildConfiguration; buildSettings = {PRODUCT_NAME = Shop; }; name = Debug; };
                MAC = {isa = PBXNativeTarget; buildPhases = (MACSOURCES); name = "Shop (macOS)"; productType = "com.apple.product-type.application"; };
            };
            rootObject = ROOT;
        }
        """

    func testMembershipExceptionsAndListedFilesWithTheirGroupsPaths() throws {
        let project = try XCTUnwrap(XcodeProject.read(Array(Self.multiPlatform.utf8)))
        XCTAssertEqual(project.targets.map(\.name), ["Shop (iOS)", "Shop (macOS)"])
        let iOS = project.targets[0], macOS = project.targets[1]
        XCTAssertEqual(iOS.product, "Shop")
        XCTAssertEqual(macOS.product, "Shop (macOS)")
        XCTAssertEqual(iOS.folders, ["Shared", "iOS"])
        XCTAssertEqual(iOS.excluded, ["iOS/Info.plist", "iOS/Legacy.swift"])
        XCTAssertTrue(iOS.compiles("iOS/AppDelegate.swift"))
        XCTAssertFalse(iOS.compiles("iOS/Legacy.swift"))
        // The build products' file is not the project's; the Shared file is given to macOS by its exception.
        XCTAssertEqual(macOS.listed, ["mac OS/App Delegate.swift", "Shared/AppDelegate+Shared.swift"])
        XCTAssertTrue(macOS.compiles("Shared/AppDelegate+Shared.swift"))
        XCTAssertFalse(macOS.compiles("Shared/Theme.swift"))
    }

    func testTextThatIsNoPropertyListIsNoProject() {
        XCTAssertNil(XcodeProject.read(Array("// !$*UTF8*$!\n".utf8)))
        XCTAssertNil(XcodeProject.read(Array("{ objects = { A = {isa = PBXGroup; ".utf8)))
        XCTAssertEqual(XcodeProject.read(Array("{ objects = {}; }".utf8))?.targets, [])
    }

    func testThePropertyListReaderKeepsQuotedTextCommentsAndData() {
        let text = #"{ a = "x \"y\" \\ z"; /* c */ b = ( 1, "two" , ); // d"# + "\n" + #"c = <0fa2>; "k y" = v; }"#
        XCTAssertEqual(PropertyListText.parse(Array(text.utf8)), .dictionary([
            "a": .string(#"x "y" \ z"#), "b": .array([.string("1"), .string("two")]), "c": .string("<0fa2>"),
            "k y": .string("v"),
        ]))
    }
}
