/// The type of a property written without one, read off its initial value where the value spells it, as
/// `scaffold adopt` needs it for the composite's forwarder: `"…"` String, `3` Int, `0.5` Double, `true` Bool,
/// `Name(…)`, `Name<A, B>(…)`, `Module.Name.init(…)`, `[T]()`, `[K: V]()`, `value as T`, and any of these as the
/// one expression of a closure called at once (`lazy var x = { Name(…) }()`). Nothing is guessed: `Name.shared`,
/// `makeX()` or a closure of statements give no type (a call of the type's own function gives its name, whose
/// declared return type the caller looks up).
enum InitialValueType {
    struct Inference {
        var type: String?
        var callee: String?
    }

    /// Generic types of the standard library and the SDK that are written without their arguments when the
    /// initializer infers them (`Set([1, 2])`): their name alone is no type.
    static let inferredGenerics: Set<String> = [
        "Array", "Set", "Dictionary", "Optional", "Result", "Task", "ContiguousArray", "ArraySlice", "Range",
        "ClosedRange", "KeyValuePairs", "AsyncStream", "AsyncThrowingStream", "Published", "PassthroughSubject",
        "CurrentValueSubject", "Just", "Future", "Deferred", "AnyPublisher", "NSCache", "NSHashTable", "NSMapTable",
        "Measurement", "Unmanaged", "Mutex", "LazySequence", "Binding", "State",
    ]

    static func infer(_ cursor: TokenCursor, _ range: Range<Int>) -> Inference {
        guard !range.isEmpty else { return Inference() }
        if let literal = literal(cursor, range) { return Inference(type: literal) }
        if let cast = castType(cursor, range) { return Inference(type: cast) }
        if let constructed = constructedType(cursor, range) { return Inference(type: constructed) }
        if let body = calledClosureBody(cursor, range) {
            return Inference(type: literal(cursor, body) ?? castType(cursor, body) ?? constructedType(cursor, body))
        }
        return Inference(callee: ownCall(cursor, range))
    }

    /// The tokens of `body` in `{ body }()` or `{ return body }()`, the call ending the value.
    private static func calledClosureBody(_ cursor: TokenCursor, _ range: Range<Int>) -> Range<Int>? {
        var probe = cursor
        probe.index = range.lowerBound
        guard probe.isPunctuation("{"), (try? probe.skipBalanced()) != nil else { return nil }
        let closeBrace = probe.index - 1
        guard probe.isPunctuation("("), probe.isPunctuation(probe.peek(), ")"), probe.index + 2 == range.upperBound
        else { return nil }
        var start = range.lowerBound + 1
        if cursor.isWord(cursor.tokens[start], "return") { start += 1 }
        return start < closeBrace ? start..<closeBrace : nil
    }

    /// `"…"`, `3`, `-3`, `0.5`, `true`.
    private static func literal(_ cursor: TokenCursor, _ range: Range<Int>) -> String? {
        var first = range.lowerBound
        if range.count == 2, cursor.isPunctuation(cursor.tokens[first], "-") { first += 1 }
        guard first + 1 == range.upperBound else { return nil }
        let token = cursor.tokens[first]
        let text = cursor.text(token)
        switch token.kind {
        case .string: return first == range.lowerBound ? "String" : nil
        case .number:
            let isDecimal = text.contains(".") || (!text.hasPrefix("0x") && (text.contains("e") || text.contains("E")))
            return isDecimal ? "Double" : "Int"
        case .identifier where first == range.lowerBound && (text == "true" || text == "false"): return "Bool"
        default: return nil
        }
    }

    /// `value as T` at the top level of the value (not `as?` or `as!`).
    private static func castType(_ cursor: TokenCursor, _ range: Range<Int>) -> String? {
        var probe = cursor
        probe.index = range.lowerBound
        while probe.index < range.upperBound {
            if probe.isWord("as") {
                let next = probe.peek()
                guard !probe.isPunctuation(next, "?"), !probe.isPunctuation(next, "!") else { return nil }
                probe.advance()
                let start = probe.index
                guard (try? probe.parseType()) != nil, probe.index == range.upperBound, start < probe.index else {
                    return nil
                }
                return probe.joinedText(start..<probe.index)
            }
            if probe.atOpener {
                guard (try? probe.skipBalanced()) != nil else { return nil }
            } else {
                probe.advance()
            }
        }
        return nil
    }

