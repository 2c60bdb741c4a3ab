import Foundation
import XCTest
@testable import ScaffoldKit

/// The app's Info.plist found as Xcode finds it: the app target's INFOPLIST_FILE, else the conventional paths, else a
/// package's resources; a generated one named with the build setting to add (issue 25, item 2).
final class InfoPlistLocatorTests: XCTestCase {
    private let plist = "<plist><dict/></plist>"

    private func fileSystem(_ files: [String: String]) -> InMemoryFileSystem {
        InMemoryFileSystem(currentDirectory: "/p", files: files)
    }

    private func groceries(_ edit: (String) -> String = { $0 }) throws -> String {
        edit(try InfoPlistFixture.text("FileProject/Groceries.xcodeproj/project.pbxproj"))
    }

    private func journal(_ edit: (String) -> String = { $0 }) throws -> String {
        edit(try InfoPlistFixture.text("GeneratedProject/Journal.xcodeproj/project.pbxproj"))
    }

    func testTheAppTargetsINFOPLIST_FILEWithSRCROOTResolvedToTheRoot() throws {
        let files = fileSystem(["Groceries.xcodeproj/project.pbxproj": try groceries(),
                                "Groceries/Supporting Files/Info.plist": plist, "Info.plist": plist,
                                "GroceriesWidget/Info.plist": plist])
        XCTAssertEqual(try InfoPlistLocator.locate(root: "/p", target: nil, in: files),
                       .file("Groceries/Supporting Files/Info.plist"), "the application target, not the widget")
        XCTAssertEqual(try InfoPlistLocator.locate(root: ".", target: "Groceries", in: files),
                       .file("Groceries/Supporting Files/Info.plist"))
        XCTAssertEqual(try InfoPlistLocator.locate(root: "/p", target: "GroceriesWidget", in: files),
                       .file("GroceriesWidget/Info.plist"))
    }

    func testAMissingINFOPLIST_FILEIsAnErrorAtTheSetting() throws {
        let files = fileSystem(["Groceries.xcodeproj/project.pbxproj": try groceries()])
        XCTAssertThrowsError(try InfoPlistLocator.locate(root: "/p", target: nil, in: files)) {
            XCTAssertEqual(($0 as? Diagnostic)?.rendered, "Groceries.xcodeproj/project.pbxproj:118:5: error: "
                + "INFOPLIST_FILE of target 'Groceries' names 'Groceries/Supporting Files/Info.plist', which is not "
                + "a file")
        }
    }

    func testConfigurationsNamingDifferentFilesAreAnErrorListingThem() throws {
        let project = try groceries {
            $0.replacingOccurrences(of: "$(SRCROOT)/Groceries/Supporting Files/Info.plist", with: "Release.plist")
        }
        let files = fileSystem(["Groceries.xcodeproj/project.pbxproj": project, "Release.plist": plist,
                                "Groceries/Supporting Files/Info.plist": plist])
        XCTAssertThrowsError(try InfoPlistLocator.locate(root: "/p", target: nil, in: files)) {
            XCTAssertEqual(($0 as? Diagnostic)?.rendered, "Groceries.xcodeproj/project.pbxproj:118:5: error: "
                + "target 'Groceries' uses a different Info.plist per configuration (Debug: Groceries/Supporting "
                + "Files/Info.plist, Release: Release.plist); give every configuration one INFOPLIST_FILE and run "
                + "migrate again")
        }
    }

    func testAnUnresolvableSettingIsAnErrorAndTARGET_NAMEIsResolved() throws {
        let byName = try groceries {
            $0.replacingOccurrences(of: "Groceries/Supporting Files/Info.plist\"",
                                    with: "$(TARGET_NAME)/Supporting Files/Info.plist\"")
        }
        let files = fileSystem(["Groceries.xcodeproj/project.pbxproj": byName,
                                "Groceries/Supporting Files/Info.plist": plist])
        XCTAssertEqual(try InfoPlistLocator.locate(root: "/p", target: nil, in: files),
                       .file("Groceries/Supporting Files/Info.plist"))
        let unresolvable = try groceries {
            $0.replacingOccurrences(of: "\"Groceries/Supporting Files/Info.plist\"",
                                    with: "\"$(CONFIG_DIR)/Info.plist\"")
        }
        let other = fileSystem(["Groceries.xcodeproj/project.pbxproj": unresolvable])
        XCTAssertThrowsError(try InfoPlistLocator.locate(root: "/p", target: nil, in: other)) {
            XCTAssertEqual(($0 as? Diagnostic)?.message, "INFOPLIST_FILE '$(CONFIG_DIR)/Info.plist' of target "
                + "'Groceries' uses a build setting scaffold cannot resolve; write the path from the project's folder")
        }
    }

    func testAGeneratedInfoPlistIsReportedWithTheExactBuildSettingToAdd() throws {
        let files = fileSystem(["Journal.xcodeproj/project.pbxproj": try journal()])
        XCTAssertEqual(try InfoPlistLocator.locate(root: "/p", target: nil, in: files),
                       .generatedFromBuildSettings("GENERATE_INFOPLIST_FILE = YES"))
        let change = try XCTUnwrap(try InfoPlistLocator.generatedManifestChange(root: "/p", target: nil, in: files))
        XCTAssertEqual(change.rendered, "Journal.xcodeproj/project.pbxproj:118:5: error: target 'Journal' has no "
            + "Info.plist file: Xcode generates it from build settings (GENERATE_INFOPLIST_FILE = YES), with no scene "
            + "manifest; add the build setting 'INFOPLIST_KEY_UIApplicationSceneManifest_Generation = YES' to target "
            + "'Journal' in Debug, Release (Build Settings › Info.plist Values › Application Scene Manifest "
            + "(Generation)) and run migrate again; UIKit then asks the app delegate's "
            + "application(_:configurationForConnecting:options:) for the scene delegate; under scenes UIKit loads "
            + "the storyboard 'Main' (INFOPLIST_KEY_UIMainStoryboardFile) only when that configuration names it "
            + "(UISceneConfiguration.storyboard)")
    }

