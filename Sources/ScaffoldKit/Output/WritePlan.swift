/// What the writer will do to one path.
public enum WriteAction: String, Sendable, Equatable {
    /// A file that does not exist yet.
    case create
    /// A generated file whose bytes differ.
    case update
    /// A generated file whose bytes are identical: not touched, so its modification time is kept.
    case unchanged
    /// A stale generated file (marker present, no longer produced) in a generated folder.
    case delete
    /// A user-owned file that already exists: left alone.
    case skip
    /// A stale generated file that a sandboxed run may not delete: left in place, and reported.
    case stale
}

/// One line of the plan: an action on a path relative to the root.
public struct PlannedChange: Sendable, Equatable {
    public var action: WriteAction
    /// Relative to the root, normalised, `/`-separated.
    public var path: String
    public var ownership: Ownership
    /// The bytes to write, for `create` and `update`.
    public var newContents: [UInt8]?
    /// The bytes on disk, for `update` and `delete`.
    public var oldContents: [UInt8]?

    public init(
        action: WriteAction, path: String, ownership: Ownership,
        newContents: [UInt8]? = nil, oldContents: [UInt8]? = nil
    ) {
        self.action = action
        self.path = path
        self.ownership = ownership
        self.newContents = newContents
        self.oldContents = oldContents
    }

    /// True for the actions that modify the disk.
    public var modifiesDisk: Bool {
        switch action {
        case .create, .update, .delete: return true
        case .unchanged, .skip, .stale: return false
        }
    }

    /// Lines added and removed, for a change that has something to compare.
    public var lineDiff: LineDiff? {
        switch action {
        case .create: return LineDiff(old: [], new: newContents ?? [])
        case .update: return LineDiff(old: oldContents ?? [], new: newContents ?? [])
        case .delete: return LineDiff(old: oldContents ?? [], new: [])
        case .unchanged, .skip, .stale: return nil
        }
    }
}

/// Everything the writer would do, decided before anything is written.
public struct WritePlan: Sendable {
    /// The absolute folder every path is relative to (the manifest's folder).
    public var root: String
    /// Sorted by path; one entry per path.
    public var changes: [PlannedChange]
    /// Errors that forbid applying the plan (a user's file in the way, a path escaping the root, …), and the
    /// warnings and notes of a sandboxed run (stale files kept).
    public var diagnostics: [Diagnostic]

    public init(root: String, changes: [PlannedChange], diagnostics: [Diagnostic]) {
        self.root = root
        self.changes = changes
        self.diagnostics = diagnostics
    }

    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

    /// True when applying the plan would modify the disk.
    public var hasChanges: Bool { changes.contains { $0.modifiesDisk } }

    /// The absolute path of a planned change.
    public func absolutePath(of change: PlannedChange) -> String {
        PathUtilities.absolute(change.path, in: root)
    }
}
