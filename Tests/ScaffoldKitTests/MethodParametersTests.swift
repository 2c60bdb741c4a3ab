import XCTest
@testable import ScaffoldKit

/// A composite's methods share the converted values of the parameters they have in common (`MethodParameters`),
/// which are the values each method's own conversion makes.
final class MethodParametersTests: XCTestCase {
    private let application = Parameter(label: nil, name: "application", type: .named("UIApplication"))
    private let options = Parameter(label: "options", name: "options", type: .optional(.named("Options")))
    private let scene = Parameter(label: "scene", name: "scene", type: .named("UISceneSession"))

    func testSharedParametersAreConvertedOnceAndAsEachMethodAlone() {
        var shared = MethodParameters.Shared()
        let first = shared.parameters([application, options])
        let second = shared.parameters([application, scene])
        let alone = MethodParameters([application, scene])
        XCTAssertEqual(second.declared, alone.declared)
        XCTAssertEqual(second.passed, alone.passed)
        XCTAssertEqual(second.sampled, alone.sampled)
        guard case .object(let once) = first.declared[0], case .object(let again) = second.declared[0] else {
            return XCTFail("a declared parameter is an object")
        }
        XCTAssertTrue(once.keys === again.keys)
        XCTAssertEqual(first.sampled[1], SwiftSignature.argument(label: "options", value: "nil"))
        XCTAssertNil(second.sampled[1], "scaffold knows no sample of UISceneSession")
    }

    func testAComponentDeclarationWithOtherParametersHasItsOwn() {
        let own = MethodParameters([application, options])
        XCTAssertEqual(own.declared(as: [application, options], own: [application, options]), own.declared)
        XCTAssertEqual(own.declared(as: [application, scene], own: [application, options]),
                       [application, scene].map(SwiftSignature.declared))
    }
}
