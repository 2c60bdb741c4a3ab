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
    /// The `exclude:` paths (relative to the target's folder), when written as plain string literals.
    public var exclude: [String] = []
    /// The `sources:` paths (relative to the target's folder), when written as plain string literals; nil when the
    /// target has none (every file of its folder).
    public var sources: [String]?

    /// The target's folder, relative to the package's: its `path:`, else SwiftPM's default.
    public var folder: String {
        PathUtilities.normalize(path ?? (kind == .test ? "Tests/\(name)" : "Sources/\(name)"))
    }

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
            var lists: [String: [String]] = [:]
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
                    } else if depth == 1, cursor + 2 < tokens.count, tokens[cursor].kind == .identifier,
                              text(cursor + 1) == ":", text(cursor + 2) == "[" {
                        lists[text(cursor)] = literalList(from: cursor + 3, tokens: tokens, text: text)
                    }
                }
                cursor += 1
            } while depth > 0 && tokens[cursor].kind != .endOfFile
            if let name = strings["name"] {
                var target = DeclaredTarget(name: name.value, kind: kind, path: strings["path"]?.value,
                                            location: name.location)
                target.exclude = lists["exclude"] ?? []
                target.sources = lists["sources"]
                targets.append(target)
            }
            index = cursor
        }
        return targets
    }

    private static let kinds: [String: Kind] = [
        "executableTarget": .executable, "target": .regular, "testTarget": .test, "plugin": .other,
        "macro": .other, "binaryTarget": .other, "systemLibrary": .other,
    ]

    /// The plain string literals of `[ "a", "b", ]` from the token after `[`; nil when it holds anything else.
    private static func literalList(from start: Int, tokens: [Token], text: (Int) -> String) -> [String]? {
        var values: [String] = []
        var index = start
        while index < tokens.count, text(index) != "]" {
            if tokens[index].kind == .string, let value = plainLiteral(text(index)) {
                values.append(value)
            } else if text(index) != "," {
                return nil
            }
            index += 1
        }
        return values
    }

    /// The text of `"…"` without escapes or interpolation; nil for any other literal.
    private static func plainLiteral(_ literal: String) -> String? {
        guard literal.count >= 2, literal.hasPrefix("\""), literal.hasSuffix("\""), !literal.hasPrefix("\"\"\"") else {
            return nil
        }
        let inner = literal.dropFirst().dropLast()
        return inner.contains("\\") ? nil : String(inner)
    }
}
