/// Delegate classes of a form `scaffold adopt` cannot take over, found when no class of the file qualifies: each
/// refused where it is declared, saying why and what would unblock it.
extension DelegateClass {
    static func unadoptable(in file: ScannedSwiftFile) -> Diagnostic? {
        nested(in: file) ?? inheritingConformance(in: file)
    }

    /// `private class AppDelegate: NSObject, UIApplicationDelegate` inside `struct MyApp: App { … }`: the composite
    /// and its leaf would have to be nested there too.
    private static func nested(in file: ScannedSwiftFile) -> Diagnostic? {
        guard let (tokens, source) = try? SwiftLexer.tokenize(file.bytes, path: file.path) else { return nil }
        var depth = 0
        var outer: String?
        for (index, token) in tokens.enumerated() where token.kind == .punctuation || token.kind == .identifier {
            let text = source.text(token.start..<token.end)
            if text == "{" { depth += 1 } else if text == "}" { depth -= 1 }
            guard index + 2 < tokens.count, tokens[index + 1].kind == .identifier else { continue }
            let name = source.text(tokens[index + 1].start..<tokens[index + 1].end)
            if depth == 0, ["struct", "class", "enum", "extension", "actor"].contains(text) { outer = name }
            guard depth > 0, text == "class", source.text(tokens[index + 2].start..<tokens[index + 2].end) == ":",
                  let inherited = tokens[(index + 3)...].prefix(while: { source.text($0.start..<$0.end) != "{" })
                      .first(where: { protocols.contains(source.text($0.start..<$0.end)) }) else { continue }
            let conformance = source.text(inherited.start..<inherited.end)
            return .error("class '\(name)' adopts \(conformance) nested in '\(outer ?? "another type")'; scaffold "
                + "adopt takes a class declared at the top level of its file: move '\(name)' out of "
                + "'\(outer ?? "that type")' (and make it 'internal' if it is 'private'), then adopt again",
                at: TextEdits.location(of: tokens[index + 1].start, in: file.bytes, path: file.path))
        }
        return nil
    }

    /// `class AppDelegate: FlutterAppDelegate` overriding its delegate methods and calling `super`: the
    /// conformance and the methods the overrides call are the superclass's, which no leaf can call.
    private static func inheritingConformance(in file: ScannedSwiftFile) -> Diagnostic? {
        guard let type = file.types.first(where: { type in
            type.keyword == "class" && !type.inherited.isEmpty && type.members.contains {
                $0.kind == .function && $0.isOverride && $0.name.hasPrefix("application")
            }
        }), let superclass = type.inherited.first?.name else { return nil }
        return .error("'\(type.name)' implements the delegate methods of its superclass '\(superclass)' (overriding "
            + "them), which adopts the delegate protocol itself; scaffold adopt takes a class that adopts "
            + "UIApplicationDelegate in its own declaration or an extension, whose methods a leaf can hold: a leaf "
            + "cannot call '\(superclass)''s implementations through 'super'. Keep '\(type.name)' as it is, or make "
            + "it adopt UIApplicationDelegate itself instead of subclassing '\(superclass)', then adopt again",
                      at: type.location)
    }
}
