/// Built-in protocols as this build scanned them, kept beside the run records (`RunRecordStore.folder`): scanning
/// the 53 requirements of `UIApplicationDelegate` costs a first run more than anything but rendering, and its
/// result only changes with the build or with the catalog's text.
///
/// One file per protocol and build, `<name>-<build hash>.protocol`: a header naming the build (its
/// `ExecutableIdentity`) and the hash of the catalog text it was scanned from, the hash of the rest, then the
/// spec (`ProtocolSpecCoding`). A file that does not match all of these, cannot be read or cannot be written is
/// not used: the protocol is scanned, as without a cache. Saving a protocol removes its files of other builds, so
/// rebuilding `scaffold` does not pile them up. `--no-cache` uses none.
public struct ScannedProtocolCache: Sendable {
    let folder: String
    let fileSystem: any FileSystem
    let executable: String

    init(folder: String, fileSystem: any FileSystem, executable: String) {
        self.folder = folder
        self.fileSystem = fileSystem
        self.executable = executable
    }

    /// Beside the run records of `store`, for the same build.
    public init(beside store: RunRecordStore) {
        self.init(folder: store.folder, fileSystem: store.fileSystem, executable: store.executable)
    }

    /// The spec of catalog protocol `name` scanned from `source`: from the cache, else `scan()` (then saved).
    func spec(named name: String, source: String, scan: () throws -> ProtocolSpec) rethrows -> ProtocolSpec {
        let path = path(for: name)
        let header = header(for: source)
        if let bytes = try? fileSystem.contents(of: path), let spec = Self.decode(bytes, header: header) {
            return spec
        }
        let spec = try scan()
        let payload = ProtocolSpecCoding.encode(spec)
        var file = header
        file += Array("\(ContentHash.of(payload))\n".utf8)
        file += payload
        guard (try? fileSystem.write(file, to: path)) != nil else { return spec }
        let others = ((try? fileSystem.entries(of: folder)) ?? []).filter {
            $0.hasPrefix(name + "-") && $0.hasSuffix(".protocol") && PathUtilities.join(folder, $0) != path
        }
        for other in others { try? fileSystem.removeFile(PathUtilities.join(folder, other)) }
        return spec
    }

    func path(for name: String) -> String {
        PathUtilities.join(folder, "\(name)-\(String(ContentHash.of(executable), radix: 16)).protocol")
    }

    /// `scaffold protocol 1`, the build, the catalog text's hash: one line each.
    private func header(for source: String) -> [UInt8] {
        Array("scaffold protocol 1\n\(executable)\n\(ContentHash.of(source))\n".utf8)
    }

    /// The spec in `bytes` when they start with `header` and the rest has the hash the next line gives.
    static func decode(_ bytes: [UInt8], header: [UInt8]) -> ProtocolSpec? {
        guard bytes.count > header.count, bytes[..<header.count].elementsEqual(header),
              let newline = bytes[header.count...].firstIndex(of: UInt8(ascii: "\n")),
              let hash = UInt64(String(decoding: bytes[header.count..<newline], as: UTF8.self))
        else { return nil }
        let payload = Array(bytes[(newline + 1)...])
        guard ContentHash.of(payload) == hash else { return nil }
        return ProtocolSpecCoding.decode(payload)
    }
}
