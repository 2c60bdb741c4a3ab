import ScaffoldKit

extension CommandLineParser {
    /// No argument may hold a control character: a NUL cuts a path short, a newline or an escape garbles what is
    /// printed. Located on the command line as `scaffold ARGUMENTS…` spells it, columns from 1.
    static func checkControlCharacters(_ arguments: [String]) throws(UsageError) {
        var column = "scaffold ".unicodeScalars.count + 1
        for argument in arguments {
            if let (character, offset) = PathText.problem(in: argument) {
                throw UsageError("argument '\(PathText.visible(argument))': \(character) is not allowed on the "
                    + "command line", at: SourceLocation(file: "<command line>", line: 1, column: column + offset - 1))
            }
            column += argument.unicodeScalars.count + 1
        }
    }
}
