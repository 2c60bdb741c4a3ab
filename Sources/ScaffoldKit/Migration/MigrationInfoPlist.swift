/// The Info.plist's part of a migration (issue 25, item 2, through migrate-plist's `InfoPlistSceneManifest`): the
/// scene manifest added, its configuration naming the scene composite as Xcode's template does
/// (`$(PRODUCT_MODULE_NAME).SceneDelegate`). A plist generated from build settings cannot be edited: unless the
/// target asks for the scene manifest already, the run stops with the build setting to add
/// (`InfoPlistLocator.generatedManifestChange`), and writes nothing.
struct MigrationInfoPlist {
    let root: String
    let fileSystem: any FileSystem

    static let configurationName = "Default Configuration"

    /// - Parameter target: the app target's name or module; nil: the first application target.
    func add(scenes: String, target: String?, to plan: inout MigrationPlan) throws {
        let configuration = SceneConfiguration(delegateClass: "$(PRODUCT_MODULE_NAME).\(scenes)",
                                               name: Self.configurationName)
        switch try InfoPlistLocator.locate(root: root, target: target, in: fileSystem) {
        case .file(let path):
            guard let bytes = try fileSystem.contents(of: PathUtilities.join(root, path)) else {
                throw DiagnosticError(.error("no such file: '\(path)'", at: SourceLocation(file: path, line: 1,
                                                                                            column: 1)))
            }
            let old = plan.changes.first { $0.path == path }?.new ?? bytes
            guard let new = try InfoPlistSceneManifest.adding(configuration, to: old, path: path) else { return }
            plan.add(AdoptionChange(kind: .retargeted, path: path, old: bytes, new: new))
            plan.steps.append("\(path): UIApplicationSceneManifest added, its '\(Self.configurationName)' naming "
                + "\(configuration.delegateClass)"
                + (ByteSearch.contains(bytes[...], Array("UIMainStoryboardFile".utf8))
                    ? ", with the main storyboard as its UISceneStoryboardFile." : "."))
        case .generatedFromBuildSettings:
            if let change = try InfoPlistLocator.generatedManifestChange(root: root, target: target, in: fileSystem) {
                throw DiagnosticError([change, .note("nothing was written", at: nil)])
            }
        }
    }
}
