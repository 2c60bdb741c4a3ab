import ScaffoldKit

/// Turns `CommandLine.arguments.dropFirst()` into a `CommandLineInvocation`, or a `UsageError` saying what is
/// wrong and which help to read. Options may come before or after the command words; `--name=value` and
/// `--name value` both work; `--` ends the options. `--help` anywhere shows the help of the command named so far.
public enum CommandLineParser {
    public static func parse(_ arguments: [String]) throws(UsageError) -> CommandLineInvocation {
        try checkControlCharacters(arguments)
        var state = ParseState()
        do {
            try state.consume(arguments)
            return try state.invocation()
        } catch {
            // `scaffold add component --bogus --help` is a request for help, not a mistake to report.
            if state.wantsHelp || arguments.contains(where: { $0 == "--help" || $0 == "-h" }) {
                let help = CommandLineHelp.text(for: state.spec)
                return CommandLineInvocation(command: .help(help), global: state.global)
            }
            throw error
        }
    }
}

/// The parser's progress through the arguments.
private struct ParseState {
    var spec = CommandLineSpec.root
    var global = GlobalOptions()
    var positionals: [String] = []
    /// Values of the command's own options, in the order given (list options may repeat).
    var values: [String: [String]] = [:]
    var flags: Set<String> = []
    var wantsHelp = false
    var wantsVersion = false
    var quiet = false
    var verbose = false

