#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The identity of every file below a folder (inode, size, modification and change times), to prove a run
/// wrote nothing: an atomic rewrite changes the inode, an in-place write the times.
public struct FileTreeSnapshot: Equatable, Sendable {
    public struct Stamp: Equatable, Sendable {
        public var inode: UInt64
        public var size: Int
        public var modified: Int
        public var changed: Int
    }

    /// Stamps by path relative to the folder.
    public var files: [String: Stamp]

    /// Every file below `folder`, recursively (hidden files too: a stray temporary file is a write).
    public init(of folder: String) {
        var files: [String: Stamp] = [:]
        var pending = [""]
        while let relative = pending.popLast() {
            let absolute = relative.isEmpty ? folder : folder + "/" + relative
            guard let stream = opendir(absolute) else { continue }
            while let entry = readdir(stream) {
                let name = withUnsafePointer(to: entry.pointee.d_name) { pointer in
                    pointer.withMemoryRebound(to: CChar.self, capacity: 256) { String(cString: $0) }
                }
                if name == "." || name == ".." { continue }
                let path = relative.isEmpty ? name : relative + "/" + name
                var info = stat()
                guard lstat(folder + "/" + path, &info) == 0 else { continue }
                if info.st_mode & S_IFMT == S_IFDIR {
                    pending.append(path)
                } else {
                    #if canImport(Darwin)
                    let (modified, changed) = (info.st_mtimespec, info.st_ctimespec)
                    #else
                    let (modified, changed) = (info.st_mtim, info.st_ctim)
                    #endif
                    files[path] = Stamp(inode: UInt64(info.st_ino), size: Int(info.st_size),
                                        modified: Self.nanoseconds(modified), changed: Self.nanoseconds(changed))
                }
            }
            closedir(stream)
        }
        self.files = files
    }

    /// Files added, removed or changed between `self` and `later`: the writes a run performed.
    public func writes(until later: FileTreeSnapshot) -> Int {
        var count = 0
        for (path, stamp) in later.files where files[path] != stamp { count += 1 }
        for path in files.keys where later.files[path] == nil { count += 1 }
        return count
    }

    private static func nanoseconds(_ time: timespec) -> Int {
        Int(time.tv_sec) * 1_000_000_000 + Int(time.tv_nsec)
    }
}
