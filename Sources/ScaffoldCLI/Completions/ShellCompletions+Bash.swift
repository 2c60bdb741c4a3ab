import ScaffoldKit

extension ShellCompletions {
    /// `source <(scaffold completions bash)`: walks the words typed so far to find the command, then offers its
    /// sub-commands, options, or the values of the option just typed.
    func bash() -> String {
        var lines = [
            "# bash completion for scaffold: source <(scaffold completions bash)",
            "_scaffold() {",
            "    local globals='\(CommandLineSpec.globalOptions.map(\.name).joined(separator: " "))'",
            "    local cur=\"${COMP_WORDS[COMP_CWORD]}\" prev=\"${COMP_WORDS[COMP_CWORD-1]}\" cmd=\"\" i",
            "    for ((i = 1; i < COMP_CWORD; i++)); do",
            "        case \"${cmd:+$cmd }${COMP_WORDS[i]}\" in",
            "            \(commands.map { "'\(Self.key($0))'" }.joined(separator: "|"))) "
                + "cmd=\"${cmd:+$cmd }${COMP_WORDS[i]}\" ;;",
            "        esac",
            "    done",
            "    case \"$prev\" in",
        ]
        lines += valueCases(open: "") { completion in
            switch completion {
            case .files: "COMPREPLY=($(compgen -f -- \"$cur\"))"
            case .folders: "COMPREPLY=($(compgen -d -- \"$cur\"))"
            case .words(let words): "COMPREPLY=($(compgen -W '\(words.joined(separator: " "))' -- \"$cur\"))"
            case .none: "COMPREPLY=()"
            }
        }
        lines += ["    esac", "    local words", "    case \"$cmd\" in"]
        for spec in [root] + commands {
            let words = spec.subcommands.compactMap(\.path.last) + argumentWords(of: spec)
                + (spec.path.isEmpty ? [] : spec.options.map(\.name))
            lines.append("        '\(Self.key(spec))') words=\"\(words.joined(separator: " ")) $globals\" ;;")
        }
        lines += [
            "    esac",
            "    COMPREPLY=($(compgen -W \"$words\" -- \"$cur\"))",
            "}",
            "complete -F _scaffold scaffold",
        ]
        return lines.joined(separator: "\n") + "\n"
    }
}
