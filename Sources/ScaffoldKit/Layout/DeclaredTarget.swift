/// A target a `Package.swift` declares, as far as `scaffold init` needs to know it.
public struct DeclaredTarget: Equatable, Sendable {
    public enum Kind: Equatable, Sendable {
        /// `.executableTarget`: an app (an `.iOSApplication` product builds one) or a tool.
        case executable
        /// `.target`: a library.
        case regular
        case test
        /// A plugin, macro, binary or system library: never where an app delegate goes.
        case other
    }

    public var name: String
    public var kind: Kind
    /// The `path:` argument, relative to the package's folder, when the target gives one.
    public var path: String?
    /// Where the target's name is written.
    public var location: SourceLocation

    /// The targets of a `Package.swift`, in order, read from its tokens (the manifest is not run): every
    /// `.executableTarget(…)`, `.target(…)`, `.testTarget(…)`… call whose `name:` is a plain string literal.
    /// A call nested in another one (`.target(name:)` in a `dependencies:` list) is not a declaration.
    public static func scan(_ bytes: [UInt8], path: String) throws -> [DeclaredTarget] {
        let (tokens, source) = try SwiftLexer.tokenize(bytes, path: path)
        func text(_ index: Int) -> String { source.text(tokens[index].start..<tokens[index].end) }
        var targets: [DeclaredTarget] = []
        var index = 0
        while index + 2 < tokens.count {
            guard text(index) == ".", tokens[index + 1].kind == .identifier, text(index + 2) == "(",
                  let kind = kinds[text(index + 1)]
            else {
                index += 1
                continue
            }
            // The call's arguments at its own depth: `label: "literal"` pairs.
            var depth = 0
            var strings: [String: (value: String, location: SourceLocation)] = [:]
            var cursor = index + 2
            repeat {
                switch text(cursor) {
                case "(", "[", "{": depth += 1
                case ")", "]", "}": depth -= 1
                default:
                    if depth == 1, cursor + 2 < tokens.count, tokens[cursor].kind == .identifier,
                       text(cursor + 1) == ":", tokens[cursor + 2].kind == .string,
                       let value = plainLiteral(text(cursor + 2)) {
                        strings[text(cursor)] = (value, source.location(at: tokens[cursor + 2].start))
                    }
                }
                cursor += 1
            } while depth > 0 && tokens[cursor].kind != .endOfFile
            if let name = strings["name"] {
                targets.append(DeclaredTarget(name: name.value, kind: kind, path: strings["path"]?.value,
                                              location: name.location))
            }
            index = cursor
        }
        return targets
    }

    private static let kinds: [String: Kind] = [
        "executableTarget": .executable, "target": .regular, "testTarget": .test, "plugin": .other,
        "macro": .other, "binaryTarget": .other, "systemLibrary": .other,
    ]

    /// The text of `"…"` without escapes or interpolation; nil for any other literal.
    private static func plainLiteral(_ literal: String) -> String? {
        guard literal.count >= 2, literal.hasPrefix("\""), literal.hasSuffix("\""), !literal.hasPrefix("\"\"\"") else {
            return nil
        }
        let inner = literal.dropFirst().dropLast()
        return inner.contains("\\") ? nil : String(inner)
    }
}
