/// The scene configuration to add: delegate class name (module-qualified as Xcode writes it:
/// `$(PRODUCT_MODULE_NAME).SceneDelegate`), configuration name ("Default Configuration").
struct SceneConfiguration: Equatable, Sendable {
    var delegateClass: String
    var name: String

    init(delegateClass: String, name: String = "Default Configuration") {
        self.delegateClass = delegateClass
        self.name = name
    }
}

/// Adds the scene life cycle's `UIApplicationSceneManifest` to the text of an XML Info.plist.
enum InfoPlistSceneManifest {
    static let manifestKey = "UIApplicationSceneManifest"
    /// The iPad's own manifest (Info.plist keys take a `~ipad` device modifier), for an app with an iPad storyboard.
    static let padManifestKey = "UIApplicationSceneManifest~ipad"

    /// The new text of the plist (`UIApplicationSceneManifest` added at the end of the top-level dictionary,
    /// `UIMainStoryboardFile` carried into the configuration as `UISceneStoryboardFile` and kept itself, for iOS 12
    /// and for tools that read it), every other byte as it was; nil when nothing to do (already has a scene manifest
    /// naming that delegate). An iPad storyboard (`UIMainStoryboardFile~ipad`) gets its own
    /// `UIApplicationSceneManifest~ipad`. A manifest without the application role's configuration gets just that.
    /// Throws a located Diagnostic (path:line:column) for a binary plist, an unreadable one, a manifest configuring
    /// another delegate, or a result whose other keys differ after parsing.
    static func adding(_ configuration: SceneConfiguration, to bytes: [UInt8], path: String) throws -> [UInt8]? {
        if let format = otherFormat(bytes) {
            throw Diagnostic.error(
                "'\(path)' is \(format); convert it with 'plutil -convert xml1 \(path)' and run migrate again",
                at: SourceLocation(file: path, line: 1, column: 1))
        }
        let root = try InfoPlistXMLReader.read(bytes, path: path)
        guard root.name == "dict" else {
            throw located("the top-level value of an Info.plist is a <dict>, not <\(root.name)>", root, bytes, path)
        }
        let storyboard = root.value(forKey: "UIMainStoryboardFile")?.string
        let layout = InfoPlistLayout(bytes)
        var storyboards = [manifestKey: storyboard]
        let insertion: InfoPlistInsertion
        if let manifest = root.value(forKey: manifestKey) {
            guard let missing = try missingLines(of: manifest, configuration, storyboard: storyboard, bytes, path)
            else { return nil }
            insertion = InfoPlistInsertion(atEndOf: missing.container, lines: missing.lines, layout: layout)
        } else {
            var lines = InfoPlistSceneLines.manifestEntry(manifestKey, configuration, storyboard: storyboard)
            if let pad = root.value(forKey: "UIMainStoryboardFile~ipad")?.string,
               root.value(forKey: padManifestKey) == nil {
                lines += InfoPlistSceneLines.manifestEntry(padManifestKey, configuration, storyboard: pad)
                storyboards[padManifestKey] = pad
            }
            insertion = InfoPlistInsertion(atEndOf: root, lines: lines, layout: layout)
        }
        let result = insertion.applied(to: bytes)
        try InfoPlistSceneCheck(before: root, configuration: configuration, storyboards: storyboards, path: path)
            .check(result)
        return result
    }

    /// The format of a property list scaffold does not edit in place, which `plutil` converts to UTF-8 XML.
    private static func otherFormat(_ bytes: [UInt8]) -> String? {
        if bytes.starts(with: Array("bplist".utf8)) { return "a binary property list" }
        if bytes.starts(with: [0xFE, 0xFF]) || bytes.starts(with: [0xFF, 0xFE]) { return "a UTF-16 property list" }
        let first = bytes.first { ![ASCII.space, ASCII.tab, ASCII.newline, ASCII.carriageReturn].contains($0) }
        if first == UInt8(ascii: "{") || first == UInt8(ascii: "(") { return "an old-style (OpenStep) property list" }
        return nil
    }

    /// What an existing manifest lacks of the application role's configuration, and where it goes; nil when one of
    /// its configurations already names the delegate.
    private static func missingLines(of manifest: InfoPlistElement, _ configuration: SceneConfiguration,
                                     storyboard: String?, _ bytes: [UInt8], _ path: String)
        throws -> (container: InfoPlistElement, lines: [InfoPlistInsertion.Line])?
    {
        guard manifest.name == "dict" else {
            throw located("\(manifestKey) is a <\(manifest.name)>, not a <dict>", manifest, bytes, path)
        }
        guard let configurations = manifest.value(forKey: "UISceneConfigurations") else {
            return (manifest, InfoPlistSceneLines.configurationsEntry(configuration, storyboard: storyboard))
        }
        guard configurations.name == "dict" else {
            throw located("UISceneConfigurations is a <\(configurations.name)>, not a <dict>", configurations, bytes,
                          path)
        }
        guard let role = configurations.value(forKey: "UIWindowSceneSessionRoleApplication") else {
            return (configurations, InfoPlistSceneLines.roleEntry(configuration, storyboard: storyboard))
        }
        guard role.name == "array" else {
            throw located("UIWindowSceneSessionRoleApplication is a <\(role.name)>, not an <array>", role, bytes, path)
        }
        let existing = role.children.filter { $0.name == "dict" }
        guard let first = existing.first else {
            return (role, InfoPlistSceneLines.configurationDictionary(configuration, storyboard: storyboard))
        }
        if existing.contains(where: { names($0, configuration.delegateClass) }) { return nil }
        let delegate = first.value(forKey: "UISceneDelegateClassName")
        let what = delegate?.string.map { "scene delegate '\($0)'" } ?? "no scene delegate class"
        let name = first.value(forKey: "UISceneConfigurationName")?.string.map { " ('\($0)')" } ?? ""
        throw located(
            "this Info.plist already configures the application scene role\(name) with \(what); scaffold's scene "
                + "delegate is '\(configuration.delegateClass)': name it in UISceneDelegateClassName (or remove that "
                + "configuration) and run migrate again", delegate ?? first, bytes, path)
    }

    /// Whether `configuration` names `delegateClass`, with or without a module (`$(PRODUCT_MODULE_NAME).`, `MyApp.`).
    static func names(_ configuration: InfoPlistElement, _ delegateClass: String) -> Bool {
        guard let named = configuration.value(forKey: "UISceneDelegateClassName")?.string else { return false }
        return named.split(separator: ".").last == delegateClass.split(separator: ".").last
    }

    static func located(_ message: String, _ element: InfoPlistElement, _ bytes: [UInt8], _ path: String)
        -> Diagnostic
    {
        .error(message, at: TextEdits.location(of: element.range.lowerBound, in: bytes, path: path))
    }
}
