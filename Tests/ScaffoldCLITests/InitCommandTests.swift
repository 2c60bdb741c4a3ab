import XCTest
import ScaffoldTestSupport

/// `scaffold init` as a new user meets it (issue 22, items 17 and 18): in Xcode's app templates, where the app has
/// a delegate already, and from a subfolder of the project.
final class InitCommandTests: XCTestCase {
    func testInXcodesUIKitTemplateInitRefusesAtTheAppDelegateWithTheWayForwardAndWritesNothing() throws {
        let project = try XcodeAppFixture.uiKit.project()
        let before = project.files
        let result = project.run("init")
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.output, "")
        XCTAssertEqual(result.errors, """
            MyApp/AppDelegate.swift:11:7: error: 'AppDelegate' is declared here already (a class adopting \
            UIApplicationDelegate); this file has the name of 'MyApp/AppDelegate/Generated/AppDelegate.swift', which \
            init writes (Xcode refuses two files of one name in a target): 'scaffold init' would make a second \
            'AppDelegate'; nothing was written
            MyApp/AppDelegate.swift:11:7: note: to make it the composite, its code moved into a leaf: scaffold adopt \
            MyApp/AppDelegate.swift
            MyApp/AppDelegate.swift:11:7: note: to keep it and add a composite of another name: scaffold init \
            --composite NAME

            """)
        XCTAssertEqual(project.files, before)
    }

    func testBothWaysForwardWork() throws {
        let adopting = try XcodeAppFixture.uiKit.project()
        XCTAssertEqual(adopting.run("adopt", "MyApp/AppDelegate.swift").status, 0)
        XCTAssertEqual(adopting.run("generate", "--check").status, 0)

        let beside = try XcodeAppFixture.uiKit.project()
        let result = beside.run("init", "--composite", "AppComposite")
        XCTAssertEqual(result.status, 0, result.errors)
        XCTAssertNotNil(beside.text("MyApp/AppComposite/Generated/AppComposite.swift"))
        XCTAssertNotNil(beside.text("MyAppTests/AppComposite/AppCompositeForwardingTests.swift"))
        let original = try XcodeAppFixture.uiKit.files()["MyApp/AppDelegate.swift"]
        XCTAssertEqual(beside.text("MyApp/AppDelegate.swift"), original)
    }

    func testFromTheAppsFolderTheRefusalSaysWhereToAdoptFrom() throws {
        let project = InMemoryProject(files: try XcodeAppFixture.uiKit.files(), workingFolder: "MyApp")
        let result = project.run("init")
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.errors.hasPrefix("AppDelegate.swift:11:7: error: 'AppDelegate' is declared here "),
                      result.errors)
        XCTAssertTrue(result.errors.contains("note: to make it the composite, its code moved into a leaf: "
            + "cd /work/app && scaffold adopt MyApp/AppDelegate.swift\n"), result.errors)
    }

    func testInXcodesSwiftUITemplateInitWritesBesideTheProject() throws {
        let project = InMemoryProject(files: try XcodeAppFixture.swiftUI.files(), workingFolder: "MyApp")
        let result = project.run("init")
        XCTAssertEqual(result.status, 0, result.errors)
        XCTAssertTrue(result.output.hasPrefix("""
            project  /work/app (its MyApp.xcodeproj): scaffold.yml goes there
            created  /work/app/scaffold.yml

            """), result.output)
        let manifest = try XCTUnwrap(project.text("scaffold.yml"))
        XCTAssertTrue(manifest.contains("\nmodule: MyApp\n"), manifest)
        XCTAssertNotNil(project.text("MyApp/AppDelegate/Generated/AppDelegate.swift"))
        XCTAssertNotNil(project.text("MyAppTests/AppDelegate/AppDelegateForwardingTests.swift"))
    }

    func testADelegateOfAnotherNameIsRefusedUnlessTheCompositeIsNamed() throws {
        var files = try XcodeAppFixture.swiftUI.files()
        files["MyApp/ShopDelegate.swift"] = """
            import UIKit

            final class ShopDelegate: NSObject, UIApplicationDelegate {}

            """
        let project = InMemoryProject(files: files)
        let result = project.run("init")
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.errors.split(separator: "\n").first, """
            MyApp/ShopDelegate.swift:3:13: error: 'ShopDelegate' adopts UIApplicationDelegate here already: \
            'scaffold init' would make a second app delegate; nothing was written
            """)
        XCTAssertTrue(result.errors.contains("scaffold adopt MyApp/ShopDelegate.swift\n"), result.errors)
        XCTAssertEqual(project.run("init", "--composite", "AppDelegate").status, 0)
    }

    func testAConformanceInAnExtensionAndADelegateTypeOfAnotherKindAreFound() throws {
        var files = try XcodeAppFixture.swiftUI.files()
        files["MyApp/Coordinator.swift"] = "final class Coordinator {}\n\n"
            + "extension Coordinator: UIApplicationDelegate {}\n"
        files["MyApp/Legacy/AppDelegate.swift"] = "import UIKit\n\nenum AppDelegate {}\n"
        let result = InMemoryProject(files: files).run("init")
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(Self.errors(result.errors), """
            MyApp/Coordinator.swift:3:11: error: 'Coordinator' adopts UIApplicationDelegate here already (in an \
            extension): 'scaffold init' would make a second app delegate; nothing was written
            MyApp/Legacy/AppDelegate.swift:3:6: error: 'AppDelegate' is declared here already (an enum); this file \
            has the name of 'MyApp/AppDelegate/Generated/AppDelegate.swift', which init writes (Xcode refuses two \
            files of one name in a target): 'scaffold init' would make a second 'AppDelegate'; nothing was written
            """)
        XCTAssertFalse(result.errors.contains("scaffold adopt MyApp/Legacy"), "an enum cannot be adopted")
    }

    func testAFileNamedLikeOneInitWritesAnywhereInTheTargetIsRefused() throws {
        var files = try XcodeAppFixture.swiftUI.files()
        files["MyApp/Support/AppDelegateComponent.swift"] = "// notes\n"
        files["MyAppTests/Old/AppDelegateForwardingTests.swift"] = "// old tests\n"
        files["MyAppUITests/AppDelegate.swift"] = "// another target: no clash\n"
        let result = InMemoryProject(files: files).run("init")
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(Self.errors(result.errors), """
            MyApp/Support/AppDelegateComponent.swift:1:1: error: this file has the name of \
            'MyApp/AppDelegate/Generated/AppDelegateComponent.swift', which init writes (Xcode refuses two files of \
            one name in a target): 'scaffold init' would make a second 'AppDelegateComponent.swift'; nothing was \
            written
            MyAppTests/Old/AppDelegateForwardingTests.swift:1:1: error: this file has the name of \
            'MyAppTests/AppDelegate/AppDelegateForwardingTests.swift', which init writes (Xcode refuses two files of \
            one name in a target): 'scaffold init' would make a second 'AppDelegateForwardingTests.swift'; nothing \
            was written
            """)
    }

    /// The error lines of `text`, without their notes.
    private static func errors(_ text: String) -> String {
        text.split(separator: "\n").filter { $0.contains(": error: ") }.joined(separator: "\n")
    }

    private static let package = """
        // swift-tools-version:6.0
        import PackageDescription
        let package = Package(name: "Shop", targets: [
            .executableTarget(name: "MyApp"),
            .executableTarget(name: "Widget"),
            .testTarget(name: "MyAppTests", dependencies: ["MyApp"]),
        ])
        """

    func testFromAPackagesTargetFolderInitWritesAtThePackageForThatTarget() throws {
        let files = ["Package.swift": Self.package, "Sources/MyApp/Main.swift": "", "Sources/Widget/Main.swift": ""]
        let project = InMemoryProject(files: files, workingFolder: "Sources/MyApp")
        let result = project.run("init")
        XCTAssertEqual(result.status, 0, result.errors)
        XCTAssertTrue(result.output.hasPrefix("project  /work/app (its Package.swift): scaffold.yml goes there\n"),
                      result.output)
        let manifest = try XCTUnwrap(project.text("scaffold.yml"))
        XCTAssertTrue(manifest.contains("\nmodule: MyApp\n"), manifest)
        XCTAssertNotNil(project.text("Sources/MyApp/AppDelegate/Generated/AppDelegate.swift"))
        XCTAssertNotNil(project.text("Tests/MyAppTests/AppDelegate/AppDelegateForwardingTests.swift"))
        XCTAssertNil(project.text("Sources/MyApp/scaffold.yml"))

        let widget = InMemoryProject(files: files, workingFolder: "Sources/Widget")
        XCTAssertEqual(widget.run("init").status, 0)
        XCTAssertNotNil(widget.text("Sources/Widget/AppDelegate/Generated/AppDelegate.swift"))
    }

    func testTheSearchStopsAtTheRepositorysTopAndSaysTheDefaultLayoutIsUsed() throws {
        let project = InMemoryProject(files: ["Package.swift": Self.package, "Tools/Gen/.git/HEAD": "ref\n"],
                                      workingFolder: "Tools/Gen")
        let result = project.run("init")
        XCTAssertEqual(result.status, 0, result.errors)
        XCTAssertTrue(result.output.hasPrefix("""
            no Package.swift or .xcodeproj here or above: the default layout (Sources/App, Tests/AppTests)
            created  scaffold.yml

            """), result.output)
        XCTAssertNotNil(project.text("Tools/Gen/Sources/App/AppDelegate/Generated/AppDelegate.swift"))
        XCTAssertEqual(project.run("init", "--quiet").status, 1, "a second init is refused")
    }
}
