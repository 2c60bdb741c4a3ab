import ScaffoldKit

extension ShellCompletions {
    /// `scaffold completions fish > ~/.config/fish/completions/scaffold.fish`: one `complete` line per command,
    /// option and value, each only where it applies.
    func fish() -> String {
        var lines = [
            "# fish completion for scaffold: scaffold completions fish > ~/.config/fish/completions/scaffold.fish",
            "complete -c scaffold -f",
        ]
        for spec in [root] + commands {
            let here = condition(for: spec)
            for sub in spec.subcommands {
                lines.append("complete -c scaffold -n \(Self.fishQuoted(here)) -a \(sub.path.last ?? "") "
                    + "-d \(Self.fishQuoted(sub.summary))")
            }
            let words = argumentWords(of: spec)
            if !words.isEmpty {
                let values = Self.fishQuoted(words.joined(separator: " "))
                lines.append("complete -c scaffold -n \(Self.fishQuoted(here)) -a \(values)")
            }
            if !spec.path.isEmpty {
                lines += spec.options.map { option(in: here, $0) }
            }
        }
        lines += CommandLineSpec.globalOptions.map { option(in: nil, $0) }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Fish's test for "the words typed so far are exactly `spec`'s path".
    private func condition(for spec: CommandSpec) -> String {
        if spec.path.isEmpty { return "__fish_use_subcommand" }
        var tests = spec.path.map { "__fish_seen_subcommand_from \($0)" }
        let next = spec.subcommands.compactMap(\.path.last)
        if !next.isEmpty { tests.append("not __fish_seen_subcommand_from \(next.joined(separator: " "))") }
        return tests.joined(separator: "; and ")
    }

    private func option(in condition: String?, _ option: OptionSpec) -> String {
        var line = "complete -c scaffold"
        if let condition { line += " -n \(Self.fishQuoted(condition))" }
        line += " -l \(option.name.dropFirst(2))"
        if let short = option.shortName { line += " -s \(short.dropFirst())" }
        switch completion(of: option) {
        case .files: line += " -r -F"
        case .folders: line += " -r -a '(__fish_complete_directories)'"
        case .words(let words): line += " -x -a \(Self.fishQuoted(words.joined(separator: " ")))"
        case .none: if option.valueName != nil { line += " -x" }
        }
        return line + " -d \(Self.fishQuoted(option.help))"
    }

    /// `'text'` for fish, where `\` and `'` are escaped with `\`.
    static func fishQuoted(_ text: String) -> String {
        "'" + text.map { $0 == "\\" || $0 == "'" ? "\\\($0)" : "\($0)" }.joined() + "'"
    }
}
