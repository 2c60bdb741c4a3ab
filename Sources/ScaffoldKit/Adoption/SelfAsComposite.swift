/// `AppDelegate.shared = self` in the adopted code: after adoption `self` is the leaf, while a property typed as
/// the original class now means the composite, so the line would no longer compile. Where the property is optional
/// (`AppDelegate!`, `AppDelegate?`) and the line runs once UIKit made the composite the app's delegate (not in an
/// initializer), `self` becomes the composite, `UIApplication.shared.delegate as? AppDelegate`, and the edit is
/// reported; elsewhere adopt refuses, located, with the edit to make.
extension AdoptionPlanning {
    /// One `self` that becomes the composite: its bytes in `path`, and the class's name qualifying the property
    /// (`AppDelegate.shared`), which becomes `Self` when the composite's forwarder cannot set it (`private(set)`).
    struct SelfEdit {
        var path: String
        var range: Range<Int>
        var qualifier: Range<Int>?
        var member: AdoptedMember
        var property: String
        /// `self` → the composite (`UIApplication.shared.delegate as? AppDelegate`).
        var composite = ""

        var textEdits: [(range: Range<Int>, text: String)] {
            [(range, composite)] + (qualifier.map { [($0, "Self")] } ?? [])
        }
    }

    /// - Parameters:
    ///   - globals: the module's top-level variables (`var appDelegate: AppDelegate!`).
    ///   - adaptor: where a SwiftUI app makes the class (`DelegateAdaptor`): the application's delegate is then
    ///     SwiftUI's object, so no `self` can become the composite that way.
    mutating func selfAsComposite(_ members: [AdoptedMember], globals: [(name: String, type: String)],
                                  texts: [String: [UInt8]], adaptor: SourceLocation? = nil) -> [SelfEdit] {
        var typed = members.filter { $0.kind == .property && $0.propertyType.map(isTheClass) == true }
            .map { (name: $0.name, type: $0.propertyType ?? "", isSettable: $0.isSettable) }
        typed += globals.filter { isTheClass($0.type) }.map { (name: $0.name, type: $0.type, isSettable: true) }
        guard !typed.isEmpty else { return [] }
        let application = Self.application(of: spec.name)
        var edits: [SelfEdit] = []
        for member in members where member.kind != .property || member.propertyType == nil {
            guard let bytes = texts[member.path] else { continue }
            for (name, offset, qualifier) in assignmentsOfSelf(in: Array(bytes[member.range])) {
                guard let property = typed.first(where: { $0.name == name }) else { continue }
                let type = property.type
                let isOptional = type.hasSuffix("?") || type.hasSuffix("!")
                guard isOptional && member.kind != .initializer else {
                    diagnostics.error("'\(member.displayName)' assigns 'self' to '\(name)', typed '\(type)': after "
                        + "adoption 'self' is '\(leafType)' and '\(self.name)' the composite, which "
                        + (isOptional ? "UIKit has not made the app's delegate yet in an initializer"
                                      : "this property cannot hold unless it is optional")
                        + "; assign '\(application).shared.delegate as? \(self.name)' in "
                        + "'application(_:didFinishLaunchingWithOptions:)'" + (isOptional ? "" : " to a '\(type)?'")
                        + " instead, then adopt again", at: member.location)
                    continue
                }
                if let adaptor {
                    diagnostics.error("'\(member.displayName)' assigns 'self' to '\(name)': SwiftUI makes "
                        + "'\(self.name)' through '@\(application)DelegateAdaptor', so "
                        + "'\(application).shared.delegate' is SwiftUI's object, never the composite, and after "
                        + "adoption 'self' is '\(leafType)'; remove the line and assign the adaptor's value from your "
                        + "App instead ('\(self.name).\(name) = "
                        + "appDelegate'" + (property.isSettable ? "" : ", its setter made internal")
                        + "), then adopt again",
                        at: TextEdits.location(of: member.range.lowerBound + offset, in: bytes, path: member.path),
                        notes: [.note("the adaptor that makes '\(self.name)'", at: adaptor)])
                    continue
                }
                let start = member.range.lowerBound + offset
                let qualifying = property.isSettable ? nil : qualifier.map {
                    member.range.lowerBound + $0.lowerBound..<member.range.lowerBound + $0.upperBound
                }
                edits.append(SelfEdit(path: member.path, range: start..<start + 4, qualifier: qualifying,
                                      member: member, property: name, composite: compositeExpression))
            }
        }
        return edits
    }

    /// The text `self` becomes.
    var compositeExpression: String {
        Self.application(of: spec.name) + ".shared.delegate as? " + name
    }

    /// The application class whose delegate adopts `protocolName`.
    static func application(of protocolName: String) -> String {
        protocolName == "NSApplicationDelegate" ? "NSApplication" : "UIApplication"
    }

    /// `AppDelegate`, `AppDelegate!`, `AppDelegate?`, `weak var … : AppDelegate?`.
    private func isTheClass(_ type: String) -> Bool {
        var trimmed = type.trimmingSpaces()
        while trimmed.hasSuffix("?") || trimmed.hasSuffix("!") { trimmed.removeLast() }
        return trimmed == name
    }

    /// Each `x = self` (also `Type.x = self`, `self.x = self`) in `bytes`, outside comments and strings: the name,
    /// the offset of `self` and the bytes of the class's name when it qualifies `x`; not `x == self`, `x != self` or
    /// `x = self.y`.
    private func assignmentsOfSelf(in bytes: [UInt8]) -> [(String, Int, Range<Int>?)] {
        guard let (tokens, source) = try? SwiftLexer.tokenize(bytes, path: "") else { return [] }
        let text = { (index: Int) in
            index < tokens.count ? source.text(tokens[index].start..<tokens[index].end) : ""
        }
        var found: [(String, Int, Range<Int>?)] = []
        // `==` and `!=` are two tokens, so `x == self` never has `self` right after the `=` that follows `x`.
        for index in tokens.indices where tokens[index].kind == .identifier && text(index + 1) == "="
            && text(index + 2) == "self" && text(index + 3) != "." && index > 0 && text(index - 1) != "=" {
            let qualified = index > 1 && text(index - 1) == "." && text(index - 2) == name
            found.append((text(index), tokens[index + 2].start,
                          qualified ? tokens[index - 2].start..<tokens[index - 2].end : nil))
        }
        return found
    }
}
