import ScaffoldKit

extension ShellCompletions {
    /// `source <(scaffold completions zsh)`, or saved as `_scaffold` in a folder of `$fpath`: commands and options
    /// with their help, values of the option just typed.
    func zsh() -> String {
        var lines = [
            "#compdef scaffold",
            "# zsh completion for scaffold: source <(scaffold completions zsh), or save as _scaffold in your $fpath",
            "_scaffold() {",
            "    local cmd=\"\" word",
            "    local -a items globals=(\(globalItems.joined(separator: " ")))",
            "    for word in \"${(@)words[2,CURRENT-1]}\"; do",
            "        case \"${cmd:+$cmd }$word\" in",
            "            (\(commands.map { "'\(Self.key($0))'" }.joined(separator: "|")))",
            "                cmd=\"${cmd:+$cmd }$word\" ;;",
            "        esac",
            "    done",
            "    case \"${words[CURRENT-1]}\" in",
        ]
        lines += valueCases(open: "(") { completion in
            switch completion {
            case .files: "_files"
            case .folders: "_files -/"
            case .words(let words): "compadd -- \(words.map(Self.zshQuoted).joined(separator: " "))"
            case .none: "true"
            }
        }
        lines += ["    esac", "    case \"$cmd\" in"]
        for spec in [root] + commands {
            let described = spec.subcommands.map { ($0.path.last ?? "", $0.summary) }
                + (spec.path.isEmpty ? [] : spec.options.map { ($0.name, $0.help) })
            let items = described.map(Self.zshItem) + ["\"${globals[@]}\""]
            var action = "items=(\(items.joined(separator: " "))); _describe 'scaffold' items"
            let words = argumentWords(of: spec)
            if !words.isEmpty { action += "; compadd -- \(words.map(Self.zshQuoted).joined(separator: " "))" }
            lines.append("        ('\(Self.key(spec))') \(action) ;;")
        }
        lines += [
            "    esac",
            "}",
            "if [[ \"${funcstack[1]}\" == _scaffold ]]; then _scaffold \"$@\"; else compdef _scaffold scaffold; fi",
        ]
        return lines.joined(separator: "\n") + "\n"
    }

    /// The global options, as `_describe` items.
    private var globalItems: [String] {
        CommandLineSpec.globalOptions.map { Self.zshItem(($0.name, $0.help)) }
    }

    /// `'word:description'`: `_describe` splits an item at its first unescaped `:`, so the description's are
    /// escaped.
    private static func zshItem(_ item: (word: String, help: String)) -> String {
        zshQuoted(item.word + ":" + item.help.split(separator: ":", omittingEmptySubsequences: false)
            .joined(separator: "\\:"))
    }

    /// `'text'` for zsh, a `'` inside written `'\''`.
    static func zshQuoted(_ text: String) -> String {
        "'" + text.split(separator: "'", omittingEmptySubsequences: false).joined(separator: "'\\''") + "'"
    }
}

