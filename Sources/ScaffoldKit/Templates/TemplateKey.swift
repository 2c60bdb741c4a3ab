/// A field or variable name as a template reads it, with a hash of its bytes computed once, where the template is
/// parsed (or the model's fields are declared): finding it among an object's fields compares integers before
/// any text, and no `Hasher` runs while a template renders.
public struct TemplateKey: Sendable, Hashable, CustomStringConvertible {
    public let name: String
    /// FNV-1a of the name's UTF-8 bytes: the same for equal names in every run, so nothing depends on a seed.
    let hash: UInt64

    public init(_ name: String) {
        self.name = name
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in name.utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x0100_0000_01b3
        }
        self.hash = hash
    }

    public var description: String { name }

    public static func == (left: TemplateKey, right: TemplateKey) -> Bool {
        left.hash == right.hash && left.name == right.name
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(hash)
    }
}
