/// The top level of one Swift file as `scaffold adopt` needs it: its `import` lines, and the classes and
/// extensions it declares with their members (nested scopes are skipped by brace matching).
struct ScannedSwiftFile {
    var path: String
    var bytes: [UInt8]
    /// `import UIKit`, `@preconcurrency import UserNotifications`: whole lines, as written, with their `#if`s.
    var importLines: [ImportLine]
    var types: [AdoptedTypeDeclaration]
    /// Top-level `var`/`let` declarations with a type annotation: name → the type as written
    /// (`var appDelegate: AppDelegate!`).
    var variables: [(name: String, type: String)] = []

    /// Reads `bytes`; members are read for the classes and extensions whose name `wantsMembers` accepts.
    init(bytes: [UInt8], path: String, wantsMembers: (String) -> Bool) throws {
        self.path = path
        self.bytes = bytes
        var parser = try DeclarationParser(bytes: bytes, path: path, mode: .functionsInTypes)
        var lines: [ImportLine] = []
        var types: [AdoptedTypeDeclaration] = []
        var variables: [(name: String, type: String)] = []
        try parser.scanTopLevel(importLines: &lines, types: &types, variables: &variables, wantsMembers: wantsMembers)
        try parser.fileDiagnostics.throwIfErrors()
        self.variables = variables
        importLines = lines
        self.types = types
    }
}

extension DeclarationParser {
    /// The entry-point attributes a delegate class may carry.
    static let entryAttributes: Set<String> = ["main", "UIApplicationMain", "NSApplicationMain"]

    mutating func scanTopLevel(importLines: inout [ImportLine], types: inout [AdoptedTypeDeclaration],
                               variables: inout [(name: String, type: String)],
                               wantsMembers: (String) -> Bool) throws {
        while !cursor.atEnd {
            if cursor.current.kind == .directive {
                Self.applyDirective(&cursor, to: &fileConditions, diagnostics: &fileDiagnostics)
                continue
            }
            let start = cursor.index
            _ = try parsePrefix()
            let word = cursor.current.kind == .identifier ? cursor.text(cursor.current) : ""
            if word == "import" {
                let lineStart = lineStart(of: cursor.tokens[start].start)
                let text = cursor.source.text(lineStart..<lineEnd(after: cursor.current.start))
                importLines.append(ImportLine(text: text, conditions: fileConditions.active))
                // The whole declaration: `import class Foundation.NSObject` declares no class.
                parseImport()
            } else if (word == "class" || word == "extension") && cursor.peek().kind == .identifier {
                types.append(try scanType(keyword: word, prefixStart: start, wantsMembers: wantsMembers))
            } else if (word == "var" || word == "let") && cursor.peek().kind == .identifier
                        && cursor.isPunctuation(cursor.peek(2), ":") {
                let name = cursor.text(cursor.peek())
                cursor.advance()
                cursor.advance()
                cursor.advance()
                let typeStart = cursor.index
                _ = try cursor.parseType()
                variables.append((name, cursor.joinedText(typeStart..<cursor.index)))
            }
            if cursor.index == start {
                if cursor.atOpener { try cursor.skipBalanced() } else { cursor.advance() }
            }
        }
        if let opening = fileConditions.unterminated {
            fileDiagnostics.error("unterminated '#if': no matching '#endif' before the end of the file",
                                  at: cursor.location(opening))
        }
    }

    private mutating func scanType(keyword: String, prefixStart: Int,
                                   wantsMembers: (String) -> Bool) throws -> AdoptedTypeDeclaration {
        let entry = entryAttribute(in: prefixStart..<cursor.index)
        let location = cursor.location(cursor.current)
        cursor.advance()
        let nameToken = cursor.current
        let name = cursor.text(nameToken)
        cursor.advance()
        var inherited: [(name: String, range: Range<Int>)] = []
        if cursor.isPunctuation(":") {
            cursor.advance()
            while !cursor.atEnd && !cursor.isPunctuation("{") && !cursor.isWord("where") {
                let start = cursor.index
                _ = try cursor.parseType()
                if cursor.index == start { cursor.advance() }
                let range = cursor.tokens[start].start..<cursor.tokens[cursor.index - 1].end
                inherited.append((cursor.joinedText(start..<cursor.index), range))
                guard cursor.isPunctuation(",") else { break }
                cursor.advance()
            }
        }
        while !cursor.atEnd && !cursor.isPunctuation("{") {
            if cursor.atOpener { try cursor.skipBalanced() } else { cursor.advance() }
        }
        guard cursor.isPunctuation("{") else {
            throw cursor.error("expected '{' to start the body of '\(name)'", at: nameToken)
        }
        let opening = cursor.current
        var members: [AdoptedMember] = []
        if wantsMembers(name) {
            cursor.advance()
            members = try scanMembers(closingBrace: opening, conditions: fileConditions.active)
            cursor.advance()
        } else {
            try cursor.skipBalanced()
        }
        let closing = cursor.tokens[cursor.index - 1]
        return AdoptedTypeDeclaration(
            path: cursor.source.path, keyword: keyword, name: name, nameRange: nameToken.start..<nameToken.end,
            inherited: inherited, entryAttribute: entry, bodyRange: opening.end..<closing.start, members: members,
            location: location)
    }

    /// `@main` / `@UIApplicationMain` among the tokens of a prefix, with the spaces after it (and its line break
    /// when nothing else follows on its line).
    private func entryAttribute(in range: Range<Int>) -> (name: String, range: Range<Int>)? {
        for index in range where cursor.isPunctuation(cursor.tokens[index], "@") && index + 1 < range.upperBound {
            let word = cursor.tokens[index + 1]
            let name = cursor.text(word)
            guard Self.entryAttributes.contains(name) else { continue }
            let bytes = cursor.source.bytes
            var end = word.end
            while end < bytes.count && (bytes[end] == ASCII.space || bytes[end] == ASCII.tab) { end += 1 }
            if end < bytes.count && bytes[end] == ASCII.carriageReturn { end += 1 }
            if end < bytes.count && bytes[end] == ASCII.newline { end += 1 }
            return ("@" + name, cursor.tokens[index].start..<end)
        }
        return nil
    }

    private func lineStart(of offset: Int) -> Int {
        var start = offset
        while start > 0 && cursor.source.bytes[start - 1] != ASCII.newline { start -= 1 }
        return start
    }

    private func lineEnd(after offset: Int) -> Int {
        var end = offset
        let bytes = cursor.source.bytes
        while end < bytes.count && bytes[end] != ASCII.newline && bytes[end] != ASCII.carriageReturn { end += 1 }
        return end
    }
}
