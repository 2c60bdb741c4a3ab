import Foundation
@testable import ScaffoldKit

/// `Tests/Fixtures/SDK/UIApplicationDelegate.swift.txt`: UIApplicationDelegate as Xcode's generated interface
/// shows it, with the importer's `async` alternatives.
enum SDKInterfaceFixture {
    static let path = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/SDK/UIApplicationDelegate.swift.txt").path

    static func text() throws -> String {
        try String(contentsOfFile: path, encoding: .utf8)
    }

    /// The fixture scanned as the protocol of a file of its own.
    static func scanned() throws -> ProtocolSpec {
        try SwiftDeclarationScanner.protocolSpec(named: "UIApplicationDelegate", in: Array(try text().utf8),
                                                 path: "Sources/App/UIApplicationDelegate.swift")
    }

    /// The fixture loaded as `Sources/App/UIApplicationDelegate.swift#UIApplicationDelegate` from `/work/app`.
    static func loaded() throws -> ProtocolSpec {
        let fileSystem = InMemoryFileSystem(files: ["/work/app/Sources/App/UIApplicationDelegate.swift": try text()])
        let loader = ProtocolLoader(templates: TemplateStore.builtIn, fileSystem: fileSystem, directory: "/work/app")
        let source = "Sources/App/UIApplicationDelegate.swift#UIApplicationDelegate"
        return try loader.load(GeneratorFixture.located(source)).spec
    }

    /// The importer's async alternatives in the fixture, each with the completion-handler method it stands for.
    static let twins = [
        "application(_:handleActionWithIdentifier:for:)":
            "application(_:handleActionWithIdentifier:for:completionHandler:)",
        "application(_:handleActionWithIdentifier:forRemoteNotification:withResponseInfo:)":
            "application(_:handleActionWithIdentifier:forRemoteNotification:withResponseInfo:completionHandler:)",
        "application(_:handleActionWithIdentifier:forRemoteNotification:)":
            "application(_:handleActionWithIdentifier:forRemoteNotification:completionHandler:)",
        "application(_:handleActionWithIdentifier:for:withResponseInfo:)":
            "application(_:handleActionWithIdentifier:for:withResponseInfo:completionHandler:)",
        "application(_:didReceiveRemoteNotification:)":
            "application(_:didReceiveRemoteNotification:fetchCompletionHandler:)",
        "application(_:)": "application(_:performFetchWithCompletionHandler:)",
        "application(_:performActionFor:)": "application(_:performActionFor:completionHandler:)",
        "application(_:handleEventsForBackgroundURLSession:)":
            "application(_:handleEventsForBackgroundURLSession:completionHandler:)",
        "application(_:handleWatchKitExtensionRequest:)": "application(_:handleWatchKitExtensionRequest:reply:)",
        "application(_:handle:)": "application(_:handle:completionHandler:)",
    ]
}
