/// Where the app's Info.plist is, found as Xcode finds it.
enum InfoPlistLocation: Equatable, Sendable {
    /// The project-relative path of an XML plist to edit.
    case file(String)
    /// No file: Xcode generates the Info.plist from build settings; the setting found (`GENERATE_INFOPLIST_FILE =
    /// YES`). `InfoPlistLocator.generatedManifestChange` says what to change.
    case generatedFromBuildSettings(String)
}

enum InfoPlistLocator {
    static let generateSetting = "GENERATE_INFOPLIST_FILE"
    static let fileSetting = "INFOPLIST_FILE"
    /// The prefixes of `INFOPLIST_FILE` that name the project's folder: the root.
    private static let rootPrefixes = ["$(SRCROOT)/", "${SRCROOT}/", "$(PROJECT_DIR)/", "${PROJECT_DIR}/",
                                       "$(SOURCE_ROOT)/", "${SOURCE_ROOT}/"]

    /// `root`: the project root (folder of the .xcodeproj or Package.swift); `target`: the app target's name (or
    /// module), or nil for the first application target. Reads project.pbxproj (the target's `INFOPLIST_FILE`,
    /// every configuration naming the same file), else the conventional path (`<target>/Info.plist`,
    /// `<target>/Supporting Files/Info.plist`, `<target>/Resources/Info.plist`, `Info.plist`), else a package's
    /// resources (`Info.plist` in the target's folder or its `Resources`). Throws a located Diagnostic when none.
    static func locate(root: String, target: String?, in fileSystem: some FileSystem) throws -> InfoPlistLocation {
        let settings = try InfoPlistProjectSettings.read(root: root, target: target, fileSystem: fileSystem)
        if let settings {
            if let file = try infoPlistFile(settings, root: root, fileSystem: fileSystem) { return .file(file) }
            if settings.values(of: generateSetting).contains(where: { $0.value == "YES" }) {
                return .generatedFromBuildSettings("\(generateSetting) = YES")
            }
        }
        let name = settings?.target.name ?? target
        var candidates = (name.map { [$0, "\($0)/Supporting Files", "\($0)/Resources"] } ?? []) + ["."]
        if settings == nil, let bytes = try fileSystem.contents(of: PathUtilities.join(root, "Package.swift")),
           let targets = try? DeclaredTarget.scan(bytes, path: "Package.swift") {
            let apps = targets.filter { $0.kind != .test && $0.kind != .other && (target == nil || $0.name == target) }
            candidates += apps.flatMap { [$0.folder, PathUtilities.join($0.folder, "Resources")] }
        }
        let paths = candidates.map { PathUtilities.normalize(PathUtilities.join($0, "Info.plist")) }
        if let found = paths.first(where: { fileSystem.holdsFile(PathUtilities.join(root, $0)) }) {
            return .file(found)
        }
        throw Diagnostic.error("found no Info.plist for \(name.map { "target '\($0)'" } ?? "the app"): "
            + (settings == nil ? "" : "its build settings set no \(fileSetting); ")
            + "looked at \(paths.joined(separator: ", "))",
            at: settings.map { SourceLocation(file: $0.shownPath, line: 1, column: 1) })
    }

    /// The one file the target's configurations name in `INFOPLIST_FILE`, relative to the root; nil when none names
    /// one. Errors: a value scaffold cannot resolve, configurations naming different files, a file that is missing.
    private static func infoPlistFile(_ settings: InfoPlistProjectSettings, root: String,
                                      fileSystem: some FileSystem) throws -> String? {
        let values = settings.values(of: fileSetting).filter { !$0.value.isEmpty }
        guard let first = values.first else { return nil }
        var paths: [String] = []
        for setting in values {
            guard let path = resolved(setting.value, target: settings.target.name) else {
                throw Diagnostic.error("\(fileSetting) '\(setting.value)' of target '\(settings.target.name)' uses a "
                    + "build setting scaffold cannot resolve; write the path from the project's folder",
                    at: setting.location)
            }
            if !paths.contains(path) { paths.append(path) }
        }
        guard paths.count == 1, let path = paths.first else {
            let each = values.map { "\($0.configuration.name): \($0.value)" }.joined(separator: ", ")
            throw Diagnostic.error("target '\(settings.target.name)' uses a different Info.plist per configuration "
                + "(\(each)); give every configuration one \(fileSetting) and run migrate again",
                at: first.location)
        }
        guard fileSystem.holdsFile(PathUtilities.join(root, path)) else {
            throw Diagnostic.error("\(fileSetting) of target '\(settings.target.name)' names '\(path)', which is not "
                + "a file", at: first.location)
        }
        return path
    }

    /// `value` as a path from the root: `$(SRCROOT)/` and its kin dropped, `$(TARGET_NAME)` put in; nil when another
    /// build setting remains or the path leaves the root.
    static func resolved(_ value: String, target: String) -> String? {
        var path = value
        if let prefix = rootPrefixes.first(where: { path.hasPrefix($0) }) { path.removeFirst(prefix.count) }
        path = path.replacing("$(TARGET_NAME)", with: target).replacing("${TARGET_NAME}", with: target)
        let normalized = PathUtilities.normalize(path)
        guard !path.contains("$"), !path.hasPrefix("/"), normalized != "..", !normalized.hasPrefix("../") else {
            return nil
        }
        return normalized
    }
}
