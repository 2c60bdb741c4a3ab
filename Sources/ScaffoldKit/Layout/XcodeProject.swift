/// What scaffold reads of an Xcode project's `project.pbxproj`: its targets and which files each compiles. Paths are
/// relative to the folder holding the `.xcodeproj` (`SOURCE_ROOT`); files outside it are left out.
struct XcodeProject: Equatable, Sendable {
    struct Target: Equatable, Sendable {
        var name: String
        /// The module it builds: `PRODUCT_MODULE_NAME`, else `PRODUCT_NAME` (Xcode makes an identifier of it), when
        /// its build settings give it plainly; else the target's name.
        var product: String
        /// A unit or UI test bundle.
        var isTest: Bool
        /// An app (`com.apple.product-type.application`).
        var isApplication = false
        /// Folders Xcode 16 keeps in sync with the disk (`PBXFileSystemSynchronizedRootGroup`): every file below
        /// them is the target's, but `excluded`.
        var folders: [String]
        /// Files of `folders` that are not the target's (membership exceptions).
        var excluded: Set<String>
        /// Files the target compiles by name: its Sources build phase, and files of other targets' synchronized
        /// folders given to it by a membership exception.
        var listed: [String]
        /// Its build configurations (Debug, Release, …), in the project's order.
        var configurations: [BuildConfiguration] = []

        /// Whether the target compiles `path` (Swift or not), as far as the project says.
        func compiles(_ path: String) -> Bool {
            listed.contains(path) || !excluded.contains(path)
                && folders.contains { PathUtilities.isInside(path, folder: $0) }
        }
    }

    /// One build configuration of a target or of the project: its string-valued build settings, as written.
    struct BuildConfiguration: Equatable, Sendable {
        /// The object's identifier in `project.pbxproj`.
        var id: String
        var name: String
        var settings: [String: String]
        /// The `.xcconfig` file it is based on (`baseConfigurationReference`), relative to the project's folder.
        var baseConfiguration: String? = nil
    }

    var targets: [Target]
    /// The project's own build configurations, whose settings every target inherits.
    var configurations: [BuildConfiguration] = []

    /// The project `bytes` (a `project.pbxproj`) describes; nil when it is not a property list with objects.
    static func read(_ bytes: [UInt8]) -> XcodeProject? {
        guard let root = PropertyListText.parse(bytes)?.dictionary,
              case .dictionary(let objects)? = root["objects"] else { return nil }
        let reader = Reader(objects: objects.mapValues(\.dictionary))
        let project = reader.objects.values.first { $0["isa"]?.string == "PBXProject" }
        return XcodeProject(targets: reader.targets(), configurations: project.map(reader.configurations) ?? [])
    }

    private struct Reader {
        let objects: [String: [String: PropertyListValue]]
        /// Each group or file's enclosing group.
        let parents: [String: String]

        init(objects: [String: [String: PropertyListValue]]) {
            self.objects = objects
            var parents: [String: String] = [:]
            for (id, object) in objects {
                for child in object["children"]?.array ?? [] { if let child = child.string { parents[child] = id } }
            }
            self.parents = parents
        }

        func targets() -> [Target] {
            let targetIDs = objects.filter { $0.value["isa"]?.string == "PBXNativeTarget" }.keys.sorted()
            var targets = targetIDs.map { id -> Target in
                let object = objects[id] ?? [:]
                let productType = object["productType"]?.string ?? ""
                let name = object["name"]?.string ?? id
                let configurations = configurations(of: object)
                var target = Target(name: name, product: product(configurations.first, named: name),
                                    isTest: productType.contains("test"),
                                    isApplication: productType == "com.apple.product-type.application", folders: [],
                                    excluded: [], listed: [], configurations: configurations)
                for group in ids(object["fileSystemSynchronizedGroups"]) {
                    guard let folder = path(of: group) else { continue }
                    target.folders.append(folder)
                    for file in exceptions(of: group, for: id) { target.excluded.insert(join(folder, file)) }
                }
                for phase in ids(object["buildPhases"]) where objects[phase]?["isa"]?.string == "PBXSourcesBuildPhase" {
                    for buildFile in ids(objects[phase]?["files"]) {
                        if let file = objects[buildFile]?["fileRef"]?.string, let path = path(of: file) {
                            target.listed.append(path)
                        }
                    }
                }
                return target
            }
            // A file of a synchronized folder given to a target that does not hold the folder.
            for (index, id) in targetIDs.enumerated() {
                for (group, object) in objects where object["isa"]?.string == "PBXFileSystemSynchronizedRootGroup" {
                    guard !ids(objects[id]?["fileSystemSynchronizedGroups"]).contains(group),
                          let folder = path(of: group) else { continue }
                    targets[index].listed += exceptions(of: group, for: id).map { join(folder, $0) }.sorted()
                }
            }
            return targets
        }

        /// The product name the target's first build configuration gives, `$(TARGET_NAME)` is the target's.
        private func product(_ first: BuildConfiguration?, named name: String) -> String {
            for key in ["PRODUCT_MODULE_NAME", "PRODUCT_NAME"] {
                guard let value = first?.settings[key] else { continue }
                if value == "$(TARGET_NAME)" || value == "${TARGET_NAME}" { return name }
                if !value.contains("$") { return value }
            }
            return name
        }

        /// The build configurations of a target or project object, in its configuration list's order.
        func configurations(of object: [String: PropertyListValue]) -> [BuildConfiguration] {
            let list = object["buildConfigurationList"]?.string.flatMap { objects[$0] }
            return ids(list?["buildConfigurations"]).compactMap { id in
                guard let configuration = objects[id] else { return nil }
                let settings = configuration["buildSettings"]?.dictionary.compactMapValues(\.string) ?? [:]
                let base = configuration["baseConfigurationReference"]?.string.flatMap { path(of: $0) }
                return BuildConfiguration(id: id, name: configuration["name"]?.string ?? id, settings: settings,
                                          baseConfiguration: base)
            }
        }

        /// The membership exceptions of synchronized folder `group` for target `target`: paths inside the folder.
        private func exceptions(of group: String, for target: String) -> [String] {
            ids(objects[group]?["exceptions"]).flatMap { id -> [String] in
                guard let set = objects[id], set["isa"]?.string == "PBXFileSystemSynchronizedBuildFileExceptionSet",
                      set["target"]?.string == target else { return [] }
                return set["membershipExceptions"]?.array.compactMap(\.string) ?? []
            }
        }

        /// The path of a group or file reference, relative to the project's folder; nil for one elsewhere (an SDK's,
        /// the build products', an absolute path).
        private func path(of id: String, depth: Int = 0) -> String? {
            guard let object = objects[id], depth < 64 else { return nil }
            let own = object["path"]?.string ?? ""
            switch object["sourceTree"]?.string ?? "<group>" {
            case "SOURCE_ROOT": return PathUtilities.normalize(own.isEmpty ? "." : own)
            case "<group>":
                let base = parents[id].flatMap { path(of: $0, depth: depth + 1) } ?? "."
                let joined = PathUtilities.normalize(join(base, own))
                return joined == ".." || joined.hasPrefix("../") ? nil : joined
            default: return nil
            }
        }

        private func ids(_ value: PropertyListValue?) -> [String] {
            value?.array.compactMap(\.string) ?? []
        }

        private func join(_ folder: String, _ path: String) -> String {
            PathUtilities.normalize(path.isEmpty ? folder : folder == "." ? path : folder + "/" + path)
        }
    }
}

