/// The Swift files of a module, read for `scaffold adopt` and peel-offs.
enum ModuleFiles {
    /// Every Swift file of the target that compiles `file` (see `TargetFiles`): the package target, the Xcode
    /// targets' synchronized folders and listed files, else every Swift file under `root` outside build and test
    /// folders. Paths relative to `root`, sorted.
    static func swiftFiles(compiledWith file: String, root: String, in fileSystem: some FileSystem) throws
        -> [(path: String, bytes: [UInt8])]
    {
        try read(TargetFiles.swiftFiles(compiledWith: file, root: root, fileSystem: fileSystem), root: root,
                 in: fileSystem)
    }

    /// The Swift files under `folder` (relative to `root`), recursively, skipping hidden and build folders; paths
    /// relative to `root`, sorted.
    static func swiftFiles(under folder: String, root: String, in fileSystem: some FileSystem) throws
        -> [(path: String, bytes: [UInt8])]
    {
        try read(SwiftFileWalk.files(under: folder, root: root, fileSystem: fileSystem), root: root, in: fileSystem)
    }

    private static func read(_ paths: [String], root: String, in fileSystem: some FileSystem) throws
        -> [(path: String, bytes: [UInt8])]
    {
        try paths.compactMap { path in try fileSystem.contents(of: PathUtilities.join(root, path)).map { (path, $0) } }
    }
}
