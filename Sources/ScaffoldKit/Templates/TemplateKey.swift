/// A field or variable name as a template reads it, with the number its name has in this process
/// (`TemplateKeyNumbers`), found once, where the template is parsed (or the model's fields are declared): keys
/// compare and hash as that number, so finding one among an object's fields compares integers, never text.
public struct TemplateKey: Sendable, Hashable, CustomStringConvertible {
    public let name: String
    /// Equal for equal names, different for different ones.
    let number: Int

    public init(_ name: String) {
        self.name = name
        number = TemplateKeyNumbers.shared.number(of: name)
    }

    public var description: String { name }

    public static func == (left: TemplateKey, right: TemplateKey) -> Bool {
        left.number == right.number
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(number)
    }
}
