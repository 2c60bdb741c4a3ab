/// How a peeled-off leaf reaches a member it shares with the leaf it came from: an accessor of the same name in the
/// new leaf forwarding to that leaf (which the factory hands it, `uses:`), so the moved code stays byte for byte.
enum SharedMemberAccess {
    /// Why `member` cannot get such an accessor, with the edit that would allow it; nil when it can.
    static func problem(_ member: AdoptedMember) -> String? {
        if member.isOverride && member.kind != .initializer {
            return "it overrides the superclass's; move the code using it to one side, then peel again"
        }
        switch member.kind {
        case .property where member.propertyType == nil:
            return "it has no type annotation; write its type ('\(member.name): Type'), then peel again"
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
        var relaxed = member
        relaxed.modifiers.removeAll { AccessRelaxation.relaxed.contains($0) }
        // `private(set)` is relaxed too: the moved code may set it.
        relaxed.isSettable = member.isSettable || member.hasPrivateSetter
        return MemberForwarders.forwarder(of: relaxed, leafType: leafType, leafProperty: leafProperty)
    }
}
