/// A folder relative to the manifest, normalized once for the many files a run puts in it (a composite of a
/// thousand leaves writes two thousand leaf files into two folders): `file(_:_:)` is `Generator.join` of the folder
/// and a file name, without joining and normalizing the folder again for each file.
struct FolderPath {
    /// The normalized folder with its `/`; empty for the manifest's own folder (`.`).
    private let prefix: String

    init(_ folder: String) {
        let normal = PathUtilities.normalize(folder)
        prefix = normal == "." ? "" : normal.hasSuffix("/") ? normal : normal + "/"
    }

    /// The path of the file `name` + `suffix` in the folder (`AnalyticsComponent` + `Tests.swift`).
    func file(_ name: String, _ suffix: String) -> String {
        // A name with a `/` is more than one component: joined and normalized as any path.
        guard !name.utf8.contains(UInt8(ascii: "/")) else {
            return Generator.join(prefix.isEmpty ? "." : prefix, name + suffix)
        }
        var path = prefix
        path.reserveCapacity(prefix.utf8.count + name.utf8.count + suffix.utf8.count)
        path += name
        path += suffix
        return path
    }
}
