/// The Info.plist's part of a migration (issue 25, item 2, through migrate-plist's `InfoPlistSceneManifest`): the
/// scene manifest added, its configuration naming the scene composite as Xcode's template does
/// (`$(PRODUCT_MODULE_NAME).SceneDelegate`). A plist generated from build settings cannot be edited: unless the
/// target asks for the scene manifest already, the run stops with the build setting to add, and writes nothing.
struct MigrationInfoPlist {
    let root: String
    let fileSystem: any FileSystem

    static let configurationName = "Default Configuration"
    /// The build setting that makes Xcode write `UIApplicationSceneManifest` into a generated Info.plist.
    static let generationSetting = "INFOPLIST_KEY_UIApplicationSceneManifest_Generation"

    func add(scenes: String, to plan: inout MigrationPlan) throws {
        let configuration = SceneConfiguration(delegateClass: "$(PRODUCT_MODULE_NAME).\(scenes)",
                                               name: Self.configurationName)
        switch try InfoPlistLocator.locate(root: root, target: nil, in: fileSystem) {
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
        case .generatedFromBuildSettings(let setting):
            try requireSceneManifestSetting(setting)
        }
    }

    /// Xcode generates the Info.plist (`setting`): the app target must ask for the scene manifest itself.
    private func requireSceneManifestSetting(_ setting: String) throws {
        let projects = (try? fileSystem.entries(of: root).filter { $0.hasSuffix(".xcodeproj") }) ?? []
        for project in projects {
            let path = PathUtilities.join(project, "project.pbxproj")
            guard let bytes = try fileSystem.contents(of: PathUtilities.join(root, path)) else { continue }
            if ByteSearch.contains(bytes[...], Array("\(Self.generationSetting) = YES".utf8)) { return }
            let location = Self.location(of: setting, in: bytes, path: path)
            throw DiagnosticError(.error("the app's Info.plist is generated from build settings ('\(setting)'), "
                + "which scaffold cannot edit; add '\(Self.generationSetting) = YES' to the app target's build "
                + "settings (Xcode: Info.plist Values › Application Scene Manifest (Generation)), then run "
                + "'scaffold migrate' again; nothing was written", at: location))
        }
        throw DiagnosticError(.error("the app's Info.plist is generated from build settings ('\(setting)'); add "
            + "'\(Self.generationSetting) = YES' to the app target's build settings, then run 'scaffold migrate' "
            + "again; nothing was written", at: SourceLocation(file: root, line: 1, column: 1)))
    }

    /// Where `text` first appears in `bytes` (line and column), else the file's start.
    static func location(of text: String, in bytes: [UInt8], path: String) -> SourceLocation {
        let needle = Array(text.utf8)
        var line = 1
        var lineStart = 0
        var index = 0
        while index + needle.count <= bytes.count {
            if bytes[index..<(index + needle.count)].elementsEqual(needle) {
                return SourceLocation(file: path, line: line, column: index - lineStart + 1)
            }
            if bytes[index] == UInt8(ascii: "\n") {
                line += 1
                lineStart = index + 1
            }
            index += 1
        }
        return SourceLocation(file: path, line: 1, column: 1)
    }
}