    mutating func consume(_ arguments: [String]) throws(UsageError) {
        var index = 0
        var optionsEnded = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if optionsEnded || argument == "-" || !argument.hasPrefix("-") {
                try positional(argument)
                continue
            }
            if argument == "--" {
                optionsEnded = true
                continue
            }
            var name = argument
            var inlineValue: String?
            if let equals = argument.firstIndex(of: "="), argument.hasPrefix("--") {
                name = String(argument[..<equals])
                inlineValue = String(argument[argument.index(after: equals)...])
            }
            guard let option = spec.option(named: name) ?? CommandLineSpec.globalOptions.first(where: {
                $0.name == name || $0.shortName == name
            }) else {
                let known = (spec.options + CommandLineSpec.globalOptions).map(\.name)
                throw UsageError(
                    "unknown option '\(name)'" + Suggestions.didYouMean(name, in: known), helpCommand: spec.commandName)
            }
            guard option.valueName != nil else {
                if inlineValue != nil {
                    throw UsageError("option '\(option.name)' takes no value", helpCommand: spec.commandName)
                }
                try flag(option.name)
                continue
            }
            if let inlineValue {
                try value(inlineValue, for: option.name)
            } else if index < arguments.count, !looksLikeOption(arguments[index]) {
                try value(arguments[index], for: option.name)
                index += 1
            } else {
                throw UsageError(
                    "missing value for '\(option.name) \(option.valueName ?? "")'", helpCommand: spec.commandName)
            }
        }
    }

    /// A value may not look like an option: `--manifest --quiet` is a missing value, not a file named `--quiet`.
    func looksLikeOption(_ argument: String) -> Bool {
        argument.hasPrefix("--") || argument == "-h"
    }

    mutating func positional(_ argument: String) throws(UsageError) {
        if !spec.subcommands.isEmpty {
            guard let sub = spec.subcommand(named: argument) else {
                let names = spec.subcommands.compactMap(\.path.last)
                let what = spec.path.isEmpty ? "command" : "kind"
                throw UsageError(
                    "unknown \(what) '\(argument)'" + Suggestions.didYouMean(argument, in: names),
                    helpCommand: spec.commandName)
            }
            spec = sub
            return
        }
        guard positionals.count < spec.arguments.count else {
            throw UsageError("unexpected argument '\(argument)'", helpCommand: spec.commandName)
        }
        positionals.append(argument)
    }

    mutating func flag(_ name: String) throws(UsageError) {
        switch name {
        case "--help": wantsHelp = true
        case "--version": wantsVersion = true
        case "--quiet": quiet = true
        case "--verbose": verbose = true
        case "--color": global.color = .always
        case "--no-color": global.color = .never
        case "--sandboxed": global.sandboxed = true
        case "--no-wait": global.noWait = true
        default: flags.insert(name)
        }
    }

    mutating func value(_ value: String, for name: String) throws(UsageError) {
        switch name {
        case "--manifest": global.manifestPath = value
        case "--templates": global.templatesDirectory = value
        default: values[name, default: []].append(value)
        }
    }

    /// The command the arguments describe, after the checks that need all of them.
    func invocation() throws(UsageError) -> CommandLineInvocation {
        if wantsHelp { return CommandLineInvocation(command: .help(CommandLineHelp.text(for: spec)), global: global) }
        if wantsVersion { return CommandLineInvocation(command: .version, global: global) }
        var global = self.global
        try conflict(quiet, "--quiet", verbose, "--verbose")
        global.verbosity = quiet ? .quiet : verbose ? .verbose : .normal
        if spec.path.isEmpty {
            return CommandLineInvocation(command: .help(CommandLineHelp.text(for: spec)), global: global)
        }
        if !spec.subcommands.isEmpty {
            let kinds = spec.subcommands.compactMap(\.path.last).joined(separator: ", ")
            throw UsageError("missing the kind of responsibility: \(kinds)", helpCommand: spec.commandName)
        }
        let required = spec.arguments.count - (spec.lastArgumentIsOptional ? 1 : 0)
        if positionals.count < required {
            throw UsageError("missing \(spec.arguments[positionals.count].name)", helpCommand: spec.commandName)
        }
        return CommandLineInvocation(command: try command(), global: global)
    }

    func command() throws(UsageError) -> ParsedCommand {
        switch spec.path {
        case ["init"]:
            return .initialize(InitOptions(
                protocolName: last("--protocol"), composite: last("--composite"), module: last("--module"),
                example: flags.contains("--example")))
        case ["add", "component"]:
            try conflict(values["--methods"] != nil, "--methods", values["--preset"] != nil, "--preset")
            if values["--from"] == nil && values["--members"] != nil {
                throw UsageError("--members needs --from", helpCommand: spec.commandName)
            }
            return .addComponent(AddComponentOptions(
                name: try name(), methods: try list("--methods"), preset: last("--preset"),
                composite: last("--composite"), from: last("--from"), members: try list("--members")))
        case ["add", "command"]:
            return .addCommand(AddCommandOptions(name: try name(), composite: last("--composite")))
        case ["add", "listener"]:
            return .addListener(AddListenerOptions(name: try name(), events: try list("--events"),
                                                   composite: last("--composite")))
        case ["generate"]:
            let check = flags.contains("--check")
            let dryRun = flags.contains("--dry-run")
            try conflict(check, "--check", dryRun, "--dry-run")
            return .generate(GenerateOptions(mode: check ? .check : dryRun ? .dryRun : .write))
        case ["adopt"]:
            return .adopt(AdoptOptions(path: positionals[0], leaf: last("--leaf"), module: last("--module"),
                                       dryRun: flags.contains("--dry-run")))
        case ["migrate"]:
            return .migrate(MigrateOptions(path: positionals.first, dryRun: flags.contains("--dry-run")))
        case ["list"]:
            return .list
        case ["protocols"]:
            return .protocols(positionals.first)
        case ["xcfilelists"]:
            guard let inputs = last("--inputs"), let outputs = last("--outputs") else {
                throw UsageError("both --inputs PATH and --outputs PATH are needed", helpCommand: spec.commandName)
            }
            return .xcfilelists(inputs: inputs, outputs: outputs)
        case ["completions"]:
            let name = positionals[0]
            guard let shell = Shell(rawValue: name) else {
                let shells = Shell.allCases.map(\.rawValue)
                throw UsageError("unknown shell '\(name)'" + Suggestions.didYouMean(name, in: shells)
                    + " (shells: \(shells.joined(separator: ", ")))", helpCommand: spec.commandName)
            }
            return .completions(shell)
        default:
            guard spec.path.count == 2, spec.path[0] == "remove", let kind = ResponsibilityKind(rawValue: spec.path[1])
            else { throw UsageError("unknown command '\(spec.path.joined(separator: " "))'") }
            return .remove(RemoveOptions(kind: kind, name: try name(), composite: last("--composite")))
        }
    }

    func last(_ option: String) -> String? { values[option]?.last }

    func list(_ option: String) throws(UsageError) -> [String] {
        var items: [String] = []
        for value in values[option] ?? [] {
            do {
                items += try CommandLineLists.split(value, option: option)
            } catch {
                throw UsageError(error.message, helpCommand: spec.commandName)
            }
        }
        return items
    }

    /// NAME becomes a type and a file name, so only a Swift identifier is accepted (no `../x`).
    func name() throws(UsageError) -> String {
        let name = positionals[0]
        let isIdentifier = name.unicodeScalars.first.map { $0 == "_" || $0.properties.isXIDStart } == true
            && name.unicodeScalars.allSatisfy { $0 == "_" || $0.properties.isXIDContinue }
        guard isIdentifier else {
            throw UsageError("NAME must be a Swift type name (letters, digits, _), not '\(name)'",
                             helpCommand: spec.commandName)
        }
        return name
    }

    func conflict(_ first: Bool, _ firstName: String, _ second: Bool, _ secondName: String) throws(UsageError) {
        if first && second {
            throw UsageError("\(firstName) and \(secondName) cannot be used together", helpCommand: spec.commandName)
        }
    }
}
