/// Paths as text a person gives (the manifest, the command line): control characters have no place in them. A NUL
/// would cut the path short for the C library, and a newline or an escape would garble every message naming it.
public enum PathText {
    /// The first control character of `path` (U+0000–U+001F, U+007F–U+009F) and its 1-based column, counted in
    /// Unicode scalars; nil when there is none.
    public static func firstControlCharacter(in path: String) -> (scalar: Unicode.Scalar, column: Int)? {
        for (offset, scalar) in path.unicodeScalars.enumerated() where isControl(scalar) {
            return (scalar, offset + 1)
        }
        return nil
    }

    /// `control character U+0000 (NUL)` for the first one in `path`, and its column; nil when there is none.
    public static func problem(in path: String) -> (character: String, column: Int)? {
        guard let (scalar, column) = firstControlCharacter(in: path) else { return nil }
        let code = String(scalar.value, radix: 16, uppercase: true)
        let hex = String(repeating: "0", count: max(0, 4 - code.count)) + code
        let name = scalar.value == 0 ? " (NUL)" : ""
        return ("control character U+\(hex)\(name)", column)
    }

    /// `path` with its control characters written as `\u{1B}`, so a message can show it on one line.
    public static func visible(_ path: String) -> String {
        var text = ""
        for scalar in path.unicodeScalars {
            if isControl(scalar) {
                text += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            } else {
                text.unicodeScalars.append(scalar)
            }
        }
        return text
    }

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (scalar.value >= 0x7F && scalar.value <= 0x9F)
    }
}
