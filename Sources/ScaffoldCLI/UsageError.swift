import ScaffoldKit

/// A wrong command line: printed as `scaffold: error: …` and a hint, exit code 64.
public struct UsageError: Error, Sendable, Equatable {
    public var message: String
    /// The command whose help explains the mistake, e.g. `scaffold add`.
    public var helpCommand: String
    /// Where on the command line the mistake is (`<command line>:1:COLUMN`), when it is one character.
    public var location: SourceLocation?

    public init(_ message: String, helpCommand: String = "scaffold", at location: SourceLocation? = nil) {
        self.message = message
        self.helpCommand = helpCommand
        self.location = location
    }

    public var exitCode: Int32 { ExitCode.usage }

    /// Two lines, for standard error.
    public var rendered: String {
        "\(location.map { "\($0)" } ?? "scaffold"): error: \(message)\nsee '\(helpCommand) --help'"
    }
}
