/// What is at a path, as `lstat` tells it: its kind (a symbolic link is not followed) and size.
public struct FileStatus: Sendable, Equatable {
    public enum Kind: String, Sendable, Equatable {
        case file, folder, link, fifo, socket, device, other
    }

    public var kind: Kind
    /// In bytes; meaningful for a file.
    public var size: Int

    public init(kind: Kind, size: Int) {
        self.kind = kind
        self.size = size
    }

    /// The largest file scaffold reads (manifest, protocol, template, Swift file, generated file): 16 MB. A larger
    /// one is refused before it is read, so a hostile input cannot make a run allocate without bound.
    public static let readLimit = 16 * 1024 * 1024

    /// How messages name the kind: `a folder`, `a FIFO (named pipe)`…
    public static func describe(_ kind: Kind) -> String {
        switch kind {
        case .file: return "a file"
        case .folder: return "a folder"
        case .link: return "a symbolic link"
        case .fifo: return "a FIFO (named pipe)"
        case .socket: return "a socket"
        case .device: return "a device"
        case .other: return "not a regular file"
        }
    }

    /// The error for reading something that is not a regular file, located at it.
    static func notAFile(_ kind: Kind, reading path: String) -> Diagnostic {
        .error("cannot read '\(path)': it is \(describe(kind)), not a regular file",
               at: SourceLocation(file: path, line: 1, column: 1))
    }

    /// The error for a file over `readLimit`, located at it.
    static func tooLarge(_ path: String, size: Int) -> Diagnostic {
        .error("cannot read '\(path)': it is \(megabytes(size)) MB, larger than the \(megabytes(readLimit)) MB "
            + "scaffold reads", at: SourceLocation(file: path, line: 1, column: 1))
    }

    private static func megabytes(_ size: Int) -> String {
        let tenths = (size * 10 + 512 * 1024) / (1024 * 1024)
        return tenths % 10 == 0 ? "\(tenths / 10)" : "\(tenths / 10).\(tenths % 10)"
    }
}
