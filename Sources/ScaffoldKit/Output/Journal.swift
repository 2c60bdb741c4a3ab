/// What a transaction of several files will change, saved before it changes anything (`.scaffold-journal` beside
/// the manifest): for each path, its bytes before (nil: no file) and the length and hash of its bytes after (nil: no
/// file). With it, the next run can put every file back as it was (`InterruptedRun`) and tell a file the
/// transaction wrote from one the user has edited since.
///
/// The format is binary-safe and checked whole: `scaffold-journal 1`, then per entry a line
/// `entry PATHLENGTH OLDLENGTH NEWLENGTH NEWHASH` (`-` for none) followed by the path's bytes, a line feed, the old
/// bytes and a line feed, and `end HASH` last, the hash of every byte before it: a journal damaged anywhere (a bit
/// flipped in an original) is refused, never undone into the user's files. A plain `end` (older scaffolds) is read.
struct Journal: Equatable {
    struct Entry: Equatable {
        /// Relative to the project folder.
        var path: String
        var old: [UInt8]?
        var newLength: Int?
        var newHash: UInt64?

        init(path: String, old: [UInt8]?, new: [UInt8]?) {
            self.path = path
            self.old = old
            newLength = new?.count
            newHash = new.map(Journal.hash)
        }

        /// True when `bytes` are what the transaction wrote at this path.
        func isNew(_ bytes: [UInt8]?) -> Bool {
            guard let bytes else { return newLength == nil }
            return bytes.count == newLength && Journal.hash(bytes) == newHash
        }
    }

    var entries: [Entry]

    /// The journal's name, in the project folder.
    static let fileName = ".scaffold-journal"
    private static let header = "scaffold-journal 1"

    func encoded() -> [UInt8] {
        var bytes = Array((Self.header + "\n").utf8)
        for entry in entries {
            let path = Array(entry.path.utf8)
            let fields = ["entry", "\(path.count)", entry.old.map { "\($0.count)" } ?? "-",
                          entry.newLength.map { "\($0)" } ?? "-", entry.newHash.map { String($0, radix: 16) } ?? "-"]
            bytes += Array((fields.joined(separator: " ") + "\n").utf8) + path + [10] + (entry.old ?? []) + [10]
        }
        return bytes + Array("end \(String(Self.hash(bytes), radix: 16))\n".utf8)
    }

    /// The journal `bytes` hold, or nil when they are not one, whole.
    static func decode(_ bytes: [UInt8]) -> Journal? {
        var reader = JournalReader(bytes: bytes)
        guard reader.line() == header else { return nil }
        var entries: [Entry] = []
        while case let start = reader.offset, let line = reader.line() {
            if line == "end" || line.hasPrefix("end ") {
                let sealed = line == "end" || line == "end " + String(hash(Array(bytes[..<start])), radix: 16)
                return reader.isAtEnd && sealed ? Journal(entries: entries) : nil
            }
            let fields = line.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
            guard fields.count == 5, fields[0] == "entry", let pathLength = Int(fields[1]),
                  let pathBytes = reader.take(pathLength), reader.take(1) == [10],
                  let path = String(validatingUTF8Bytes: pathBytes) else { return nil }
            var entry = Entry(path: path, old: nil, new: nil)
            if fields[2] != "-" {
                guard let length = Int(fields[2]), let old = reader.take(length) else { return nil }
                entry.old = old
            }
            guard reader.take(1) == [10] else { return nil }
            if fields[3] != "-" || fields[4] != "-" {
                guard let length = Int(fields[3]), let hash = UInt64(fields[4], radix: 16) else { return nil }
                entry.newLength = length
                entry.newHash = hash
            }
            entries.append(entry)
        }
        return nil
    }

    /// 64-bit FNV-1a: enough to tell the bytes a transaction wrote from an edit made since.
    static func hash(_ bytes: [UInt8]) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
        }
        return hash
    }
}

/// Reads a journal's lines and counted byte runs.
private struct JournalReader {
    let bytes: [UInt8]
    var offset = 0

    var isAtEnd: Bool { offset == bytes.count }

    /// The next line without its line feed; nil at the end or when it is not UTF-8.
    mutating func line() -> String? {
        guard let end = bytes[offset...].firstIndex(of: 10) else { return nil }
        defer { offset = end + 1 }
        return String(validatingUTF8Bytes: Array(bytes[offset..<end]))
    }

    /// The next `count` bytes, or nil when fewer are left.
    mutating func take(_ count: Int) -> [UInt8]? {
        guard count >= 0, count <= bytes.count - offset else { return nil }
        defer { offset += count }
        return Array(bytes[offset..<(offset + count)])
    }
}
