extension InfoPlistLocator {
    /// Xcode's build setting that puts a `UIApplicationSceneManifest` in an Info.plist it generates. The manifest
    /// names no configuration, so UIKit asks the app delegate's `application(_:configurationForConnecting:options:)`
    /// (which the scene composite implements) for the scene delegate.
    static let sceneManifestSetting = "INFOPLIST_KEY_UIApplicationSceneManifest_Generation"

    /// For a target whose Info.plist Xcode generates from build settings (`.generatedFromBuildSettings`): the error,
    /// located at `GENERATE_INFOPLIST_FILE` in `project.pbxproj`, giving the exact build setting to add; nil when every
    /// configuration already has it (nothing to do), or when the target has no generated Info.plist.
    static func generatedManifestChange(root: String, target: String?, in fileSystem: some FileSystem) throws
        -> Diagnostic?
    {
        guard let settings = try InfoPlistProjectSettings.read(root: root, target: target, fileSystem: fileSystem),
              settings.values(of: fileSetting).allSatisfy({ $0.value.isEmpty }) else { return nil }
        let generating = settings.values(of: generateSetting).filter { $0.value == "YES" }
        let withManifest = settings.values(of: sceneManifestSetting).filter { $0.value == "YES" }
            .map(\.configuration.name)
        let lacking = generating.filter { !withManifest.contains($0.configuration.name) }
        guard let first = lacking.first else { return nil }
        let name = settings.target.name
        let configurations = lacking.map(\.configuration.name).joined(separator: ", ")
        var message = "target '\(name)' has no Info.plist file: Xcode generates it from build settings "
            + "(\(generateSetting) = YES), with no scene manifest; add the build setting "
            + "'\(sceneManifestSetting) = YES' to target '\(name)' in \(configurations) "
            + "(Build Settings › Info.plist Values › Application Scene Manifest (Generation)) and run migrate again; "
            + "UIKit then asks the app delegate's application(_:configurationForConnecting:options:) for the scene "
            + "delegate"
        if let storyboard = settings.values(of: "INFOPLIST_KEY_UIMainStoryboardFile").first?.value {
            message += "; under scenes UIKit loads the storyboard '\(storyboard)' (INFOPLIST_KEY_UIMainStoryboardFile) "
                + "only when that configuration names it (UISceneConfiguration.storyboard)"
        }
        return .error(message, at: first.location)
    }
}
