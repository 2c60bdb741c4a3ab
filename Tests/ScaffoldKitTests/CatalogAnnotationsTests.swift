import XCTest
@testable import ScaffoldKit

/// A user protocol named like a built-in one takes the catalog's annotations.
final class CatalogAnnotationsTests: XCTestCase {
    func testTheSDKInterfaceTakesTheCatalogsAnnotationsAndPoliciesForEverySelector() throws {
        let spec = try SDKInterfaceFixture.loaded()
        let catalog = try GeneratorFixture.catalogSpec()
        XCTAssertEqual(spec.methods.map(\.selector), catalog.methods.map(\.selector))
        for (method, known) in zip(spec.methods, catalog.methods) {
            XCTAssertEqual(method.annotations, known.annotations, method.selector)
            let shape = try MethodShape.shape(of: method).get()
            XCTAssertEqual(ForwardingPlanner.describe(method, shape: shape),
                           ForwardingPlanner.describe(known, shape: try MethodShape.shape(of: known).get()),
                           method.selector)
        }
        XCTAssertEqual(spec.annotations,
                       ["superclass": "UIResponder", "module": "UIKit", "imports": "Foundation, UIKit",
                        "role": "app-delegate"])
        XCTAssertEqual(spec.imports, ["Foundation", "UIKit"])
    }

    func testTheCatalogsKeyAnswersAreThoseOfTheSDKInterface() throws {
        let spec = try SDKInterfaceFixture.loaded()
        func annotations(_ selector: String) -> [String: String] { spec.method(named: selector)?.annotations ?? [:] }
        XCTAssertEqual(annotations("application(_:didFinishLaunchingWithOptions:)"), ["policy": "all"])
        XCTAssertEqual(annotations("application(_:supportedInterfaceOrientationsFor:)"),
                       ["policy": "intersection", "fallback": ".all"])
        XCTAssertEqual(annotations("application(_:configurationForConnecting:options:)"),
                       ["policy": "firstNonNil",
                        "fallback": "UISceneConfiguration(name: nil, sessionRole: connectingSceneSession.role)"])
        XCTAssertEqual(annotations("application(_:handle:completionHandler:)"),
                       ["policy": "firstNonNil", "fallback": "INIntentResponse()", "imports": "Intents"])
        XCTAssertEqual(annotations("application(_:userDidAcceptCloudKitShareWith:)"), ["imports": "CloudKit"])
        XCTAssertEqual(annotations("applicationWillTerminate(_:)"), [:])
    }

    func testTheUsersOwnAnnotationsWinKeyByKey() throws {
        let text = """
            import MyKit
            /// - scaffold.superclass: NSObject
            @MainActor public protocol UIApplicationDelegate : NSObjectProtocol {
                /// - scaffold.policy: any
                optional func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey : Any]? = nil) -> Bool
                /// - scaffold.policy: first
                optional func application(_ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?) -> UIInterfaceOrientationMask
            }
            """
        let fileSystem = InMemoryFileSystem(files: ["/work/app/Delegate.swift": text])
        let loader = ProtocolLoader(templates: TemplateStore.builtIn, fileSystem: fileSystem, directory: "/work/app")
        let spec = try loader.load(GeneratorFixture.located("Delegate.swift#UIApplicationDelegate")).spec
        XCTAssertEqual(spec.annotations, ["superclass": "NSObject", "module": "UIKit", "imports": "MyKit",
                                          "role": "app-delegate"])
        XCTAssertEqual(spec.imports, ["MyKit", "UIKit"])
        XCTAssertEqual(spec.methods.map(\.annotations), [["policy": "any"], ["policy": "first", "fallback": ".all"]])
    }

    func testAProtocolWithAnotherNameTakesNothing() throws {
        let text = try SDKInterfaceFixture.text()
            .replacingOccurrences(of: "protocol UIApplicationDelegate", with: "protocol AppDelegateInterface")
        let fileSystem = InMemoryFileSystem(files: ["/work/app/Delegate.swift": text])
        let loader = ProtocolLoader(templates: TemplateStore.builtIn, fileSystem: fileSystem, directory: "/work/app")
        let spec = try loader.load(GeneratorFixture.located("Delegate.swift#AppDelegateInterface")).spec
        XCTAssertEqual(spec.annotations, [:])
        XCTAssertTrue(spec.methods.allSatisfy { $0.annotations.isEmpty })
    }
}
