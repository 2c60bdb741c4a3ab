/// What the leaf audit reads from a leaf file's lines besides its declarations: `// scaffold:ignore` markers,
/// comments the declaration scanner skips; and the method-name prefixes of the protocols a leaf adopts.
struct LeafFileFacts {
    /// The comment that silences the audit for the method declared just below it.
    static let ignoreMarker = "// scaffold:ignore"

    /// The file's lines; none when it has no marker (most leaves), which is then never looked for.
    private let lines: [Substring]

    init(_ bytes: [UInt8]) {
        guard ByteSearch.contains(bytes[...], Array(Self.ignoreMarker.utf8)) else {
            lines = []
            return
        }
        lines = String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
    }

    /// Whether `// scaffold:ignore` (optionally followed by a reason) is on a line above the declaration whose
    /// name is on `line` (1-based), with only its attributes and doc comment in between.
    func isIgnored(line: Int) -> Bool {
        var index = line - 2
        while index >= 0, index < lines.count {
            let text = String(lines[index]).trimmingSpaces()
            if text.hasPrefix(Self.ignoreMarker) { return true }
            guard text.hasPrefix("@") || text.hasPrefix("///") else { return false }
            index -= 1
        }
        return false
    }

    /// The prefixes of method names an adopted protocol's requirements start with: `CLLocationManagerDelegate`
    /// → `locationManager`, `UNUserNotificationCenterDelegate` → `userNotificationCenter` and `center`,
    /// `UIWindowSceneDelegate` → `windowScene` and `scene`: SDK delegates name methods after their delegator.
    static func methodPrefixes(of protocolName: String) -> [String] {
        var scalars = Array(protocolName.unicodeScalars)
        // A framework prefix (`CL`, `UN`, `UI`) is the uppercase run before the first word's capital.
        var run = 0
        while run < scalars.count, ("A"..."Z").contains(scalars[run]) { run += 1 }
        if run > 1 && run < scalars.count { scalars.removeFirst(run - 1) }
        var stem = String(String.UnicodeScalarView(scalars))
        let suffixes = ["Delegate", "DataSource", "Observer", "Protocol"]
        for suffix in suffixes where stem.hasSuffix(suffix) && stem != suffix {
            stem = String(stem.dropLast(suffix.count))
            break
        }
        guard let first = stem.first else { return [] }
        let lowered = first.lowercased() + stem.dropFirst()
        let lastWord = stem.lastIndex(where: \.isUppercase).map { stem[$0...].lowercased() } ?? lowered
        return lastWord == lowered ? [lowered] : [lowered, lastWord]
    }
}
