import Foundation
import ScaffoldKit

/// The built-in catalog protocols (`Templates/Catalog`), read with the product's own scanner.
enum CatalogProtocols {
    /// The iOS SDK on this project's machines (`shared/ios-sdk`): API introduced later cannot compile against it.
    static let checkedSDKVersion = [16, 5]

    static func spec(_ name: String) throws -> ProtocolSpec {
        let url = TestPaths.repository.appendingPathComponent("Templates/Catalog/\(name).swift")
        let bytes = Array(try Data(contentsOf: url))
        return try SwiftDeclarationScanner.protocolSpec(named: name, in: bytes, path: url.path)
    }

    /// The deprecated UIApplicationDelegate method whose name is also the async name of the fetch method
    /// (`application(_:didReceiveRemoteNotification:fetchCompletionHandler:)`): scaffold refuses it as naming two
    /// requirements, so no manifest lists it.
    static let ambiguousSelector = "application(_:didReceiveRemoteNotification:)"

    /// Every method's selector a manifest can list (all but `ambiguousSelector`); with `inCheckedSDK`, only those
    /// the iOS SDK of `checkedSDKVersion` has (or not).
    static func selectors(_ name: String, inCheckedSDK: Bool? = nil) throws -> [String] {
        try spec(name).methods.filter { inCheckedSDK == nil || isInCheckedSDK($0) == inCheckedSDK }.map(\.selector)
            .filter { $0 != ambiguousSelector }
    }

    /// Whether `method` was introduced in iOS `checkedSDKVersion` or earlier (by its `@available` attributes).
    static func isInCheckedSDK(_ method: MethodRequirement) -> Bool {
        guard let introduced = introducedInIOS(method) else { return true }
        return introduced.lexicographicallyPrecedes(checkedSDKVersion) || introduced == checkedSDKVersion
    }

    /// The version of `@available(iOS 17.0, *)` or `@available(iOS, introduced: 17.0, …)`.
    private static func introducedInIOS(_ method: MethodRequirement) -> [Int]? {
        for attribute in method.attributes where attribute.name == "available" {
            let arguments = (attribute.arguments ?? "").components(separatedBy: ",")
                .map { $0.trimmingCharacters(in: .whitespaces) }
            guard arguments.first?.hasPrefix("iOS") == true else { continue }
            let version = arguments.first == "iOS"
                ? arguments.first { $0.hasPrefix("introduced:") }?.dropFirst("introduced:".count)
                : arguments.first?.dropFirst("iOS".count)
            if let version {
                return version.trimmingCharacters(in: .whitespaces).split(separator: ".").compactMap { Int($0) }
            }
        }
        return nil
    }
}
