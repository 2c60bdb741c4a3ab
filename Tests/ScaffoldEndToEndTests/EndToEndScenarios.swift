import Foundation
import ScaffoldKit

/// Every project the end-to-end suite builds, made once per test run by the built `scaffold` in one folder (one
/// module each), then built once per language mode against the stand-ins (`StandInsBuild`) and compiled against
/// the iOS SDK when there is one (`IOSSDKBuild`). The tests of each scenario assert on its part of those builds.
enum EndToEndScenarios {
    /// The folder holding every scenario's project; removed when the tests exit.
    static let root: URL = {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("scaffold-e2e-scenarios-\(UUID().uuidString.prefix(8))")
        atexit { try? FileManager.default.removeItem(at: EndToEndScenarios.root) }
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)  // before the makers
        return url
    }()

    /// Every scenario by module, made on first use, one per core at a time (each in its own folder); one that could
    /// not be made says why, and the others go on.
    private static let made = LockedResults<Scenario>.made(by: [
        ("Example", makeExample), ("Recipes", makeRecipes), ("Catalog", makeCatalog),
        ("StandInsOnly", makeStandInsOnly), ("SDKInterface", makeSDKInterface), ("ObjCApp", makeObjC),
        ("Scenes", makeScenes), ("Ergonomics", makeErgonomics), ("Bookshelf", makeAdoptedScenes),
        ("ConsumerApp", makeConsumer), ("Wiring", makeWiring), ("LaunchCost", makeLaunchCost),
    ])

    /// The scenarios that could be made, by module name.
    static var all: [Scenario] {
        made.keys.sorted().compactMap { try? made[$0]?.get() }
    }

    /// The scenario whose module is `module`; throws why it could not be made.
    static func scenario(_ module: String) throws -> Scenario {
        guard let scenario = made[module] else { throw ScenarioError("no scenario \(module)") }
        return try scenario.get()
    }

    static func folder(_ module: String, _ platform: Scenario.Platform) throws -> Scenario {
        let scenario = Scenario(module: module, folder: root.appendingPathComponent(module), platform: platform)
        try FileManager.default.createDirectory(at: scenario.folder, withIntermediateDirectories: true)
        return scenario
    }

    /// `init`, then `add` as a new user would, with one leaf listing every UIApplicationDelegate method, so every
    /// forwarder and every generated test is built.
    private static func makeExample() throws -> Scenario {
        let scenario = try folder("Example", .iOS)
        try scenario.scaffold(["init", "--module", "Example"])
        try scenario.scaffold(["add", "component", "PushNotifications", "--methods",
                               "application(_:didRegisterForRemoteNotificationsWithDeviceToken:),"
                                   + "application(_:didReceiveRemoteNotification:fetchCompletionHandler:)"])
        try scenario.scaffold(["add", "component", "DeepLinks", "--methods",
                               "application(_:open:options:),application(_:continue:restorationHandler:)"])
        try scenario.scaffold(["add", "component", "Analytics"])
        try scenario.scaffold(["add", "component", "Everything", "--methods",
                               CatalogProtocols.selectors("UIApplicationDelegate").joined(separator: ",")])
        try scenario.scaffold(["generate"])
        return scenario
    }

    /// The three recipes together: `init --example` mixes components, a launch command and a listener; more of
    /// each are added.
    private static func makeRecipes() throws -> Scenario {
        let scenario = try folder("Recipes", .iOS)
        try scenario.scaffold(["init", "--example", "--module", "Recipes"])
        try scenario.scaffold(["add", "command", "Appearance"])
        try scenario.scaffold(["add", "listener", "Logging"])
        try scenario.scaffold(["add", "listener", "MemoryWatch", "--events", "didReceiveMemoryWarning"])
        return scenario
    }

    /// The iOS catalog protocols besides UIApplicationDelegate, and a protocol of the user's own
    /// (`UserProtocolFixture`), each with two leaves that list every method the checked iOS SDK has (the newer
    /// ones are in `StandInsOnly`), but the user protocol's `unlisted` requirements, which the composite answers.
    private static func makeCatalog() throws -> Scenario {
        let scenario = try folder("Catalog", .iOS)
        let lifecycle = "Sources/Catalog/AppLifecycle.swift"
        try scenario.write(UserProtocolFixture.appLifecycle, to: lifecycle)
        let userSelectors = try spec(of: "AppLifecycle", in: scenario.folder.appendingPathComponent(lifecycle))
            .methods.map(\.selector).filter { !UserProtocolFixture.unlisted.contains($0) }
        try writeComposites(scenario, [
            CompositeEntry(composite: "SceneDelegate", source: "UIWindowSceneDelegate",
                           selectors: CatalogProtocols.selectors("UIWindowSceneDelegate", inCheckedSDK: true)),
            CompositeEntry(composite: "NotificationDelegate", source: "UNUserNotificationCenterDelegate",
                           selectors: CatalogProtocols.selectors("UNUserNotificationCenterDelegate",
                                                                 inCheckedSDK: true)),
            CompositeEntry(composite: "Lifecycle", source: "\(lifecycle)#AppLifecycle", selectors: userSelectors,
                           superclass: "NSObject"),
            // Completion-handler methods named by their async forms: the leaves implement `async` methods.
            CompositeEntry(composite: "AsyncSceneDelegate", source: "UIWindowSceneDelegate",
                           selectors: ["windowScene(_:performActionFor:)"]),
            CompositeEntry(composite: "AsyncNotificationDelegate", source: "UNUserNotificationCenterDelegate",
                           selectors: ["userNotificationCenter(_:willPresent:)",
                                       "userNotificationCenter(_:didReceive:)"]),
        ])
        try scenario.scaffold(["generate"])
        return scenario
    }

    /// The macOS and watchOS catalog protocols, each with two leaves that list every method, and the iOS catalog
    /// methods newer than the checked iOS SDK, which cannot compile against it.
    private static func makeStandInsOnly() throws -> Scenario {
        let scenario = try folder("StandInsOnly", .standInsOnly)
        try writeComposites(scenario, [
            CompositeEntry(composite: "NewerSceneDelegate", source: "UIWindowSceneDelegate",
                           selectors: CatalogProtocols.selectors("UIWindowSceneDelegate", inCheckedSDK: false)),
            CompositeEntry(composite: "MacAppDelegate", source: "NSApplicationDelegate",
                           selectors: CatalogProtocols.selectors("NSApplicationDelegate")),
            CompositeEntry(composite: "WatchAppDelegate", source: "WKApplicationDelegate",
                           selectors: CatalogProtocols.selectors("WKApplicationDelegate")),
        ])
        try scenario.scaffold(["generate"])
        return scenario
    }

    /// `Tests/StandIns/Consumer`, the stand-ins' own proof (an app, scene and notification delegate and their
    /// XCTest and Swift Testing tests), built with the scenarios instead of by `check.sh` in a package of its own.
    private static func makeConsumer() throws -> Scenario {
        let scenario = Scenario(module: "ConsumerApp", folder: root.appendingPathComponent("ConsumerApp"),
                                platform: .standInsOnly)
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: TestPaths.standIns.appendingPathComponent("Consumer"), to: scenario.folder)
        try FileManager.default.removeItem(at: scenario.folder.appendingPathComponent("Package.swift"))
        return scenario
    }

    /// Xcode's generated interface of UIApplicationDelegate (`Tests/Fixtures/SDK/UIApplicationDelegate.swift.txt`)
    /// given as a user protocol with two leaves that list every method (but `CatalogProtocols.ambiguousSelector`),
    /// and a second composite whose leaves list the completion-handler methods by their async names. The
    /// interface is not compilable Swift and on iOS UIKit declares the protocol, so the file is removed once
    /// generated: the composites conform to UIKit's own `UIApplicationDelegate`, exactly what an iOS user's
    /// project compiles.
    private static func makeSDKInterface() throws -> Scenario {
        let scenario = try folder("SDKInterface", .iOS)
        let path = "Sources/SDKInterface/UIApplicationDelegate.swift"
        try scenario.write(try String(contentsOf: TestPaths.sdkInterfaceFixture, encoding: .utf8), to: path)
        let interface = scenario.folder.appendingPathComponent(path)
        let interfaceSpec = try spec(of: "UIApplicationDelegate", in: interface)
        let ambiguous = CatalogProtocols.ambiguousSelector
        try writeComposites(scenario, [
            CompositeEntry(composite: "AppDelegate", source: "\(path)#UIApplicationDelegate",
                           selectors: interfaceSpec.methods.map(\.selector).filter { $0 != ambiguous }, leafPrefix: ""),
            CompositeEntry(composite: "AsyncAppDelegate", source: "\(path)#UIApplicationDelegate",
                           selectors: interfaceSpec.asyncTwins.keys.filter { $0 != ambiguous }.sorted(),
                           leafPrefix: "Async"),
        ])
        try scenario.scaffold(["generate"])
        try scenario.scaffold(["generate", "--check"])
        try FileManager.default.removeItem(at: interface)
        return scenario
    }

    /// `style: objc` with every UIApplicationDelegate method (but `CatalogProtocols.ambiguousSelector`), in two
    /// leaves.
    private static func makeObjC() throws -> Scenario {
        let scenario = try folder("ObjCApp", .iOSObjectiveC)
        try writeComposites(scenario, [
            CompositeEntry(composite: "AppDelegate", source: "UIApplicationDelegate",
                           selectors: CatalogProtocols.selectors("UIApplicationDelegate"), leafPrefix: ""),
        ], header: "style: objc\n")
        try scenario.scaffold(["generate"])
        return scenario
    }

    private static func spec(of name: String, in url: URL) throws -> ProtocolSpec {
        try SwiftDeclarationScanner.protocolSpec(named: name, in: Array(try Data(contentsOf: url)), path: url.path)
    }

    private static func writeComposites(_ scenario: Scenario, _ entries: [CompositeEntry], header: String = "")
        throws {
        let manifest = "module: \(scenario.module)\n\(header)composites:\n"
            + entries.map { $0.yaml(module: scenario.module) }.joined()
        try scenario.write(manifest, to: "scaffold.yml")
    }
}

/// One `composites:` entry of a manifest, with two leaves that list every method.
private struct CompositeEntry {
    var composite: String
    var source: String
    var selectors: [String]
    var superclass: String?
    /// Prefixes the leaves' names (`<prefix>Primary`); the composite's name unless given.
    var leafPrefix: String?

    func yaml(module: String) -> String {
        var text = "  - composite: \(composite)\n    protocol: \"\(source)\"\n"
        if let superclass { text += "    superclass: \(superclass)\n" }
        text += "    paths:\n"
        text += "      generated: Sources/\(module)/\(composite)/Generated\n"
        text += "      components: Sources/\(module)/\(composite)/Components\n"
        text += "      tests: Tests/\(module)Tests/\(composite)\n"
        text += "    responsibilities:\n"
        for leaf in ["Primary", "Secondary"] {
            text += "      - name: \(leafPrefix ?? composite)\(leaf)\n        methods:\n"
            text += selectors.map { "          - \"\($0)\"\n" }.joined()
        }
        return text
    }
}
