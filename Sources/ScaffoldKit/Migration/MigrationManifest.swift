/// The manifest's part of a migration (issue 25, item 1): `scenes:` set on the app composite, and
/// `application(_:configurationForConnecting:options:)` taken off the leaves that list it (the scene composite
/// configures every window scene). A leaf whose implementation configures other scene roles (CarPlay, an external
/// display) keeps it and its code: the bridge asks it for those roles. Edited in place (`EditableManifest`): every
/// other line stays byte for byte.
enum MigrationManifest {
    /// The method the scene composite answers for window scenes (`SceneBridgeMethods.configuration`).
    static let configuration = SceneBridgeMethods.configuration
    /// Spellings of the scene roles other than the app's windows, in a leaf's `configurationForConnecting`.
    static let otherRoles = ["CPTemplateApplicationSceneSessionRole", "carTemplateApplication",
                             "UIWindowSceneSessionRoleExternalDisplay", "windowExternalDisplay"]

    static func moveToScenes(_ plan: inout MigrationPlan, app: String, scenes: String,
                             moduleFiles: [(path: String, bytes: [UInt8])]) throws {
        let path = AdoptionRun.manifestName
        var document = try EditableManifest(plan.manifestText, path: path)
        var composite = try document.composite(named: app)
        if composite["scenes"]?.scalar != scenes {
            document.setScalar("scenes", to: scenes, in: composite, after: ["composite", "protocol", "module", "main"],
                               comment: ["The scene life cycle (TN3187): \(scenes) delivers it to the leaves."])
            plan.steps.append("\(path): `scenes: \(scenes)` on \(app).")
        }
        let listing = (composite["responsibilities"]?.items ?? []).filter { item in
            item["methods"]?.items?.contains { $0.scalar == configuration } == true
        }
        for item in listing {
            guard let name = item["name"]?.scalar else { continue }
            let pattern = item["pattern"]?.scalar.flatMap(Pattern.init(rawValue:)) ?? .component
            let leafType = GeneratedNames.leaf(name, pattern: pattern)
            let implementations = configurationMembers(of: leafType, in: moduleFiles)
            if implementations.contains(where: { configuresOtherRoles($0.member, in: $0.bytes) }) {
                // The bridge asks the leaves listing it for the roles other than the app's windows.
                plan.steps.append("'\(name)' keeps listing \(configuration): \(leafType) configures other scene "
                    + "roles (CarPlay, an external display), which \(app) asks it for; \(scenes) configures the "
                    + "app's window scenes.")
                continue
            }
            document = try EditableManifest(document.text, path: path)
            composite = try document.composite(named: app)
            try document.removeMethods([configuration], from: name, in: composite)
            plan.steps.append("'\(name)' no longer lists \(configuration): \(scenes) configures every scene.")
            for implementation in implementations {
                plan.add(marking(implementation, scenes: scenes, kind: plan.changes.first {
                    $0.path == implementation.path
                }?.kind ?? .retargeted))
                plan.steps.append("\(implementation.path):\(implementation.member.location.line): \(leafType)'s "
                    + "implementation stays, no longer called, marked `\(LeafFileFacts.ignoreMarker)`: delete it "
                    + "when you like.")
            }
        }
        plan.manifestText = document.text
    }

    /// The leaf type's implementations of `application(_:configurationForConnecting:options:)`, in its class or
    /// extensions of any file.
    static func configurationMembers(of leafType: String, in files: [(path: String, bytes: [UInt8])])
        -> [(path: String, bytes: [UInt8], member: AdoptedMember)]
    {
        var found: [(path: String, bytes: [UInt8], member: AdoptedMember)] = []
        for file in files where ByteSearch.contains(file.bytes[...], Array(leafType.utf8)) {
            guard let scanned = try? ScannedSwiftFile(bytes: file.bytes, path: file.path, wantsMembers: {
                $0 == leafType
            }) else { continue }
            for type in scanned.types where type.name == leafType {
                for member in type.members where member.function?.swiftName == configuration {
                    found.append((file.path, file.bytes, member))
                }
            }
        }
        return found
    }

    /// Whether an implementation names a scene role other than the app's windows.
    static func configuresOtherRoles(_ member: AdoptedMember, in bytes: [UInt8]) -> Bool {
        otherRoles.contains { ByteSearch.contains(bytes[member.range], Array($0.utf8)) }
    }

    /// The implementation's file with `// scaffold:ignore` and the reason on the line above it (in its
    /// indentation): UIKit no longer calls it, and the leaf audit says nothing about it. Its text stays as it was.
    static func marking(_ implementation: (path: String, bytes: [UInt8], member: AdoptedMember), scenes: String,
                        kind: AdoptionChange.Kind) -> AdoptionChange {
        let bytes = implementation.bytes
        var lineStart = implementation.member.range.lowerBound
        while lineStart > 0 && bytes[lineStart - 1] != UInt8(ascii: "\n") { lineStart -= 1 }
        let indent = bytes[lineStart...].prefix { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
        let newline = bytes.contains(UInt8(ascii: "\r")) ? "\r\n" : "\n"
        let line = Array(indent) + Array(("\(LeafFileFacts.ignoreMarker): not called since `scaffold migrate`: "
            + "\(scenes) configures every scene" + newline).utf8)
        var new = bytes
        new.insert(contentsOf: line, at: lineStart)
        return AdoptionChange(kind: kind, path: implementation.path, old: bytes, new: new)
    }
}
