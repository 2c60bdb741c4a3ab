/// `AppDelegate.shared = self` in the adopted code: after adoption `self` is the leaf, while a property typed as
/// the original class now means the composite, so the line no longer compiles. Adopt keeps the code byte for byte,
/// so it names each such line, with the fix, as a located warning (at the member that holds it).
extension AdoptionPlanning {
    mutating func warnAboutSelfAsComposite(_ members: [AdoptedMember], texts: [String: [UInt8]]) {
        let typedAsClass = Set(members.filter { member in
            member.kind == .property && member.propertyType.map(isTheClass) == true
        }.map(\.name))
        guard !typedAsClass.isEmpty else { return }
        for member in members where member.kind != .property || member.propertyType == nil {
            guard let bytes = texts[member.path] else { continue }
            let assigned = propertiesAssignedSelf(in: Array(bytes[member.range]))
            for property in typedAsClass.sorted() where assigned.contains(property) {
                diagnostics.warning("'\(member.displayName)' assigns 'self' to '\(property)', which is typed "
                    + "'\(name)': 'self' is now '\(leafType)' and '\(name)' the composite, so that line no longer "
                    + "compiles; assign the composite instead: 'UIApplication.shared.delegate as? \(name)'",
                    at: member.location)
            }
        }
    }

    /// `AppDelegate`, `AppDelegate!`, `AppDelegate?`, `weak var … : AppDelegate?`.
    private func isTheClass(_ type: String) -> Bool {
        var trimmed = type.trimmingSpaces()
        while trimmed.hasSuffix("?") || trimmed.hasSuffix("!") { trimmed.removeLast() }
        return trimmed == name
    }

    /// The names `x` of every `x = self` (also `Type.x = self`) in `bytes`, outside comments and strings; not
    /// `x == self`, `x != self` or `x = self.y`.
    private func propertiesAssignedSelf(in bytes: [UInt8]) -> Set<String> {
        guard let (tokens, source) = try? SwiftLexer.tokenize(bytes, path: "") else { return [] }
        let text = { (index: Int) in
            index < tokens.count ? source.text(tokens[index].start..<tokens[index].end) : ""
        }
        var names: Set<String> = []
        // `==` and `!=` are two tokens, so `x == self` never has `self` right after the `=` that follows `x`.
        for index in tokens.indices where tokens[index].kind == .identifier && text(index + 1) == "="
            && text(index + 2) == "self" && text(index + 3) != "." {
            names.insert(text(index))
        }
        return names
    }
}
