import XCTest

/// `uses:`, `memberLookup:` and `conditions:` as an app relies on them (scenario `Wiring` of `EndToEndScenarios`):
/// its own tests and the generated ones pass on the stand-ins in Swift 6 and 5; it compiles against the iOS SDK with
/// the other scenarios (`IOSSDKEndToEndTests`).
final class WiringEndToEndTests: XCTestCase {
    func testTheAppsOwnTestsOfTheWiringPassInSwift6AndSwift5() throws {
        for (mode, output) in try assertPassesOnStandIns("Wiring") {
            for test in ["testALeafIsBuiltWithTheLeafItUses", "testMembersOfTheLookedUpLeafAreReachedOnTheComposite",
                         "testAMethodIsForwardedUnderItsCondition"] {
                XCTAssertTrue(output.contains(".\(test)' passed"),
                              "\(mode): \(test) did not pass:\n\(output.suffix(3000))")
            }
        }
    }

    /// A method whose leaves implement it only under `#if os(tvOS)` is forwarded, tested and declared only there.
    func testAMethodUnderAConditionIsWrittenInsideIt() throws {
        let scenario = try EndToEndScenarios.scenario("Wiring")
        let generated = "Sources/Wiring/AppDelegate/Generated/"
        for file in ["AppDelegate.swift", "AppDelegateComponent.swift", "Sequence+AppDelegateComponent.swift"] {
            let text = try scenario.read(generated + file)
            XCTAssertTrue(text.contains("#if os(tvOS)\n"), file)
            XCTAssertTrue(text.contains("#if canImport(UIKit)\n"), file)
        }
    }
}
