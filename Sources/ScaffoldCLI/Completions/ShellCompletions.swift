import ScaffoldKit

/// `scaffold completions bash|zsh|fish`: a completion script for the shell, built from `CommandLineSpec`, so a
/// command or option added there completes without touching the scripts.
public enum Shell: String, Sendable, Equatable, CaseIterable {
    case bash, zsh, fish
}

public struct ShellCompletions: Sendable {
    /// The values some options and arguments complete to, by option name (`--preset`) or by the command whose
    /// positional argument they fill (`protocols`, `completions`).
    public var values: [String: [String]]
    /// `scaffold` itself.
    let root: CommandSpec
    /// Every command and sub-command, depth first (`init`, `add`, `add component`…), without the root.
    let commands: [CommandSpec]

    public init(values: [String: [String]], root: CommandSpec = CommandLineSpec.root) {
        self.values = values
        var commands: [CommandSpec] = []
        func visit(_ spec: CommandSpec) {
            for sub in spec.subcommands {
                commands.append(sub)
                visit(sub)
            }
        }
        visit(root)
        self.commands = commands
        self.root = root
    }

    /// The script for `shell`.
    public func script(for shell: Shell) -> String {
        switch shell {
        case .bash: bash()
        case .zsh: zsh()
        case .fish: fish()
        }
    }

    /// `add component` for a command's path: how the scripts name where the command line is.
    static func key(_ spec: CommandSpec) -> String { spec.path.joined(separator: " ") }

    /// What an option's value completes to: files for `PATH`, folders for `DIR`, known words, or nothing.
    enum ValueCompletion: Equatable {
        case files, folders, words([String]), none
    }

    func completion(of option: OptionSpec) -> ValueCompletion {
        if let words = values[option.name] { return .words(words) }
        switch option.valueName {
        case "PATH": return .files
        case "DIR": return .folders
        default: return .none
        }
    }

    /// The words a command's positional argument completes to (`scaffold protocols <TAB>`).
    func argumentWords(of spec: CommandSpec) -> [String] {
        spec.arguments.isEmpty ? [] : values[Self.key(spec)] ?? []
    }

    /// For bash and zsh: one `case` branch per option taking a value, completing it with `action` and returning.
    /// - Parameter open: what starts a pattern (`(` in zsh's `(--name)`, nothing in bash's `--name)`).
    func valueCases(open: String, _ action: (ValueCompletion) -> String) -> [String] {
        valuedOptions.map { "        \(open)\($0.option.name)) \(action($0.completion)); return ;;" }
    }

    /// Options that take a value, with what the value completes to.
    var valuedOptions: [(option: OptionSpec, completion: ValueCompletion)] {
        var seen: Set<String> = []
        var options: [(OptionSpec, ValueCompletion)] = []
        for option in CommandLineSpec.globalOptions + commands.flatMap(\.options)
        where option.valueName != nil && seen.insert(option.name).inserted {
            options.append((option, completion(of: option)))
        }
        return options
    }
}
