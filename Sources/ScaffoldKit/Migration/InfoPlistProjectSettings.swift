/// The app target of the Xcode project beside a project root, and what its build settings say of its Info.plist: per
/// configuration, as Xcode resolves them, the target's, its `.xcconfig`'s, the project's, the project's `.xcconfig`'s;
/// each with where it is set, for messages.
struct InfoPlistProjectSettings {
    /// One setting's value in one of the target's configurations.
    struct Setting {
        var configuration: XcodeProject.BuildConfiguration
        var value: String
        var location: SourceLocation
    }

    /// `project.pbxproj`, as diagnostics show it.
    let shownPath: String
    let bytes: [UInt8]
    let project: XcodeProject
    let target: XcodeProject.Target
    /// The `.xcconfig` files the configurations are based on, by path.
    let configFiles: [String: InfoPlistXcconfig]

    /// The first `.xcodeproj` in `root` (by name) holding an application target, and that target: the one named
    /// `name` (its target or module name), else the first application target. nil when `root` has no Xcode project.
    static func read(root: String, target name: String?, fileSystem: some FileSystem) throws
        -> InfoPlistProjectSettings?
    {
        let projects = try fileSystem.entries(of: root).filter { $0.hasSuffix(".xcodeproj") }
        var appTargets: [String] = []
        for folder in projects {
            let path = PathUtilities.join(root, folder + "/project.pbxproj")
            guard let bytes = try fileSystem.contents(of: path), let project = XcodeProject.read(bytes) else {
                continue
            }
            let apps = project.targets.filter(\.isApplication)
            appTargets += apps.map(\.name)
            let chosen = name.map { name in project.targets.first { $0.name == name || $0.product == name } }
                ?? apps.first
            if let target = chosen {
                let shown = PathUtilities.displayed(path, from: fileSystem.currentDirectory)
                let bases = Set((target.configurations + project.configurations).compactMap(\.baseConfiguration))
                let configFiles = Dictionary(uniqueKeysWithValues: bases.map {
                    ($0, InfoPlistXcconfig.read($0, root: root, fileSystem: fileSystem))
                })
                return InfoPlistProjectSettings(shownPath: shown, bytes: bytes, project: project, target: target,
                                                configFiles: configFiles)
            }
        }
        guard let name, let first = projects.first else { return nil }
        let shown = PathUtilities.displayed(PathUtilities.join(root, first + "/project.pbxproj"),
                                            from: fileSystem.currentDirectory)
        throw Diagnostic.error("no target of \(projects.joined(separator: ", ")) is named '\(name)'"
            + Suggestions.didYouMean(name, in: appTargets)
            + (appTargets.isEmpty ? "" : "; its app targets: \(appTargets.joined(separator: ", "))"),
            at: SourceLocation(file: shown, line: 1, column: 1))
    }

    /// Each of the target's configurations' value of `key`, where one is set.
    func values(of key: String) -> [Setting] {
        target.configurations.compactMap { configuration in
            let projectWide = project.configurations.first { $0.name == configuration.name }
            for level in [configuration, projectWide].compactMap({ $0 }) {
                if let value = level.settings[key] {
                    return Setting(configuration: configuration, value: value, location: location(of: key, in: level))
                }
                if let base = level.baseConfiguration, let setting = configFiles[base]?.settings[key] {
                    return Setting(configuration: configuration, value: setting.value, location: setting.location)
                }
            }
            return nil
        }
    }

    /// Where `key` is set in `configuration`'s object in `project.pbxproj` (the object's start when not found).
    private func location(of key: String, in configuration: XcodeProject.BuildConfiguration) -> SourceLocation {
        let object = objectStart(configuration.id) ?? 0
        let offset = settingStart(key, from: object) ?? object
        return TextEdits.location(of: offset, in: bytes, path: shownPath)
    }

    /// Where the object `id` is defined: the identifier followed (after a `/* comment */`) by `=`.
    private func objectStart(_ id: String) -> Int? {
        let needle = Array(id.utf8)
        var index = 0
        while let found = firstIndex(of: needle, from: index) {
            var after = found + needle.count
            while after < bytes.count, bytes[after] == ASCII.space || bytes[after] == ASCII.tab { after += 1 }
            if after + 1 < bytes.count, bytes[after] == ASCII.slash, bytes[after + 1] == ASCII.star,
               let close = firstIndex(of: Array("*/".utf8), from: after) {
                after = close + 2
                while after < bytes.count, bytes[after] == ASCII.space { after += 1 }
            }
            if after < bytes.count, bytes[after] == UInt8(ascii: "=") { return found }
            index = found + 1
        }
        return nil
    }

    /// The first `key` after `start` that a space or tab precedes and `=` follows.
    private func settingStart(_ key: String, from start: Int) -> Int? {
        let needle = Array(key.utf8)
        var index = start
        while let found = firstIndex(of: needle, from: index) {
            var after = found + needle.count
            while after < bytes.count, bytes[after] == ASCII.space { after += 1 }
            let before = found > 0 ? bytes[found - 1] : ASCII.space
            if (before == ASCII.space || before == ASCII.tab), after < bytes.count, bytes[after] == UInt8(ascii: "=") {
                return found
            }
            index = found + 1
        }
        return nil
    }

    private func firstIndex(of needle: [UInt8], from start: Int) -> Int? {
        guard let first = needle.first, start + needle.count <= bytes.count else { return nil }
        for index in start...(bytes.count - needle.count)
        where bytes[index] == first && bytes[index..<(index + needle.count)].elementsEqual(needle) {
            return index
        }
        return nil
    }
}