    func testAGeneratedInfoPlistWithTheSceneManifestSettingHasNothingToChange() throws {
        let done = try journal {
            $0.replacingOccurrences(of: "GENERATE_INFOPLIST_FILE = YES;",
                                    with: "GENERATE_INFOPLIST_FILE = YES;\n\t\t\t\t"
                                        + "INFOPLIST_KEY_UIApplicationSceneManifest_Generation = YES;")
        }
        let files = fileSystem(["Journal.xcodeproj/project.pbxproj": done])
        XCTAssertEqual(try InfoPlistLocator.locate(root: "/p", target: nil, in: files),
                       .generatedFromBuildSettings("GENERATE_INFOPLIST_FILE = YES"))
        XCTAssertNil(try InfoPlistLocator.generatedManifestChange(root: "/p", target: nil, in: files))
    }

    func testWithoutAProjectTheConventionalPathsThenAPackagesResources() throws {
        XCTAssertEqual(try InfoPlistLocator.locate(root: "/p", target: "Shop", in: fileSystem([
            "Shop/Info.plist": plist, "Info.plist": plist,
        ])), .file("Shop/Info.plist"))
        XCTAssertEqual(try InfoPlistLocator.locate(root: "/p", target: nil, in: fileSystem(["Info.plist": plist])),
                       .file("Info.plist"))
        let package = #"let package = Package(name: "Shop", targets: [.executableTarget(name: "Shop")])"#
        XCTAssertEqual(try InfoPlistLocator.locate(root: "/p", target: nil, in: fileSystem([
            "Package.swift": package, "Sources/Shop/Resources/Info.plist": plist,
        ])), .file("Sources/Shop/Resources/Info.plist"))
    }

    func testNoInfoPlistIsALocatedErrorSayingWhereItLooked() throws {
        let project = try groceries { $0.replacingOccurrences(of: "INFOPLIST_FILE = \"", with: "OTHER = \"") }
        XCTAssertThrowsError(try InfoPlistLocator.locate(root: "/p", target: nil, in: fileSystem([
            "Groceries.xcodeproj/project.pbxproj": project,
        ]))) {
            XCTAssertEqual(($0 as? Diagnostic)?.rendered, "Groceries.xcodeproj/project.pbxproj:1:1: error: found no "
                + "Info.plist for target 'Groceries': its build settings set no INFOPLIST_FILE; looked at "
                + "Groceries/Info.plist, Groceries/Supporting Files/Info.plist, Groceries/Resources/Info.plist, "
                + "Info.plist")
        }
    }

    func testAnUnknownTargetIsAnErrorListingTheAppTargets() throws {
        let files = fileSystem(["Groceries.xcodeproj/project.pbxproj": try groceries()])
        XCTAssertThrowsError(try InfoPlistLocator.locate(root: "/p", target: "Groceriez", in: files)) {
            XCTAssertEqual(($0 as? Diagnostic)?.rendered, "Groceries.xcodeproj/project.pbxproj:1:1: error: no target "
                + "of Groceries.xcodeproj is named 'Groceriez'; did you mean 'Groceries'?; its app targets: Groceries")
        }
    }

    func testAnXcconfigsINFOPLIST_FILEIsFoundAndLocatedInIt() throws {
        let reference = "\t\t4C10000000000000000000A9 /* App.xcconfig */ = {isa = PBXFileReference; "
            + "path = Config/App.xcconfig; sourceTree = SOURCE_ROOT; };\n"
        let debug = "4C10000000000000000000F5 /* Debug */ = {\n\t\t\tisa = XCBuildConfiguration;\n"
        let project = try groceries { text in
            let settings = text.split(separator: "\n", omittingEmptySubsequences: false)
                .filter { !$0.contains("INFOPLIST_FILE = \"") }.joined(separator: "\n")
            return settings
                .replacingOccurrences(of: "/* End PBXFileReference section */", with: reference
                    + "/* End PBXFileReference section */")
                .replacingOccurrences(of: debug, with: debug
                    + "\t\t\tbaseConfigurationReference = 4C10000000000000000000A9 /* App.xcconfig */;\n")
        }
        let config = """
            // Shared by every app target
            #include "Base.xcconfig"
            INFOPLIST_FILE[sdk=macosx*] = Mac/Info.plist
              INFOPLIST_FILE = Groceries/Supporting Files/Info.plist // the app's
            """
        let base = "INFOPLIST_FILE = Wrong/Info.plist\nSWIFT_VERSION = 5.0\n"
        let files = fileSystem(["Groceries.xcodeproj/project.pbxproj": project, "Config/App.xcconfig": config,
                                "Config/Base.xcconfig": base])
        XCTAssertThrowsError(try InfoPlistLocator.locate(root: "/p", target: nil, in: files)) {
            XCTAssertEqual(($0 as? Diagnostic)?.rendered, "Config/App.xcconfig:4:3: error: INFOPLIST_FILE of target "
                + "'Groceries' names 'Groceries/Supporting Files/Info.plist', which is not a file")
        }
        try files.write(Array(plist.utf8), to: "/p/Groceries/Supporting Files/Info.plist")
        XCTAssertEqual(try InfoPlistLocator.locate(root: "/p", target: nil, in: files),
                       .file("Groceries/Supporting Files/Info.plist"), "Debug's, from the xcconfig; Release names none")
    }
}
