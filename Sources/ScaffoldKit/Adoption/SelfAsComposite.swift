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
            let text = String(decoding: bytes[member.range], as: UTF8.self)
            for property in typedAsClass.sorted() where assignsSelf(to: property, in: text) {
                diagnostics.warning("'\(member.displayName)' assigns 'self' to '\(property)', which is typed "
                    + "'\(name)': 'self' is now '\(leafType)' and '\(name)' the composite, so that line no longer compiles; "
                    + "assign the composite instead: 'UIApplication.shared.delegate as? \(name)'",
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

    /// `property = self` (also `Type.property = self`), not `==` and not `self.x`.
    private func assignsSelf(to property: String, in text: String) -> Bool {
        let bytes = Array(text.utf8)
        let target = Array(property.utf8)
        let isPart = ASCII.isIdentifierContinue
        func skipSpaces(_ index: Int) -> Int {
            var index = index
            while index < bytes.count, bytes[index] == ASCII.space { index += 1 }
            return index
        }
        for start in bytes.indices where bytes[start...].starts(with: target) {
            if start > 0, isPart(bytes[start - 1]) { continue }
            let equals = skipSpaces(start + target.count)
            guard equals + 1 < bytes.count, bytes[equals] == UInt8(ascii: "="), bytes[equals + 1] != UInt8(ascii: "=")
            else { continue }
            let value = skipSpaces(equals + 1)
            guard bytes[value...].starts(with: Array("self".utf8)) else { continue }
            if value + 4 == bytes.count || !isPart(bytes[value + 4]) { return true }
        }
        return false
    }
}
