import Foundation
import XCTest
@testable import ScaffoldKit

/// `style: objc` with every `UIApplicationDelegate` method (but `application(_:didReceiveRemoteNotification:)`, whose
/// name is refused as also naming an async form). The lines `AppDelegate+Scaffold.h` tells users to paste
/// into `AppDelegate.m` carry the SDK's selectors, types and nullability, so that the file compiles with clang -Wall
/// and no warning; `Tests/Scripts/sdk-check.sh SDK_DIR objc` proves the recorded header against the real SDK (each
/// declaration compared with UIApplication.h, and an AppDelegate.m written from it compiled with clang).
final class ObjCEveryMethodTests: XCTestCase {
    private static let golden = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Golden/ObjC/Every/AppDelegate+Scaffold.h")

    private func generate() throws -> [String: String] {
        // Every method but the deprecated one whose name also names an async form (refused as ambiguous).
        let selectors = try GeneratorFixture.catalogSpec().methods.map(\.selector)
            .filter { $0 != "application(_:didReceiveRemoteNotification:)" }
        XCTAssertEqual(selectors.count, 52)
        return try RecipesFixture.generate(RecipesFixture.manifest("""
            style: objc
            responsibilities:
              - name: Primary
                methods:

            """ + selectors.map { "          - \"\($0)\"\n" }.joined()))
    }

    private func header() throws -> String { try XCTUnwrap(generate()["Gen/AppDelegate+Scaffold.h"]) }

    func testTheHeaderMatchesItsGoldenFile() throws {
        let header = try header()
        if ProcessInfo.processInfo.environment["SCAFFOLD_RECORD_GOLDEN"] == "1" {
            try FileManager.default.createDirectory(at: Self.golden.deletingLastPathComponent(),
                                                    withIntermediateDirectories: true)
            try header.write(to: Self.golden, atomically: true, encoding: .utf8)
            return
        }
        XCTAssertEqual(header, try String(contentsOf: Self.golden, encoding: .utf8), "re-record with "
            + "SCAFFOLD_RECORD_GOLDEN=1, review the diff and run Tests/Scripts/sdk-check.sh SDK_DIR objc")
    }

    func testOptionalPointersAreNullableAndArraysKeepTheirElementTypes() throws {
        let header = try header()
        for declaration in [
            "- (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:"
                + "(nullable NSDictionary<UIApplicationLaunchOptionsKey, id> *)launchOptions {",
            "- (BOOL)application:(UIApplication *)application continueUserActivity:(NSUserActivity *)userActivity "
                + "restorationHandler:(void (^)(NSArray<id<UIUserActivityRestoring>> * _Nullable))restorationHandler {",
            "- (nullable id)application:(UIApplication *)application handlerForIntent:(INIntent *)intent {",
            "- (nullable UIViewController *)application:(UIApplication *)application "
                + "viewControllerWithRestorationIdentifierPath:(NSArray<NSString *> *)identifierComponents "
                + "coder:(NSCoder *)coder {",
            "- (UIInterfaceOrientationMask)application:(UIApplication *)application "
                + "supportedInterfaceOrientationsForWindow:(nullable UIWindow *)window {",
            "- (void)application:(UIApplication *)application handleWatchKitExtensionRequest:"
                + "(nullable NSDictionary *)userInfo reply:(void (^)(NSDictionary * _Nullable))reply {",
            "- (UISceneConfiguration *)application:(UIApplication *)application configurationForConnectingSceneSession:"
                + "(UISceneSession *)connectingSceneSession options:(UISceneConnectionOptions *)options {",
            "- (void)application:(UIApplication *)application willChangeStatusBarFrame:(CGRect)newStatusBarFrame {",
        ] {
            XCTAssertTrue(header.contains("//     " + declaration), "missing: \(declaration)")
        }
        XCTAssertFalse(header.contains("id /*"), "a type without an Objective-C spelling:\n\(header)")
    }

    func testSelectorsFollowTheSDKWhereSwiftRenamesThem() throws {
        let files = try generate()
        let header = try XCTUnwrap(files["Gen/AppDelegate+Scaffold.h"])
        let bridge = try XCTUnwrap(files["Gen/AppDelegate+Forwarding.swift"])
        for selector in ["application:handleIntent:completionHandler:",
                         "application:handleActionWithIdentifier:forLocalNotification:completionHandler:",
                         "application:handleActionWithIdentifier:forLocalNotification:withResponseInfo:completionHandler:"] {
            XCTAssertTrue(bridge.contains("@objc(\(selector))"), selector)
        }
        XCTAssertTrue(header.contains("[self.components application:application handleIntent:intent "
            + "completionHandler:completionHandler];"), header)
        XCTAssertEqual(header.components(separatedBy: " forLocalNotification:(UILocalNotification *)notification ")
            .count - 1, 2)
        XCTAssertFalse(bridge.contains("@objc(application:handle:completionHandler:)"), bridge)
    }

    func testADeprecatedMethodIsPastedBetweenPragmasThatSilenceOnlyItsDeprecation() throws {
        let header = try header()
        XCTAssertTrue(header.contains("""
            //     #pragma clang diagnostic push
            //     #pragma clang diagnostic ignored "-Wdeprecated-declarations"
            //     #pragma clang diagnostic ignored "-Wdeprecated-implementations"
            //     - (void)application:(UIApplication *)application didReceiveLocalNotification:\
            (UILocalNotification *)notification {
            //         [self.components application:application didReceiveLocalNotification:notification];
            //     }
            //     #pragma clang diagnostic pop
            """), header)
        XCTAssertEqual(header.components(separatedBy: "diagnostic push").count - 1, 26)
        XCTAssertFalse(header.contains("""
            //     #pragma clang diagnostic ignored "-Wdeprecated-implementations"
            //     - (void)applicationDidEnterBackground:
            """), header)
    }

    func testABridgeWhoseAnswerGoesToAHandlerReturnsNothing() throws {
        let bridge = try XCTUnwrap(generate()["Gen/AppDelegate+Forwarding.swift"])
        XCTAssertTrue(bridge.contains("""
                    (self as? [any UIApplicationDelegate] ?? []).application(application, handle: intent, \
            completionHandler: completionHandler, completionDeadline: 25)
                }
            """), bridge)
        XCTAssertFalse(bridge.contains("completionDeadline: 25) ??"), bridge)
    }
}
