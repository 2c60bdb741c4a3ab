/// Counts what a file system really did to the disk, so a benchmark can prove a no-op `generate` wrote nothing.
public final class WriteCounter: @unchecked Sendable {
    /// A snapshot of the counts.
    public struct Counts: Equatable, Sendable, CustomStringConvertible {
        /// Files written: a temporary staged for a replacement, or a new file created at its path.
        public var writes = 0
        /// Temporaries renamed over their destination (replacements only; a new file needs none).
        public var renames = 0
        /// Files removed by `removeFile` (not the rollback of a failed batch).
        public var removals = 0
        /// Folders made by `mkdir`.
        public var folderCreations = 0

        public init() {}

        /// True when the disk was not modified at all.
        public var isZero: Bool { writes == 0 && renames == 0 && removals == 0 && folderCreations == 0 }

        public var description: String {
            "\(writes) writes, \(renames) renames, \(removals) removals, \(folderCreations) folders created"
        }
    }

    private let lock = ThreadLock()
    private var current = Counts()

    public init() {}

    public var counts: Counts { lock.withLock { current } }

    public func reset() { lock.withLock { current = Counts() } }

    func record(_ change: (inout Counts) -> Void) { lock.withLock { change(&current) } }
}
