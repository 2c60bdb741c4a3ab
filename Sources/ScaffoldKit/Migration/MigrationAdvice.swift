/// What `scaffold generate` says about a manifest moved to scenes whose app is not: `scenes:` set while the app's
/// Info.plist has no `UIApplicationSceneManifest` (nor asks Xcode to generate one), so UIKit never creates a scene,
/// the scene delegate is never used, and the app keeps the app delegate's life cycle (past iOS 26, it does not
/// launch). A warning at the `scenes:` key naming `scaffold migrate`, which adds it.
public enum MigrationAdvice {
    public static func missingSceneManifest(in manifest: Manifest, root: String, fileSystem: some FileSystem)
        -> [Diagnostic]
    {
        manifest.composites.compactMap { composite -> Diagnostic? in
            guard let scenes = composite.scenes,
                  let missing = missingManifest(scenes: scenes.value, target: composite.module.value, root: root,
                                                fileSystem: fileSystem) else { return nil }
            return .warning("`scenes: \(scenes.value)` is set, but \(missing): UIKit creates no scene, so "
                + "\(scenes.value) is never used and the app keeps the app delegate's life cycle (past iOS 26 it "
                + "does not launch); run 'scaffold migrate' to add it", at: scenes.location)
        }
    }

    /// What lacks the scene manifest, or nil when the Info.plist has one (or cannot be found or read: `migrate`
    /// says why).
    private static func missingManifest(scenes: String, target: String, root: String, fileSystem: some FileSystem)
        -> String?
    {
        switch try? InfoPlistLocator.locate(root: root, target: target, in: fileSystem) {
        case .file(let path)?:
            guard let bytes = try? fileSystem.contents(of: PathUtilities.join(root, path)),
                  !ByteSearch.contains(bytes[...], Array("UIApplicationSceneManifest".utf8)) else { return nil }
            return "'\(path)' has no UIApplicationSceneManifest"
        case .generatedFromBuildSettings?:
            guard (try? InfoPlistLocator.generatedManifestChange(root: root, target: target, in: fileSystem)) != nil
            else { return nil }
            return "the Info.plist Xcode generates has no scene manifest "
                + "(\(InfoPlistLocator.sceneManifestSetting) is not YES)"
        case nil:
            return nil
        }
    }
}
