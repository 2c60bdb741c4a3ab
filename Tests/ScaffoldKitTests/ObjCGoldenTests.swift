import Foundation
import XCTest
@testable import ScaffoldKit

/// `style: objc` output needs the Objective-C runtime, which Linux lacks: it is proved here by golden files
/// (reviewed in diffs; re-recorded with `SCAFFOLD_RECORD_GOLDEN=1`) and by `swiftc -parse`, which checks syntax;
/// `Tests/Scripts/sdk-check.sh SDK_DIR objc` compiles it against the real iOS SDK (every method, with clang too).
final class ObjCGoldenTests: XCTestCase {
    private static let golden = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Golden/ObjC")

    private let manifest = RecipesFixture.manifest("""
    style: objc
    responsibilities:
      - name: PushNotifications
        methods:
          - application(_:didFinishLaunchingWithOptions:)
          - application(_:didRegisterForRemoteNotificationsWithDeviceToken:)
      - name: DeepLinks
        methods: [application(_:open:options:), application(_:willContinueUserActivityWithType:)]
        policies:
          application(_:open:options:): first
      - name: Restoration
        methods:
          - application(_:viewControllerWithRestorationIdentifierPath:coder:)
          - application(_:shouldSaveSecureApplicationState:)
      - name: Orientation
        methods: [application(_:supportedInterfaceOrientationsFor:), applicationDidEnterBackground(_:)]
      - name: Background
        methods:
          - application(_:didReceiveRemoteNotification:fetchCompletionHandler:)
          - application(_:handleEventsForBackgroundURLSession:completionHandler:)
          - application(_:continue:restorationHandler:)
          - application(_:handle:completionHandler:)

    """)

    func testTheObjectiveCOutputMatchesItsGoldenFiles() throws {
        let files = try RecipesFixture.generate(manifest)
        XCTAssertEqual(files.keys.sorted(), [
            "Gen/AppDelegate+Forwarding.swift", "Gen/AppDelegate+Scaffold.h", "Gen/AppDelegateCompletionJoin.swift",
            "Leaves/BackgroundComponent.swift", "Leaves/DeepLinksComponent.swift",
            "Leaves/OrientationComponent.swift", "Leaves/PushNotificationsComponent.swift",
            "Leaves/RestorationComponent.swift",
        ])
        let record = ProcessInfo.processInfo.environment["SCAFFOLD_RECORD_GOLDEN"] == "1"
        for (path, contents) in files {
            let url = Self.golden.appendingPathComponent(path)
            if record {
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(),
                                                        withIntermediateDirectories: true)
                try contents.write(to: url, atomically: true, encoding: .utf8)
                continue
            }
            let expected = try String(contentsOf: url, encoding: .utf8)
            XCTAssertEqual(contents, expected, "\(path) differs from its golden file; re-record with "
                + "SCAFFOLD_RECORD_GOLDEN=1 and review the diff")
        }
    }

    func testTheGoldenSwiftFilesParse() throws {
        guard let swiftc = Self.swiftc else { throw XCTSkip("swiftc not found") }
        let sources = try FileManager.default.subpathsOfDirectory(atPath: Self.golden.path)
            .filter { $0.hasSuffix(".swift") }.sorted()
        XCTAssertEqual(sources.count, 7)
        for source in sources {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: swiftc)
            process.arguments = ["-parse", Self.golden.appendingPathComponent(source).path]
            let errors = Pipe()
            process.standardError = errors
            try process.run()
            let output = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            XCTAssertEqual(process.terminationStatus, 0, "\(source): \(output)")
            XCTAssertEqual(output, "", source)
        }
    }

    func testTheHeaderHasOneForwardingLinePerMethodWithTheSDKsSelectors() throws {
        let header = try XCTUnwrap(RecipesFixture.generate(manifest)["Gen/AppDelegate+Scaffold.h"])
        XCTAssertTrue(header.contains("#import \"App-Swift.h\""), header)
        XCTAssertTrue(header.contains("_components = [AppDelegateComponents makeDefault];"), header)
        XCTAssertTrue(header.contains("""
        //     - (BOOL)application:(UIApplication *)app openURL:(NSURL *)url \
        options:(NSDictionary<UIApplicationOpenURLOptionsKey, id> *)options {
        //         return [self.components application:app openURL:url options:options];
        //     }
        """), header)
        XCTAssertTrue(header.contains("""
        //     - (UIInterfaceOrientationMask)application:(UIApplication *)application \
        supportedInterfaceOrientationsForWindow:(nullable UIWindow *)window {
        """), header)
        XCTAssertEqual(header.components(separatedBy: "[self.components ").count - 1, 12)
    }

    private static var swiftc: String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        return (path.split(separator: ":").map { "\($0)/swiftc" } + ["/usr/bin/swiftc"])
            .first { FileManager.default.isExecutableFile(atPath: $0) }
    }
}
