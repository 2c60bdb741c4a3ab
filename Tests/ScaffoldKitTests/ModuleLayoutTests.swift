import XCTest
@testable import ScaffoldKit
import ScaffoldTestSupport

/// `adopt` writes where `init` would: one layout detection for every command (issue 22, item 9).
final class ModuleLayoutTests: XCTestCase {
    private func fields(_ layout: ModuleLayout) -> [String] {
        [layout.root, layout.moduleName, layout.generated, layout.components, layout.tests]
    }

    private func layout(_ files: [String: String], delegate: String) -> ModuleLayout {
        let fileSystem = InMemoryFileSystem(
            currentDirectory: "/p", files: Dictionary(uniqueKeysWithValues: files.map { ("/p/" + $0.key, $0.value) }))
        let app = AppLayout.detect(in: "/p", containing: delegate, module: nil, fileSystem: fileSystem)
        return ModuleLayout(delegatePath: delegate, composite: "AppDelegate", app: app)
    }

    func testInAnXcodeProjectTheTestsGoToTheTestTargetsFolderAsInitWritesThem() throws {
        let project = """
            { objects = {
                APP = {isa = PBXFileSystemSynchronizedRootGroup; path = "Shop App"; sourceTree = "<group>"; };
                TESTS = {isa = PBXFileSystemSynchronizedRootGroup; path = "Unit Tests"; sourceTree = "<group>"; };
                T1 = {isa = PBXNativeTarget; fileSystemSynchronizedGroups = (APP); name = Shop; productType = "com.apple.product-type.application"; };
                T2 = {isa = PBXNativeTarget; fileSystemSynchronizedGroups = (TESTS); name = ShopTests; productType = "com.apple.product-type.bundle.unit-test"; };
            }; }
            """
        let layout = layout(["Shop.xcodeproj/project.pbxproj": project], delegate: "Shop App/Main/AppDelegate.swift")
        XCTAssertEqual(fields(layout), ["Shop App", "Shop", "Shop App/Main/AppDelegate/Generated",
                                        "Shop App/Main/AppDelegate/Components", "Unit Tests/AppDelegate"])
    }

    func testXcodesTemplateAdoptedWritesMyAppTestsLikeInit() throws {
        let files = ["MyApp.xcodeproj/project.pbxproj": String(decoding: try XcodeProjectTests.templateProject,
                                                               as: UTF8.self)]
        let adopted = layout(files, delegate: "MyApp/AppDelegate.swift")
        XCTAssertEqual(adopted.tests, "MyAppTests/AppDelegate")
        XCTAssertEqual(adopted.moduleName, "MyApp")
        let initialized = try AppLayout.detect(in: "/p", module: nil, fileSystem: InMemoryFileSystem(
            currentDirectory: "/p", files: ["/p/MyApp.xcodeproj/project.pbxproj": files.values.first ?? ""]))
        XCTAssertEqual(adopted.tests, initialized.tests + "/AppDelegate")
    }

    func testAnUnreadableXcodeProjectIsReadAsInitReadsIt() {
        let layout = layout(["Shop.xcodeproj/project.pbxproj": "// !$*UTF8*$!\n"], delegate: "Shop/AppDelegate.swift")
        XCTAssertEqual(layout.tests, "ShopTests/AppDelegate")
        XCTAssertEqual(layout.moduleName, "Shop")
    }

    func testAPackagesTargetAndItsTestTarget() {
        let package = """
            let package = Package(name: "Shop", targets: [
                .executableTarget(name: "ShopApp", path: "App/Sources"),
                .testTarget(name: "ShopAppTests", path: "App/Tests"),
            ])
            """
        let layout = layout(["Package.swift": package], delegate: "App/Sources/Delegates/AppDelegate.swift")
        XCTAssertEqual(fields(layout), ["App/Sources", "ShopApp", "App/Sources/Delegates/AppDelegate/Generated",
                                        "App/Sources/Delegates/AppDelegate/Components", "App/Tests/AppDelegate"])
    }

    func testWithoutAProjectThePathDecidesAsBefore() {
        XCTAssertEqual(layout([:], delegate: "Sources/Groceries/App/AppDelegate.swift"),
                       ModuleLayout(delegatePath: "Sources/Groceries/App/AppDelegate.swift", composite: "AppDelegate"))
        XCTAssertEqual(layout([:], delegate: "Sources/Groceries/App/AppDelegate.swift").tests,
                       "Tests/GroceriesTests/AppDelegate")
        XCTAssertEqual(layout([:], delegate: "AppDelegate.swift").moduleName, "App")
    }
}
