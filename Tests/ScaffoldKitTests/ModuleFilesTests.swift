import XCTest
@testable import ScaffoldKit
import ScaffoldTestSupport

/// `adopt` finds the delegate's extensions in every file of its target, wherever the folder (issue 22, item 7).
final class ModuleFilesTests: XCTestCase {
    private static let delegate = """
        import UIKit

        @main
        class AppDelegate: UIResponder, UIApplicationDelegate {
            func applicationDidBecomeActive(_ application: UIApplication) {
                refreshBadge()
            }
        }

        """

    private static let shared = """
        import UIKit

        extension AppDelegate {
            func refreshBadge() {}
        }

        """

    /// The iOS target of an Xcode project compiles `iOS/` and `Shared/`; `Tools/` belongs to no target.
    private static let project = """
        // !$*UTF8*$!
        {
            objects = {
                MAIN = {isa = PBXGroup; children = (SHARED, IOSDIR); sourceTree = "<group>"; };
                SHARED = {isa = PBXFileSystemSynchronizedRootGroup; path = Shared; sourceTree = "<group>"; };
                IOSDIR = {isa = PBXFileSystemSynchronizedRootGroup; path = iOS; sourceTree = "<group>"; };
                IOS = {isa = PBXNativeTarget; fileSystemSynchronizedGroups = (IOSDIR, SHARED); name = Shop; productType = "com.apple.product-type.application"; };
            };
        }
        """

    func testAnExtensionInAnotherFolderOfTheTargetIsRepointedAndOneOutsideTheTargetIsLeftAlone() throws {
        let tool = "extension AppDelegate {\n    static let tool = true\n}\n"
        let project = InMemoryProject(files: [
            "Shop.xcodeproj/project.pbxproj": Self.project, "iOS/AppDelegate.swift": Self.delegate,
            "Shared/AppDelegate+Shared.swift": Self.shared, "Tools/AppDelegate+Tool.swift": tool,
        ])
        let result = project.run("adopt", "iOS/AppDelegate.swift")
        XCTAssertEqual(result.status, 0, result.errors)
        XCTAssertEqual(project.text("Shared/AppDelegate+Shared.swift"),
                       Self.shared.replacingOccurrences(of: "extension AppDelegate", with: "extension LegacyComponent"))
        XCTAssertEqual(project.text("Tools/AppDelegate+Tool.swift"), tool)
        XCTAssertEqual(project.run("generate", "--check").status, 0)
    }

    func testInAPackageTheTargetsFilesAreSearchedAndAnotherTargetsAreNot() throws {
        let package = """
            let package = Package(name: "Shop", targets: [
                .executableTarget(name: "Shop", path: "App"),
                .target(name: "Kit"),
            ])
            """
        let other = "extension AppDelegate {}\n"
        let project = InMemoryProject(files: [
            "Package.swift": package, "App/Main/AppDelegate.swift": Self.delegate,
            "App/Support/AppDelegate+Shared.swift": Self.shared, "Sources/Kit/AppDelegate+Kit.swift": other,
        ])
        let result = project.run("adopt", "App/Main/AppDelegate.swift")
        XCTAssertEqual(result.status, 0, result.errors)
        XCTAssertTrue(project.text("App/Support/AppDelegate+Shared.swift")?.contains("extension LegacyComponent {")
            ?? false)
        XCTAssertEqual(project.text("Sources/Kit/AppDelegate+Kit.swift"), other)
        let manifest = try XCTUnwrap(project.text("scaffold.yml"))
        XCTAssertTrue(manifest.contains("\nmodule: Shop\n"), manifest)
        XCTAssertTrue(manifest.contains("  tests: Tests/ShopTests/AppDelegate\n"), manifest)
    }
}
