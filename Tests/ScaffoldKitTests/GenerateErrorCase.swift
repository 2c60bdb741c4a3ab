/// A broken manifest and every line `scaffold generate` must print to standard error for it, in order.
struct GenerateErrorCase {
    var name: String
    var manifest: [UInt8]
    var expected: [String]

    /// A manifest of `lines`, each ended by a line feed.
    init(_ name: String, lines: [String], expected: [String]) {
        self.init(name, text: lines.map { $0 + "\n" }.joined(), expected: expected)
    }

    init(_ name: String, text: String, expected: [String]) {
        self.init(name, bytes: Array(text.utf8), expected: expected)
    }

    init(_ name: String, bytes: [UInt8], expected: [String]) {
        self.name = name
        self.manifest = bytes
        self.expected = expected
    }
}

/// Broken manifests of every kind — syntax, schema and mistakes that need the protocol — with their exact output.
let generateErrorCases = syntaxErrorCases + schemaErrorCases + protocolErrorCases
