import ScaffoldKit

/// The `--help` text of every command, built from `CommandLineSpec`.
public enum CommandLineHelp {
    /// Help for the command at `path` (`[]` for the overview, `["add", "component"]`…); the overview when
    /// the path names no command.
    public static func text(for path: [String]) -> String {
        var spec = CommandLineSpec.root
        for name in path {
            guard let sub = spec.subcommand(named: name) else { break }
            spec = sub
        }
        return text(for: spec)
    }

    static func text(for spec: CommandSpec) -> String {
        var sections: [String] = []
        sections.append("OVERVIEW: \(spec.summary)")
        sections.append("USAGE: \(spec.commandName)\(spec.usage.isEmpty ? "" : " " + spec.usage)")
        if !spec.arguments.isEmpty {
            let rows = spec.arguments.enumerated().map { index, argument in
                let optional = spec.lastArgumentIsOptional && index == spec.arguments.count - 1
                return (optional ? "[\(argument.name)]" : argument.name, argument.help)
            }
            sections.append("ARGUMENTS:\n" + table(rows))
        }
        if !spec.subcommands.isEmpty {
            let rows = spec.subcommands.map { ($0.path.last ?? "", $0.summary) }
            sections.append((spec.path.isEmpty ? "COMMANDS:\n" : "KINDS:\n") + table(rows))
        }
        if !spec.options.isEmpty {
            sections.append("OPTIONS:\n" + table(spec.options.map { ($0.signature, $0.help) }))
        }
        sections.append("GLOBAL OPTIONS:\n" + table(CommandLineSpec.globalOptions.map { ($0.signature, $0.help) }))
        let label = spec.examples.count == 1 ? "EXAMPLE:\n" : "EXAMPLES:\n"
        sections.append(label + spec.examples.map { "  " + $0 }.joined(separator: "\n"))
        if !spec.subcommands.isEmpty {
            sections.append("See '\(spec.commandName) <\(spec.path.isEmpty ? "command" : "kind")> --help' for more.")
        }
        return sections.joined(separator: "\n\n") + "\n"
    }

    /// Two columns, the first padded to the widest entry (at most 26 characters, then the help wraps below).
    static func table(_ rows: [(String, String)]) -> String {
        let width = min(26, rows.map(\.0.count).max() ?? 0)
        return rows.map { left, right in
            if left.count > width {
                return "  \(left)\n  \(String(repeating: " ", count: width))  \(right)"
            }
            return "  \(left)\(String(repeating: " ", count: width - left.count))  \(right)"
        }.joined(separator: "\n")
    }
}
