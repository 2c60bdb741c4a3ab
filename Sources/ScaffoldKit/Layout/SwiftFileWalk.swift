/// The Swift files below a folder of the project, as a target would compile them: hidden folders (`.build`,
/// `.git`, `.swiftpm`), build and dependency folders (`DerivedData`, `Pods`, `Carthage`) and bundles Xcode does not
/// compile into the target (`*.xcodeproj`, `*.xcassets`, `*.playground`…) are skipped.
///
/// Symbolic links are followed only inside the project, and each real folder is walked once (`FolderWalk`): a link
/// to a folder above, or out of the project, neither loops nor leads out.
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
        let folder = PathUtilities.normalize(folder)
        let prefix = folder == "." ? "" : folder + "/"
        var walk = FolderWalk(fileSystem: fileSystem, boundary: root, linksOut: .skip)
        walk.skipsUnlistableFolders = true
        let files = (try? walk.files(under: PathUtilities.join(root, folder)) { relative in
            !mayHoldSources(PathUtilities.lastComponent(of: relative)) || skip(prefix + relative)
        }) ?? []
        return files.filter { $0.hasSuffix(".swift") }.map { prefix + $0 }.sorted()
    }
}
