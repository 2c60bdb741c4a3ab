/// The manifest's part of a migration (issue 25, item 1): `scenes:` set on the app composite, and
/// `application(_:configurationForConnecting:options:)` taken off the leaves that list it (the scene composite
/// configures every scene), except a leaf whose implementation configures other scene roles (CarPlay, an external
/// display), which keeps doing so. Edited in place (`EditableManifest`): every other line stays byte for byte.
enum MigrationManifest {
    static let configuration = "application(_:configurationForConnecting:options:)"
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
            if configuresOtherRoles(leafType, in: moduleFiles) {
                plan.steps.append("'\(name)' keeps \(configuration): \(leafType) configures other scene roles "
                    + "(CarPlay, an external display).")
                continue
            }
            document = try EditableManifest(document.text, path: path)
            composite = try document.composite(named: app)
            try document.removeMethods([configuration], from: name, in: composite)
            plan.steps.append("'\(name)' no longer lists \(configuration): \(scenes) configures every scene.")
        }
        plan.manifestText = document.text
    }

    /// Whether `leafType`'s `application(_:configurationForConnecting:options:)` names a scene role other than the
    /// app's windows.
    static func configuresOtherRoles(_ leafType: String, in files: [(path: String, bytes: [UInt8])]) -> Bool {
        for file in files where ByteSearch.contains(file.bytes[...], Array(leafType.utf8)) {
            guard let scanned = try? ScannedSwiftFile(bytes: file.bytes, path: file.path, wantsMembers: {
                $0 == leafType
            }) else { continue }
            for type in scanned.types where type.name == leafType {
                for member in type.members where member.function?.swiftName == configuration {
                    let body = file.bytes[member.range]
                    if otherRoles.contains(where: { ByteSearch.contains(body, Array($0.utf8)) }) { return true }
                }
            }
        }
        return false
    }
}
