/// One file of an adoption: `new` nil removes it, `old` nil creates it.
public struct AdoptionChange: Sendable, Equatable {
    public enum Kind: String, Sendable {
        /// The leaf's file: the original delegate file under its new name.
        case leaf
        /// The original delegate file, now moved into the leaf's.
        case moved
        /// A file whose extensions of the class now extend the leaf.
        case retargeted
        /// The composite's forwarders to the original members (user-owned).
        case forwarders
    }

    public var kind: Kind
    public var path: String
    public var old: [UInt8]?
    public var new: [UInt8]?
    /// `new` without the reported edits to moved or staying code (a relaxed `private`, an adapted declaration):
    /// what the exactly-once check of the members reads. nil when `new` has none.
    public var accounted: [UInt8]?

    public init(kind: Kind, path: String, old: [UInt8]?, new: [UInt8]?, accounted: [UInt8]? = nil) {
        self.kind = kind
        self.path = path
        self.old = old
        self.new = new
        self.accounted = accounted
    }
}
