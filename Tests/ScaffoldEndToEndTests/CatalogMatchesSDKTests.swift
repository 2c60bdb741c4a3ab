import Foundation
import ScaffoldKit
import XCTest

/// The built-in catalog's iOS protocols declare every method the iOS SDK declares, with the same meaning: argument
/// labels, parameter and return types, `async` and `throws`, and the same `async` twins of completion-handler
/// methods. The SDK's side is its own Swift interface (`swift-synthesize-interface`), read with the product's
/// scanner. A catalog method the SDK lacks must be newer than it. Skipped, saying so, when no iOS SDK is found.
final class CatalogMatchesSDKTests: XCTestCase {
    func testUIApplicationDelegateMatchesTheSDK() throws {
        try assertCatalogMatchesSDK("UIApplicationDelegate", in: [("UIKit.UIApplication", "UIApplicationDelegate")])
    }

    /// The SDK declares `UIWindowSceneDelegate : UISceneDelegate`; the catalog flattens both into one protocol.
    func testUIWindowSceneDelegateMatchesTheSDK() throws {
        try assertCatalogMatchesSDK("UIWindowSceneDelegate", in: [("UIKit.UIScene", "UISceneDelegate"),
                                                                  ("UIKit.UIWindowScene", "UIWindowSceneDelegate")])
    }

    func testUNUserNotificationCenterDelegateMatchesTheSDK() throws {
        try assertCatalogMatchesSDK("UNUserNotificationCenterDelegate", in: [
            ("UserNotifications.UNUserNotificationCenter", "UNUserNotificationCenterDelegate"),
        ])
    }

    private func assertCatalogMatchesSDK(_ name: String, in declarations: [(module: String, protocol: String)],
                                         file: StaticString = #filePath, line: UInt = #line) throws {
        let sdk = try IOSSDK.required()
        let catalog = try CatalogProtocols.spec(name)
        var sdkMethods: [MethodRequirement] = []
        var sdkTwins: [String: String] = [:]
        for declaration in declarations {
            let spec = try sdkInterface(of: declaration.protocol, module: declaration.module, sdk: sdk)
            sdkMethods += spec.methods
            sdkTwins.merge(spec.asyncTwins) { first, _ in first }
        }
        XCTAssertFalse(sdkMethods.isEmpty, "the SDK's \(name) has no method", file: file, line: line)
        let catalogMethods = Dictionary(catalog.methods.map { ($0.selector, $0) }) { first, _ in first }
        for method in sdkMethods {
            guard let own = catalogMethods[method.selector] else {
                XCTFail("\(name): the SDK declares \(method.selector), the catalog does not", file: file, line: line)
                continue
            }
            XCTAssertEqual(SignatureMeaning(own), SignatureMeaning(method),
                           "\(name).\(method.selector): catalog (first) and SDK differ", file: file, line: line)
        }
        let sdkSelectors = Set(sdkMethods.map(\.selector))
        for method in catalog.methods where !sdkSelectors.contains(method.selector) {
            XCTAssertFalse(CatalogProtocols.isInCheckedSDK(method), "\(name): the catalog's \(method.selector) is not "
                + "in the SDK, and not marked newer than iOS \(CatalogProtocols.checkedSDKVersion)",
                file: file, line: line)
        }
        // The importer's `async` twins of completion-handler methods are the same Objective-C methods: each
        // stands for a completion-handler form the catalog declares (the product derives the twin from it).
        for (twin, completion) in sdkTwins {
            XCTAssertNotNil(catalogMethods[completion], "\(name): \(twin) stands for \(completion), which the "
                + "catalog lacks", file: file, line: line)
        }
    }

    /// The SDK's own Swift interface of `module`, scanned for `protocolName`.
    private func sdkInterface(of protocolName: String, module: String, sdk: IOSSDK) throws -> ProtocolSpec {
        let folder = EndToEndScenarios.root.appendingPathComponent(".ios-sdk/interfaces")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let output = folder.appendingPathComponent("\(module).swift")
        let arguments = ["-module-name", module, "-o", output.path] + sdk.swiftcArguments
        let result = try ProcessRunner.run(ProcessRunner.tool("swift-synthesize-interface"), arguments, in: folder)
        guard result.status == 0 else {
            throw ScenarioError("swift-synthesize-interface \(module): \(result.stderr)\(result.stdout)")
        }
        return try SwiftDeclarationScanner.protocolSpec(named: protocolName, in: Array(try Data(contentsOf: output)),
                                                        path: output.path)
    }
}

/// What a method's signature means to a caller and a witness: its labels, the types of its parameters and
/// result (attributes such as `@escaping` and `@Sendable` included), `async` and `throws`. Spelling that does not
/// change the meaning is set aside: `any`, and the type aliases the SDK declares.
private struct SignatureMeaning: Equatable, CustomStringConvertible {
    var text: String

    init(_ method: MethodRequirement) {
        let parameters = method.parameters.map { parameter in
            "\(parameter.label ?? "_"): \(parameter.isInout ? "inout " : "")\(Self.meaning(parameter.type))"
                + (parameter.isVariadic ? "..." : "")
        }
        text = "\(method.name)(\(parameters.joined(separator: ", ")))"
            + (method.isAsync ? " async" : "") + (method.throwsClause.map { " \($0)" } ?? "")
            + " -> \(method.returnType.map(Self.meaning) ?? "Void")"
    }

    var description: String { text }

    /// Aliases the SDK declares for nested types the catalog names directly.
    private static let aliases = ["CKShareMetadata": "CKShare.Metadata"]

    private static func meaning(_ type: SwiftType) -> String {
        let text = normalized(type).description
        return aliases[text] ?? text
    }

    private static func normalized(_ type: SwiftType) -> SwiftType {
        switch type {
        case .nominal(let components):
            let name = components.map(\.name).joined(separator: ".")
            if let alias = aliases[name] {
                return .nominal(components: alias.split(separator: ".").map { .init(name: String($0)) })
            }
            return .nominal(components: components.map {
                .init(name: $0.name, genericArguments: $0.genericArguments.map(normalized))
            })
        case .optional(let wrapped): return .optional(normalized(wrapped))
        case .implicitlyUnwrappedOptional(let wrapped): return .implicitlyUnwrappedOptional(normalized(wrapped))
        case .array(let element): return .array(normalized(element))
        case .dictionary(let key, let value): return .dictionary(key: normalized(key), value: normalized(value))
        case .tuple(let elements):
            return .tuple(elements.map { .init(label: $0.label, type: normalized($0.type)) })
        case .function(let function):
            return .function(.init(parameters: function.parameters.map(normalized), isAsync: function.isAsync,
                                   throwsClause: function.throwsClause, result: normalized(function.result)))
        case .existential(let keyword, let base): return keyword == "any" ? normalized(base) : type
        case .composition(let parts): return .composition(parts.map(normalized))
        case .metatype(let base, let kind): return .metatype(normalized(base), kind: kind)
        case .attributed(let attributes, let base): return .attributed(attributes: attributes, normalized(base))
        case .raw: return type
        }
    }
}
