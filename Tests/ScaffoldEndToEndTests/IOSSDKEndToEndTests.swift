import Foundation
import XCTest

/// Every iOS scenario of `EndToEndScenarios` (every method of the iOS catalog protocols that the SDK has, the
/// three recipes together, a user protocol, the SDK's interface as a user protocol, `style: objc`), sources and
/// generated tests, compiled against the real iOS SDK in Swift 6, Swift 5 and Swift 6 with Xcode 26's MainActor
/// default isolation: no error and no warning outside the SDK. Skipped, saying so, when no iOS SDK is found.
final class IOSSDKEndToEndTests: XCTestCase {
    func testEveryUIApplicationDelegateMethodCompilesAgainstTheIOSSDK() throws {
        try assertCompilesAgainstIOSSDK("Example")
    }

    func testTheThreeRecipesTogetherCompileAgainstTheIOSSDK() throws {
        try assertCompilesAgainstIOSSDK("Recipes")
    }

    /// Typed leaves, the user's leaf factory, the key window, the notification delegate installed at launch.
    func testTheErgonomicsScenarioCompilesAgainstTheIOSSDK() throws {
        try assertCompilesAgainstIOSSDK("Ergonomics")
    }

    /// Signposts (`os`), the launch report, `after:` and deferred launch work.
    func testLaunchCostCompilesAgainstTheIOSSDK() throws {
        try assertCompilesAgainstIOSSDK("LaunchCost")
    }

    func testTheSceneAndNotificationDelegatesAndAUserProtocolCompileAgainstTheIOSSDK() throws {
        try assertCompilesAgainstIOSSDK("Catalog")
    }

    func testTheSDKInterfaceAsAUserProtocolCompilesAgainstTheIOSSDK() throws {
        try assertCompilesAgainstIOSSDK("SDKInterface")
    }

    /// `style: objc` with every method: the Swift compiles, and an `AppDelegate.m` written from the generated
    /// header's lines compiles with `clang -Wall` against the module's generated Objective-C header.
    func testTheObjectiveCStyleAndAnAppDelegateWrittenFromItsHeaderCompileAgainstTheIOSSDK() throws {
        let sdk = try IOSSDK.required()
        let scenario = try EndToEndScenarios.scenario("ObjCApp")
        try assertCompilesAgainstIOSSDK("ObjCApp")
        let output = try IOSSDKBuild.outputFolder(scenario, .swift6)
        guard FileManager.default.fileExists(atPath: output.appendingPathComponent("ObjCApp-Swift.h").path) else {
            return XCTFail("no ObjCApp-Swift.h: the Swift module did not compile")
        }
        let header = try scenario.read("Sources/ObjCApp/AppDelegate/Generated/AppDelegate+Scaffold.h")
        let source = output.appendingPathComponent("AppDelegate.m")
        try ObjCAppDelegateSource.make(fromHeader: header, composite: "AppDelegate")
            .write(to: source, atomically: true, encoding: .utf8)
        let clang = try ProcessRunner.run(ProcessRunner.tool("clang"), [
            "-target", "arm64-apple-ios16.0", "-isysroot", sdk.path.path, "-fobjc-arc", "-fmodules",
            "-fmodules-cache-path=\(sdk.cache.appendingPathComponent("clang").path)", "-fsyntax-only", "-Wall",
            "-I", output.path, source.path,
        ], in: output)
        let problems = IOSSDKBuild.problems(in: clang, sdk: sdk)
        XCTAssertEqual(problems, [], "clang -Wall AppDelegate.m:\n\(problems.joined(separator: "\n"))")
        XCTAssertEqual(clang.status, 0, clang.stderr)
    }
}

extension XCTestCase {
    /// Asserts that the scenario `module` compiled against the iOS SDK in every language setting with no error and
    /// no warning outside the SDK (`ScenarioBuilds`); skips, saying so, when there is no SDK.
    func assertCompilesAgainstIOSSDK(_ module: String, file: StaticString = #filePath, line: UInt = #line) throws {
        _ = try IOSSDK.required()
        _ = try EndToEndScenarios.scenario(module)  // throws why the scenario could not be made
        for mode in IOSSDKBuild.Mode.allCases {
            let problems = try ScenarioBuilds.sdkProblems(module, mode)
            XCTAssertEqual(problems, [], "\(module) against the iOS SDK in \(mode.rawValue):\n"
                + problems.joined(separator: "\n"), file: file, line: line)
        }
    }
}
