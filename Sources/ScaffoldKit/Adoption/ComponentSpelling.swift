/// A moved delegate method spelled as the SDK declares it where the component protocol declares another spelling:
/// `-> UISceneConfiguration` where leaves answer `UISceneConfiguration?` (nil: no opinion), a handler taking
/// `INIntentResponse` where it takes `INIntentResponse?`. Such a method would never be called, so the peel-off
/// adapts its declaration, the types only, and says so; the body compiles unchanged (a value where an optional is
/// expected).
enum ComponentSpelling {
    struct Adaptation {
        /// Byte ranges of the member's file and their new text.
        var edits: [(range: Range<Int>, text: String)]
        var message: String
    }

    /// The edits that make `member` (a method implementing `requirement`'s SDK form) implement the component
    /// protocol's form, or an error message when types other than optionality differ.
    static func adaptation(of member: AdoptedMember, in bytes: [UInt8], to requirement: MethodRequirement)
        -> Result<Adaptation?, Diagnostic>
    {
        guard let function = member.function, let problem = WitnessMatch.problem(function, requirement) else {
            return .success(nil)
        }
        let refusal = Diagnostic.error("'\(function.swiftName)' is declared here as the SDK spells it, but the "
            + "component protocol declares '\(requirement.swiftName)' differently (\(problem)), so the moved method "
            + "would never be called; write it as the protocol does, then peel again", at: member.location)
        guard let spans = SignatureSpans(member: member, bytes: bytes),
              spans.parameterTypes.count == requirement.parameters.count else { return .failure(refusal) }
        var edits: [(range: Range<Int>, text: String)] = []
        var changed: [String] = []
        for (index, (parameter, required)) in zip(function.parameters, requirement.parameters).enumerated()
        where TypeMeaning.key(parameter.type) != TypeMeaning.key(required.type) {
            guard sameButOptionality(parameter.type, required.type) else { return .failure(refusal) }
            edits.append((spans.parameterTypes[index], required.type.description))
            changed.append("'\(parameter.name)' is now '\(required.type.description)'")
        }
        let returned = function.returnType ?? .void
        let required = requirement.returnType ?? .void
        if TypeMeaning.key(returned) != TypeMeaning.key(required) {
            guard let range = spans.returnType, sameButOptionality(returned, required) else { return .failure(refusal) }
            edits.append((range, required.description))
            changed.append("it returns '\(required.description)'")
        }
        guard !edits.isEmpty else { return .failure(refusal) }
        return .success(Adaptation(edits: edits, message: "'\(function.swiftName)' now has the component protocol's "
            + "spelling, so the composite calls it: " + changed.joined(separator: ", ")
            + " (nil there means no opinion)"))
    }

    /// `T` and `T?`, or two function types whose parameters and results differ only so.
    private static func sameButOptionality(_ lhs: SwiftType, _ rhs: SwiftType) -> Bool {
        strippingOptionals(TypeMeaning.canonical(lhs)) == strippingOptionals(TypeMeaning.canonical(rhs))
    }

    private static func strippingOptionals(_ type: SwiftType) -> String {
        switch type {
        case .optional(let wrapped), .implicitlyUnwrappedOptional(let wrapped): return strippingOptionals(wrapped)
        case .function(let function):
            return "(" + function.parameters.map(strippingOptionals).joined(separator: ",") + ")->"
                + strippingOptionals(function.result)
        default: return type.description
        }
    }
}

/// Where a function member's parameter types and return type are written, as byte ranges of its file.
struct SignatureSpans {
    var parameterTypes: [Range<Int>] = []
    var returnType: Range<Int>?

    init?(member: AdoptedMember, bytes: [UInt8]) {
        let base = member.range.lowerBound
        guard let (tokens, source) = try? SwiftLexer.tokenize(Array(bytes[member.range]), path: "") else { return nil }
        var cursor = TokenCursor(tokens: tokens, source: source)
        while !cursor.atEnd && !cursor.isWord("func") { cursor.advance() }
        while !cursor.atEnd && !cursor.isPunctuation("(") { cursor.advance() }
        guard cursor.isPunctuation("(") else { return nil }
        cursor.advance()
        // Each parameter's type: after its `:` (and `inout`), up to its `=`, `,` or `)` at this level.
        while !cursor.atEnd && !cursor.isPunctuation(")") {
            while !cursor.atEnd && !cursor.isPunctuation(":") && !cursor.isPunctuation(")") { cursor.advance() }
            guard cursor.isPunctuation(":") else { break }
            cursor.advance()
            if cursor.isWord("inout") { cursor.advance() }
            let start = cursor.current.start
            var end = start
            while !cursor.atEnd && !cursor.isPunctuation(",") && !cursor.isPunctuation(")")
                    && !cursor.isPunctuation("=") {
                if cursor.atOpener || cursor.isPunctuation("<") {
                    guard Self.skipGroup(&cursor) else { return nil }
                } else {
                    cursor.advance()
                }
                end = cursor.tokens[cursor.index - 1].end
            }
            parameterTypes.append(base + start..<base + end)
            while !cursor.atEnd && !cursor.isPunctuation(",") && !cursor.isPunctuation(")") {
                if cursor.atOpener { guard (try? cursor.skipBalanced()) != nil else { return nil } } else { cursor.advance() }
            }
            if cursor.isPunctuation(",") { cursor.advance() }
        }
        cursor.advance()
        while !cursor.atEnd && !cursor.isPunctuation("->") && !cursor.isPunctuation("{") && !cursor.isWord("where") {
            cursor.advance()
        }
        guard cursor.isPunctuation("->") else { return }
        cursor.advance()
        let start = cursor.current.start
        var end = start
        while !cursor.atEnd && !cursor.isPunctuation("{") && !cursor.isWord("where") {
            if cursor.atOpener || cursor.isPunctuation("<") {
                guard Self.skipGroup(&cursor) else { return nil }
            } else {
                cursor.advance()
            }
            end = cursor.tokens[cursor.index - 1].end
        }
        returnType = base + start..<base + end
    }

    /// Past a `(…)`, `[…]` or `<…>` group.
    private static func skipGroup(_ cursor: inout TokenCursor) -> Bool {
        guard cursor.isPunctuation("<") else { return (try? cursor.skipBalanced()) != nil }
        var depth = 0
        repeat {
            if cursor.atEnd { return false }
            if cursor.isPunctuation("<") { depth += 1 } else if cursor.isPunctuation(">") { depth -= 1 }
            cursor.advance()
        } while depth > 0
        return true
    }
}
