/// The Swift files below a folder of the project, as a target would compile them: hidden folders (`.build`,
/// `.git`, `.swiftpm`), build and dependency folders (`DerivedData`, `Pods`, `Carthage`) and bundles Xcode does not
/// compile into the target (`*.xcodeproj`, `*.xcassets`, `*.playground`…) are skipped.
///
/// Symbolic links are not told apart from what they point to (the file system interface cannot yet say which is
/// which): the walk stops 32 folders deep, so a link to a folder above it ends rather than loops.
enum SwiftFileWalk {
    static let skippedFolders: Set<String> = ["DerivedData", "Pods", "Carthage", "node_modules"]
    static let skippedExtensions: Set<String> = [
        "xcodeproj", "xcworkspace", "xcassets", "playground", "bundle", "framework", "xcframework", "docc", "lproj",
        "app", "appex", "xcdatamodeld", "scnassets",
    ]

    /// Whether a folder named `name` can hold a target's sources.
    static func mayHoldSources(_ name: String) -> Bool {
        guard !name.hasPrefix("."), !skippedFolders.contains(name) else { return false }
        guard let dot = name.lastIndex(of: ".") else { return true }
        return !skippedExtensions.contains(String(name[name.index(after: dot)...]))
    }

    /// Paths relative to `root` of the Swift files below `folder` (relative to `root`), sorted; `skip` is asked about
    /// every folder (relative to `root`) before it is entered. A folder that cannot be listed has no files.
    static func files(under folder: String, root: String, fileSystem: some FileSystem,
                      skip: (String) -> Bool = { _ in false }) -> [String] {
        var found: [String] = []
        var pending = [(PathUtilities.normalize(folder), 0)]
        while let (current, depth) = pending.popLast() {
            for name in (try? fileSystem.entries(of: PathUtilities.join(root, current))) ?? [] {
                let path = current == "." ? name : current + "/" + name
                if fileSystem.isDirectory(PathUtilities.join(root, path)) {
                    if depth < 32, mayHoldSources(name), !skip(path) { pending.append((path, depth + 1)) }
                } else if name.hasSuffix(".swift") {
                    found.append(path)
                }
            }
        }
        return found.sorted()
    }
}
