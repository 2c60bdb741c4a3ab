/// The templates and catalog files the generator reads, by path relative to `Templates/`
/// (e.g. `Catalog/UIApplicationDelegate.swift`): the built-in ones, embedded at build time, with the user's
/// overrides laid over them.
public struct TemplateStore {
    /// Every file of the package's `Templates/` folder, as it was when `scaffold` was built.
    public static let builtIn: [String: String] = EmbeddedTemplates.files

    /// The built-in templates, with every file below `directory` (when given) replacing or adding the one of
    /// the same relative name. A missing folder is an error, not a silent fall-back to the built-ins.
    /// - Parameter boundary: the folder no link in `directory` may lead out of (the project's, for a manifest's
    ///   `templates:`); nil for `--templates`, which the user names.
    public static func load(overrides directory: String?, fileSystem: some FileSystem, inside boundary: String? = nil)
        throws -> [String: String]
    {
        guard let directory else { return builtIn }
        return builtIn.merging(try overrides(in: directory, fileSystem: fileSystem, inside: boundary)) { $1 }
    }

    /// Only the files below `directory`, keyed by relative path (hidden files and folders skipped; each real folder
    /// read once, `FolderWalk`); the CLI can warn about names that match no built-in template (`Suggestions` over
    /// `builtIn.keys`).
    public static func overrides(in directory: String, fileSystem: some FileSystem, inside boundary: String? = nil)
        throws -> [String: String]
    {
        let root = PathUtilities.absolute(directory, in: fileSystem.currentDirectory)
        guard fileSystem.isDirectory(root) else {
            let problem = fileSystem.fileExists(root) ? "is not a folder" : "does not exist"
            throw Diagnostic.error("templates folder '\(directory)' \(problem)", at: nil)
        }
        var files: [String: String] = [:]
        for path in try FolderWalk(fileSystem: fileSystem, boundary: boundary, linksOut: .refuse).files(under: root) {
            let absolute = PathUtilities.join(root, path)
            guard let bytes = try fileSystem.contents(of: absolute) else { continue }
            guard let text = String(validatingUTF8Bytes: bytes) else {
                throw Diagnostic.error("template '\(absolute)' is not UTF-8 text",
                                       at: SourceLocation(file: absolute, line: 1, column: 1))
            }
            files[path] = text
        }
        return files
    }
}

extension String {
    /// The text of `bytes`, or nil when they are not valid UTF-8. Decoding repairs invalid sequences, so the bytes
    /// are valid exactly when the decoded text has the same bytes (a comparison, instead of a scalar at a time).
    public init?(validatingUTF8Bytes bytes: [UInt8]) {
        let text = String(decoding: bytes, as: UTF8.self)
        guard text.utf8.count == bytes.count, text.utf8.elementsEqual(bytes) else { return nil }
        self = text
    }
}
