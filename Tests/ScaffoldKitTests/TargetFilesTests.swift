import XCTest
@testable import ScaffoldKit

/// Every Swift file of the target compiling a file: where `extension AppDelegate` may be (issue 22, item 7).
final class TargetFilesTests: XCTestCase {
    private func files(_ tree: [String: String], compiledWith file: String) -> [String] {
        let fileSystem = InMemoryFileSystem(
            currentDirectory: "/p", files: Dictionary(uniqueKeysWithValues: tree.map { ("/p/" + $0.key, $0.value) }))
        return TargetFiles.swiftFiles(compiledWith: file, root: "/p", fileSystem: fileSystem)
    }

    func testAPackageTargetIsItsFolderLessItsExcludesAndOtherTargetsFolders() {
        let package = """
            let package = Package(name: "Shop", targets: [
                .executableTarget(name: "Shop", path: "App", exclude: ["Legacy", "Notes.swift"]),
                .target(name: "Widgets", path: "App/Widgets"),
                .testTarget(name: "ShopTests"),
            ])
            """
        let tree = [
            "Package.swift": package, "App/AppDelegate.swift": "", "App/Push/AppDelegate+Push.swift": "",
            "App/Legacy/Old.swift": "", "App/Notes.swift": "", "App/Widgets/Widget.swift": "",
            "Tests/ShopTests/ShopTests.swift": "", "Sources/Other/Other.swift": "", "App/.build/x.swift": "",
        ]
        XCTAssertEqual(files(tree, compiledWith: "App/AppDelegate.swift"),
                       ["App/AppDelegate.swift", "App/Push/AppDelegate+Push.swift"])
        XCTAssertEqual(files(tree, compiledWith: "App/Widgets/Widget.swift"), ["App/Widgets/Widget.swift"])
    }

    func testAPackageTargetsSourcesListKeepsOnlyThose() {
        let package = #"let package = Package(targets: [.target(name: "A", sources: ["Core", "Main.swift"])])"#
        let tree = ["Package.swift": package, "Sources/A/Main.swift": "", "Sources/A/Core/Store.swift": "",
                    "Sources/A/Scripts/tool.swift": ""]
        XCTAssertEqual(files(tree, compiledWith: "Sources/A/Main.swift"),
                       ["Sources/A/Core/Store.swift", "Sources/A/Main.swift"])
    }

    func testAMultiPlatformXcodeProjectsSharedFilesBelongToEachTargetTheyAreGivenTo() {
        let tree = [
            "Shop.xcodeproj/project.pbxproj": XcodeProjectTests.multiPlatform,
            "iOS/AppDelegate.swift": "", "iOS/Legacy.swift": "", "iOS/Info.plist": "",
            "Shared/AppDelegate+Shared.swift": "", "Shared/Theme.swift": "", "Shared/Assets.xcassets/x.swift": "",
            "mac OS/App Delegate.swift": "", "Tools/script.swift": "",
        ]
        XCTAssertEqual(files(tree, compiledWith: "iOS/AppDelegate.swift"),
                       ["Shared/AppDelegate+Shared.swift", "Shared/Theme.swift", "iOS/AppDelegate.swift"])
        XCTAssertEqual(files(tree, compiledWith: "mac OS/App Delegate.swift"),
                       ["Shared/AppDelegate+Shared.swift", "mac OS/App Delegate.swift"])
        // A file the project does not list yet (one scaffold writes) joins the targets of the files near it.
        XCTAssertEqual(files(tree, compiledWith: "mac OS/AppDelegate/Components/LegacyComponent.swift"),
                       ["Shared/AppDelegate+Shared.swift", "mac OS/App Delegate.swift"])
        // A file in both targets: the files of both.
        XCTAssertEqual(files(tree, compiledWith: "Shared/AppDelegate+Shared.swift"), [
            "Shared/AppDelegate+Shared.swift", "Shared/Theme.swift", "iOS/AppDelegate.swift",
            "mac OS/App Delegate.swift",
        ])
    }

    func testWithoutAProjectEverySwiftFileOutsideBuildDependencyAndTestFolders() {
        let tree = [
            "App/AppDelegate.swift": "", "Shared/AppDelegate+Shared.swift": "", "AppTests/AppTests.swift": "",
            ".build/checkouts/x.swift": "", "DerivedData/y.swift": "", "Pods/Z/z.swift": "", "Carthage/c.swift": "",
            "Old.xcodeproj/w.swift": "", "Play.playground/Contents.swift": "", "README.md": "",
        ]
        XCTAssertEqual(files(tree, compiledWith: "App/AppDelegate.swift"),
                       ["App/AppDelegate.swift", "Shared/AppDelegate+Shared.swift"])
        XCTAssertEqual(files(tree, compiledWith: "AppTests/AppTests.swift"),
                       ["App/AppDelegate.swift", "AppTests/AppTests.swift", "Shared/AppDelegate+Shared.swift"])
    }

    func testAnUnreadableXcodeProjectFallsBackToEveryFile() {
        let tree = ["A.xcodeproj/project.pbxproj": "// !$*UTF8*$!\n", "A/AppDelegate.swift": "", "B/Other.swift": ""]
        XCTAssertEqual(files(tree, compiledWith: "A/AppDelegate.swift"), ["A/AppDelegate.swift", "B/Other.swift"])
    }
}
