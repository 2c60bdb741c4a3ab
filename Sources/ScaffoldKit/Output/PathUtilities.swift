/// Pure string operations on `/`-separated paths; nothing here touches the disk.
public enum PathUtilities {
    /// `base` and `relative` joined; an absolute `relative` wins.
    public static func join(_ base: String, _ relative: String) -> String {
        if relative.hasPrefix("/") || base.isEmpty { return relative }
        if relative.isEmpty { return base }
        // One string grown once (`base + "/" + relative` makes two).
        var joined = base
        joined.reserveCapacity(base.utf8.count + 1 + relative.utf8.count)
        if !base.hasSuffix("/") { joined += "/" }
        joined += relative
        return joined
    }

    /// The index of the last `/` in `path`, searched in its contiguous UTF-8 where it has one (the search through
    /// `String.UTF8View` costs about 1,000 instructions a path).
    static func lastSlash(in path: String) -> String.Index? {
        let slash = UInt8(ascii: "/")
        switch path.utf8.withContiguousStorageIfAvailable({ $0.lastIndex(of: slash) }) {
        case .some(.some(let offset)): return path.utf8.index(path.utf8.startIndex, offsetBy: offset)
        case .some(.none): return nil
        case .none: return path.utf8.lastIndex(of: slash)
        }
    }

    /// Removes `.` components, empty components and resolves `..` lexically.
    /// A relative path keeps the leading `..` it cannot resolve; `/..` stays `/`.
    public static func normalize(_ path: String) -> String {
        if isNormal(path) { return path }
        let isAbsolute = path.hasPrefix("/")
        var components: [Substring] = []
        for component in path.split(separator: "/", omittingEmptySubsequences: true) {
            switch component {
            case ".":
                continue
            case "..":
                if let last = components.last, last != ".." {
                    components.removeLast()
                } else if !isAbsolute {
                    components.append(component)
                }
            default:
                components.append(component)
            }
        }
        let joined = components.joined(separator: "/")
        if isAbsolute { return "/" + joined }
        return joined.isEmpty ? "." : joined
    }

    /// True when `normalize` would return `path` unchanged: no empty, `.` or `..` component, no trailing `/`.
    /// One pass over the bytes: most paths a run joins are already normal.
    static func isNormal(_ path: String) -> Bool {
        path.utf8.withContiguousStorageIfAvailable(isNormal(bytes:)) ?? false
    }

    /// `isNormal` on a path's bytes, looking at each component where its `/` is found.
    private static func isNormal(bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let slash = UInt8(ascii: "/"), dot = UInt8(ascii: ".")
        guard let first = bytes.first else { return false }
        if bytes.count == 1 { return first != dot }
        if bytes[bytes.count - 1] == slash { return false }
        var start = first == slash ? 1 : 0
        while true {
            let end = bytes[start...].firstIndex(of: slash) ?? bytes.count
            let length = end - start
            if length == 0 { return false }
            if bytes[start] == dot && (length == 1 || (length == 2 && bytes[start + 1] == dot)) { return false }
            if end == bytes.count { return true }
            start = end + 1
        }
    }

    /// The folder holding `path` (normalised); `/` for a top-level absolute path, `.` for a bare name.
    public static func parent(of path: String) -> String {
        split(path).folder
    }

    /// The last component of `path`.
    public static func lastComponent(of path: String) -> String {
        String(split(path).name)
    }

    /// `parent(of: path)` and `lastComponent(of: path)`, normalising once.
    static func split(_ path: String) -> (folder: String, name: Substring) {
        let normalized = normalize(path)
        // Searched in the UTF-8 bytes: `lastIndex(of:)` on the characters walks grapheme clusters backwards,
        // about 9,000 instructions per path.
        guard let slash = lastSlash(in: normalized) else {
            return (normalized == "." ? ".." : ".", normalized[...])
        }
        let folder = slash == normalized.startIndex ? "/" : String(normalized[..<slash])
        return (folder, normalized[normalized.index(after: slash)...])
    }

    /// True when `path` is `folder` itself or lies below it, after normalising both.
    public static func isInside(_ path: String, folder: String) -> Bool {
        // Compared as bytes, as the file system compares names: `String`'s `==` and `hasPrefix` take a precomposed
        // "é" and an "e" with a combining accent for one character, but they are two different folders.
        let path = Array(normalize(path).utf8)
        let folder = Array(normalize(folder).utf8)
        let slash = UInt8(ascii: "/"), dot = UInt8(ascii: ".")
        if path == folder { return true }
        if folder == [slash] { return path.first == slash }
        if folder == [dot] {
            return path.first != slash && path != [dot, dot] && !path.starts(with: [dot, dot, slash])
        }
        return path.count > folder.count && path[folder.count] == slash && path.starts(with: folder)
    }

    /// `path` made absolute against `directory` and normalised.
    public static func absolute(_ path: String, in directory: String) -> String {
        normalize(join(directory, path))
    }

    /// `path` relative to `folder` when it lies inside it, else nil.
    /// `path` (relative to `directory`) as diagnostics show it: relative to `currentDirectory` when inside it,
    /// else absolute, so it opens in an editor from where the command ran.
    public static func display(_ path: String, in directory: String, from currentDirectory: String) -> String {
        let full = absolute(path, in: directory)
        return relative(full, to: currentDirectory).flatMap { $0.isEmpty || $0 == "." ? nil : $0 } ?? full
    }

    public static func relative(_ path: String, to folder: String) -> String? {
        let path = normalize(path)
        let folder = normalize(folder)
        guard isInside(path, folder: folder) else { return nil }
        if path == folder { return "." }
        if folder == "." { return path }
        let start = path.index(path.startIndex, offsetBy: folder == "/" ? 1 : folder.count + 1)
        return String(path[start...])
    }

    /// `path` as messages show it: relative to `directory` (the working folder) when inside it, else as it is.
    public static func displayed(_ path: String, from directory: String) -> String {
        relative(path, to: directory).flatMap { $0 == "." ? nil : $0 } ?? path
    }
}
