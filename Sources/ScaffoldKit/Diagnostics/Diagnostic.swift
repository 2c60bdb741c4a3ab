/// How serious a diagnostic is.
public enum Severity: String, Sendable, Hashable {
    case error, warning, note
}

/// One message about the user's input, pointing at the spot it is about.
public struct Diagnostic: Hashable, Sendable, Error {
    public var severity: Severity
    public var message: String
    public var location: SourceLocation?
    /// Secondary locations (`note:` lines) that help the reader, e.g. the first of two duplicate keys.
    public var notes: [Diagnostic]

    public init(_ severity: Severity, _ message: String, at location: SourceLocation?, notes: [Diagnostic] = []) {
        self.severity = severity
        self.message = message
        self.location = location
        self.notes = notes
    }

    public static func error(_ message: String, at location: SourceLocation?, notes: [Diagnostic] = []) -> Diagnostic {
        Diagnostic(.error, message, at: location, notes: notes)
    }

    public static func warning(_ message: String, at location: SourceLocation?,
                               notes: [Diagnostic] = []) -> Diagnostic {
        Diagnostic(.warning, message, at: location, notes: notes)
    }

    public static func note(_ message: String, at location: SourceLocation?) -> Diagnostic {
        Diagnostic(.note, message, at: location)
    }

    /// `path:line:column: error: message`, followed by its notes, one per line.
    public var rendered: String {
        var lines = [Self.line(severity, message, location)]
        for note in notes { lines.append(Self.line(note.severity, note.message, note.location)) }
        return lines.joined(separator: "\n")
    }

    private static func line(_ severity: Severity, _ message: String, _ location: SourceLocation?) -> String {
        if let location { return "\(location): \(severity.rawValue): \(message)" }
        return "scaffold: \(severity.rawValue): \(message)"
    }
}

/// Every diagnostic of a failed stage, sorted by position; thrown so that all errors of one run are reported.
public struct DiagnosticError: Error, Sendable {
    public var diagnostics: [Diagnostic]

    public init(_ diagnostics: [Diagnostic]) {
        self.diagnostics = Diagnostics.sorted(diagnostics)
    }

    public init(_ diagnostic: Diagnostic) {
        self.diagnostics = [diagnostic]
    }
}

/// Collects diagnostics while a stage runs, so it can report all of them at once.
public struct Diagnostics: Sendable {
    public private(set) var all: [Diagnostic] = []

    public init() {}

    public var hasErrors: Bool { all.contains { $0.severity == .error } }
    public var errors: [Diagnostic] { all.filter { $0.severity == .error } }
    public var warnings: [Diagnostic] { all.filter { $0.severity == .warning } }

    public mutating func append(_ diagnostic: Diagnostic) { all.append(diagnostic) }
    public mutating func append(contentsOf diagnostics: [Diagnostic]) { all.append(contentsOf: diagnostics) }

    public mutating func error(_ message: String, at location: SourceLocation?, notes: [Diagnostic] = []) {
        all.append(.error(message, at: location, notes: notes))
    }

    public mutating func warning(_ message: String, at location: SourceLocation?, notes: [Diagnostic] = []) {
        all.append(.warning(message, at: location, notes: notes))
    }

    /// Runs `body`, keeping its diagnostics instead of stopping at them.
    public mutating func capture<T>(_ body: () throws -> T) -> T? {
        do {
            return try body()
        } catch let error as DiagnosticError {
            all.append(contentsOf: error.diagnostics)
        } catch let diagnostic as Diagnostic {
            all.append(diagnostic)
        } catch {
            all.append(.error("\(error)", at: nil))
        }
        return nil
    }

    /// Throws every diagnostic collected so far when any of them is an error.
    public func throwIfErrors() throws {
        if hasErrors { throw DiagnosticError(all) }
    }

    /// Stable order: by file, line and column; diagnostics without a location last.
    public static func sorted(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        diagnostics.enumerated().sorted { a, b in
            switch (a.element.location, b.element.location) {
            case let (l?, r?): return l == r ? a.offset < b.offset : l < r
            case (.some, .none): return true
            case (.none, .some): return false
            case (.none, .none): return a.offset < b.offset
            }
        }.map(\.element)
    }
}