    /// `Name(…)`, `Name<A>(…)`, `Outer.Name.init(…)`, `[T]()`, `[K: V]()`: a type's initializer called with
    /// parentheses, the call ending the value.
    private static func constructedType(_ cursor: TokenCursor, _ range: Range<Int>) -> String? {
        var probe = cursor
        probe.index = range.lowerBound
        let start = probe.index
        if probe.isPunctuation("[") {
            guard (try? probe.skipBalanced()) != nil else { return nil }
        } else {
            while true {
                guard probe.current.kind == .identifier, let initial = probe.text(probe.current).first,
                      initial.isUppercase else { return nil }
                probe.advance()
                if probe.isPunctuation("<") {
                    guard skipAngles(&probe) else { return nil }
                } else if Self.inferredGenerics.contains(probe.text(probe.tokens[probe.index - 1])) {
                    return nil
                }
                guard probe.isPunctuation("."), probe.peek().kind == .identifier else { break }
                if probe.isWord(probe.peek(), "init") { break }
                probe.advance()
            }
        }
        let typeEnd = probe.index
        if probe.isPunctuation("."), probe.isWord(probe.peek(), "init") {
            probe.advance()
            probe.advance()
        }
        guard probe.isPunctuation("("), !probe.current.spaceBefore, (try? probe.skipBalanced()) != nil,
              probe.index == range.upperBound, start < typeEnd else { return nil }
        return probe.joinedText(start..<typeEnd)
    }

    /// `makeX()` or `self.makeX()`: a call of a function with that name, ending the value.
    private static func ownCall(_ cursor: TokenCursor, _ range: Range<Int>) -> String? {
        var probe = cursor
        probe.index = range.lowerBound
        if probe.isWord("self"), probe.isPunctuation(probe.peek(), ".") {
            probe.advance()
            probe.advance()
        }
        guard probe.current.kind == .identifier, probe.isPunctuation(probe.peek(), "(") else { return nil }
        let name = probe.text(probe.current)
        probe.advance()
        guard (try? probe.skipBalanced()) != nil, probe.index == range.upperBound else { return nil }
        return name
    }

    /// Moves past `<…>`, nested ones included; false when it does not close.
    private static func skipAngles(_ probe: inout TokenCursor) -> Bool {
        var depth = 0
        repeat {
            if probe.atEnd { return false }
            if probe.isPunctuation("<") { depth += 1 } else if probe.isPunctuation(">") { depth -= 1 }
            if probe.atOpener {
                guard (try? probe.skipBalanced()) != nil else { return false }
            } else {
                probe.advance()
            }
        } while depth > 0
        return true
    }

    /// `members` with the type of each untyped property whose value calls a function of the type's own
    /// (`lazy var x = makeX()`) set to that function's declared return type, when one function of that name has
    /// one (not generic, not `Self` or opaque).
    static func resolvingCallees(_ members: [AdoptedMember]) -> [AdoptedMember] {
        // Each function name's declared return types, in one pass.
        var returned: [String: Set<String>] = [:]
        for candidate in members {
            guard candidate.kind == .function, let function = candidate.function else { continue }
            guard function.genericParameterClause == nil, let result = function.returnType else {
                returned[function.name, default: []].insert("")
                continue
            }
            let text = result.description
            returned[function.name, default: []].insert(text.contains("Self") || text.hasPrefix("some ") ? "" : text)
        }
        return members.map { member in
            guard member.kind == .property, member.propertyType == nil, let callee = member.initialCallee,
                  let types = returned[callee], types.count == 1, let type = types.first, !type.isEmpty else {
                return member
            }
            var resolved = member
            resolved.propertyType = type
            return resolved
        }
    }
}
