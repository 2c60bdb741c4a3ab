import Foundation
import ScaffoldKit
import XCTest

/// Xcode's generated interface of UIApplicationDelegate given as a user protocol (scenario `SDKInterface` of
/// `EndToEndScenarios`: generated, `generate --check` clean, then the interface file removed so the composite
/// conforms to UIKit's own protocol, whose requirements have no defaults), built against the UIKit stand-in with
/// warnings as errors and its generated tests run, in Swift 6 and Swift 5 modes.
final class SDKInterfaceEndToEndTests: XCTestCase {
    func testTheSDKInterfaceAsAUserProtocolBuildsAndPassesItsTestsInSwift6AndSwift5() throws {
        let fixture = TestPaths.sdkInterfaceFixture
        let bytes = Array(try Data(contentsOf: fixture))
        let spec = try SwiftDeclarationScanner.protocolSpec(named: "UIApplicationDelegate", in: bytes,
                                                            path: fixture.path)
        XCTAssertEqual(spec.methods.count, 53)
        XCTAssertEqual(spec.asyncTwins.count, 10)

        let scenario = try EndToEndScenarios.scenario("SDKInterface")
        let composite = try scenario.read("Sources/SDKInterface/AppDelegate/Generated/AppDelegate.swift")
        XCTAssertTrue(composite.contains("UIApplicationDelegate"), composite)
        let asyncComposite = try scenario.read("Sources/SDKInterface/AsyncAppDelegate/Generated/AsyncAppDelegate.swift")
        XCTAssertTrue(asyncComposite.contains("UIApplicationDelegate"), asyncComposite)
        XCTAssertFalse(FileManager.default.fileExists(
            atPath: scenario.sources.appendingPathComponent("UIApplicationDelegate.swift").path))
        _ = try assertPassesOnStandIns("SDKInterface")
    }
}
