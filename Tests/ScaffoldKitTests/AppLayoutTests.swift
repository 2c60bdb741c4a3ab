import XCTest
@testable import ScaffoldKit

final class AppLayoutTests: XCTestCase {
    private func layout(_ files: [String: String], module: String? = nil) throws -> AppLayout {
        let fileSystem = InMemoryFileSystem(
            currentDirectory: "/p", files: Dictionary(uniqueKeysWithValues: files.map { ("/p/" + $0.key, $0.value) }))
        return try AppLayout.detect(in: "/p", module: module, fileSystem: fileSystem)
    }

    private func diagnostic(_ files: [String: String], module: String? = nil) -> Diagnostic? {
        do {
            _ = try layout(files, module: module)
            return nil
        } catch {
            return error as? Diagnostic
        }
    }

    private static let twoApps = """
        // swift-tools-version:6.0
        import PackageDescription
        let package = Package(name: "Apps", targets: [
            .executableTarget(name: "MyApp", dependencies: [.target(name: "Core")]),
            .executableTarget(name: "Widget"),
            .target(name: "Core"),
            .testTarget(name: "MyAppTests", dependencies: ["MyApp"]),
        ])
        """

    func testAFolderWithNeitherUsesSourcesAndTestsUnderTheModule() throws {
        XCTAssertEqual(try layout([:]), AppLayout(module: "App", sources: "Sources/App", tests: "Tests/AppTests"))
        XCTAssertEqual(try layout([:], module: "Shop"),
                       AppLayout(module: "Shop", sources: "Sources/Shop", tests: "Tests/ShopTests"))
    }

    func testThePackagesOnlyExecutableTargetIsTheApp() throws {
        let package = """
            let package = Package(name: "Shop", targets: [
                .target(name: "ShopCore"),
                .executableTarget(name: "ShopApp", dependencies: ["ShopCore"], path: "App/Sources"),
                .testTarget(name: "ShopAppTests", path: "App/Tests"),
            ])
            """
        XCTAssertEqual(try layout(["Package.swift": package]),
                       AppLayout(module: "ShopApp", sources: "App/Sources", tests: "App/Tests"))
    }

    func testWithoutExecutablesThePackagesOnlyLibraryTargetIsUsed() throws {
        let package = #"let package = Package(name: "Feature", targets: [.target(name: "Feature"), .testTarget(name: "FeatureTests")])"#
        XCTAssertEqual(try layout(["Package.swift": package]),
                       AppLayout(module: "Feature", sources: "Sources/Feature", tests: "Tests/FeatureTests"))
    }

    func testModuleChoosesAmongSeveralTargets() throws {
        XCTAssertEqual(try layout(["Package.swift": Self.twoApps], module: "Widget"),
                       AppLayout(module: "Widget", sources: "Sources/Widget", tests: "Tests/WidgetTests"))
        XCTAssertEqual(try layout(["Package.swift": Self.twoApps], module: "Core").sources, "Sources/Core")
    }

    func testSeveralCandidatesAreAnErrorListingThemWhereTheyAreDeclared() {
        let error = diagnostic(["Package.swift": Self.twoApps])
        XCTAssertEqual(error?.rendered, """
            Package.swift:4:29: error: 'Package.swift' has 2 possible app targets (MyApp, Widget); choose one with --module NAME
            Package.swift:4:29: note: 'MyApp' is declared here
            Package.swift:5:29: note: 'Widget' is declared here
            """)
    }

    func testAModuleThatIsNoTargetIsAnErrorWithTheNearestName() {
        let error = diagnostic(["Package.swift": Self.twoApps], module: "MyAp")
        XCTAssertEqual(error?.message,
                       "'Package.swift' has no target named 'MyAp'; did you mean 'MyApp'?; its targets: MyApp, Widget, Core")
        XCTAssertEqual(error?.notes.count, 3)
    }

    func testTargetNamesInCommentsStringsAndOtherCallsAreNotTargets() throws {
        let package = """
            // .executableTarget(name: "Old"),
            /* .executableTarget(name: "Older") */
            let note = ".executableTarget(name: \\"Quoted\\")"
            let package = Package(name: "P", products: [.executable(name: "Tool", targets: ["App"])], targets: [
                .executableTarget(name: "App", plugins: [.plugin(name: "Lint", package: "lint")]),
                .plugin(name: "Gen", capability: .buildTool()),
                .macro(name: "Macros"),
            ])
            """
        XCTAssertEqual(try layout(["Package.swift": package]).module, "App")
    }

    func testBesideAnXcodeProjectTheFolderNamedLikeTheProject() throws {
        XCTAssertEqual(try layout(["My App.xcodeproj/project.pbxproj": ""]),
                       AppLayout(module: "My_App", sources: "My App", tests: "My AppTests"))
        XCTAssertEqual(try layout(["Shop.xcodeproj/project.pbxproj": ""], module: "ShopKit"),
                       AppLayout(module: "ShopKit", sources: "ShopKit", tests: "ShopKitTests"))
    }

    func testTwoXcodeProjectsAreAnErrorNamingBoth() {
        XCTAssertEqual(diagnostic(["A.xcodeproj/project.pbxproj": "", "B.xcodeproj/project.pbxproj": ""])?.message,
                       "this folder has 2 Xcode projects (A.xcodeproj, B.xcodeproj); choose the app with --module NAME")
    }

    func testXcodeModuleNamesAreIdentifiers() {
        XCTAssertEqual(AppLayout.moduleName(forProduct: "2048 Game"), "_2048_Game")
        XCTAssertEqual(AppLayout.moduleName(forProduct: "Shop-iOS"), "Shop_iOS")
    }
}
