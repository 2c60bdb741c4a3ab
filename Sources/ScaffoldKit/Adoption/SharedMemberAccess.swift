/// How a peeled-off leaf reaches a member it shares with the leaf it came from: an accessor of the same name in the
/// new leaf forwarding to that leaf (which the factory hands it, `uses:`), so the moved code stays byte for byte.
enum SharedMemberAccess {
    /// Why `member` cannot get such an accessor, with the edit that would allow it; nil when it can.
    static func problem(_ member: AdoptedMember) -> String? {
        if member.isOverride && member.kind != .initializer {
            return "it overrides the superclass's; move the code using it to one side, then peel again"
        }
        switch member.kind {
        case .property where member.propertyType == nil && isVariable(member):
            return "it is a 'var' with no type annotation; write its type ('\(member.name): Type'), then peel again"
        case .function where member.function?.parameters.contains(where: \.isVariadic) == true:
            return "it takes a variadic parameter; take an array instead, then peel again"
        case .initializer, .deinitializer, .subscripting:
            return "an initializer or a subscript is not forwarded; move the code using it to one side, then peel again"
        default:
            return nil
        }
    }

    /// The accessor's lines, indented by four spaces, in `#if`s as the member is: `var x: T { get set }`, a method
    /// calling through, `typealias T = Leaf.T`.
    static func accessor(of member: AdoptedMember, leafType: String, leafProperty: String) -> [String] {
        if member.kind == .property && member.propertyType == nil {
            return untypedConstant(member, leafType: leafType, leafProperty: leafProperty)
        }
        var relaxed = member
        relaxed.modifiers.removeAll { AccessRelaxation.relaxed.contains($0) }
        // `private(set)` is relaxed too: the moved code may set it.
        relaxed.isSettable = member.isSettable || member.hasPrivateSetter
        return MemberForwarders.forwarder(of: relaxed, leafType: leafType, leafProperty: leafProperty)
    }

    /// A `let` without a type: the same value under the same name, its type inferred from it (a `lazy var` reads it
    /// from the leaf the first time it is used; a static one is a static constant).
    private static func untypedConstant(_ member: AdoptedMember, leafType: String, leafProperty: String) -> [String] {
        var lines = member.isStatic
            ? ["    static let \(member.name) = \(leafType).\(member.name)"]
            : ["    lazy var \(member.name) = \(leafProperty).\(member.name)"]
        for condition in member.conditions.reversed() { lines = ["#if \(condition)"] + lines + ["#endif"] }
        return lines
    }

    /// Whether the accessor of `member` is stored (an untyped constant's copy), so belongs in the class's body.
    static func isStored(_ member: AdoptedMember) -> Bool {
        member.kind == .property && member.propertyType == nil
    }

    /// A `var` (settable, or `private(set)`): a copy of its value would not follow it.
    private static func isVariable(_ member: AdoptedMember) -> Bool {
        member.isSettable || member.hasPrivateSetter
    }
}
