// Throwaway stand-in for migrate-plist's API (the agreed one, /work/notes/wave3-common.md); deleted once that branch
// is merged.

enum InfoPlistLocation: Equatable, Sendable {
    case file(String)
    case generatedFromBuildSettings(String)
}

enum InfoPlistLocator {
    static func locate(root: String, target: String?, in fileSystem: some FileSystem) throws -> InfoPlistLocation {
        let sources = ((try? fileSystem.entries(of: PathUtilities.join(root, "Sources"))) ?? []).map {
            "Sources/\($0)/Info.plist"
        }
        for path in [target.map { "\($0)/Info.plist" }, "Info.plist"].compactMap({ $0 }) + sources
            where fileSystem.fileExists(PathUtilities.join(root, path)) {
            return .file(path)
        }
        throw DiagnosticError(.error("no Info.plist", at: SourceLocation(file: "Info.plist", line: 1, column: 1)))
    }
}

struct SceneConfiguration: Equatable, Sendable {
    var delegateClass: String
    var name: String
}

enum InfoPlistSceneManifest {
    static func adding(_ configuration: SceneConfiguration, to bytes: [UInt8], path: String) throws -> [UInt8]? {
        let text = String(decoding: bytes, as: UTF8.self)
        if text.contains("UIApplicationSceneManifest") { return nil }
        if bytes.starts(with: Array("bplist".utf8)) {
            throw DiagnosticError(.error("binary plist", at: SourceLocation(file: path, line: 1, column: 1)))
        }
        let close = Array("</dict>".utf8)
        guard let end = (0...(bytes.count - close.count)).reversed().first(where: {
            bytes[$0..<($0 + close.count)].elementsEqual(close)
        }) else { return nil }
        let added = "\t<key>UIApplicationSceneManifest</key>\n\t<dict>\n\t\t<key>UISceneConfigurations</key>\n"
            + "\t\t<dict>\n\t\t\t<key>UIWindowSceneSessionRoleApplication</key>\n\t\t\t<array>\n\t\t\t\t<dict>\n"
            + "\t\t\t\t\t<key>UISceneConfigurationName</key>\n\t\t\t\t\t<string>\(configuration.name)</string>\n"
            + "\t\t\t\t\t<key>UISceneDelegateClassName</key>\n"
            + "\t\t\t\t\t<string>\(configuration.delegateClass)</string>\n\t\t\t\t</dict>\n\t\t\t</array>\n"
            + "\t\t</dict>\n\t</dict>\n"
        return Array(bytes[..<end]) + Array(added.utf8) + Array(bytes[end...])
    }
}
