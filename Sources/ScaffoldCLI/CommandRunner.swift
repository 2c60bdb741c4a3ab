import ScaffoldKit

/// Runs one `scaffold` command line: parses it, runs the command, prints, and returns the exit code.
public enum CommandRunner {
    /// - Parameters:
    ///   - arguments: the command line without the program name.
    ///   - console: where to print; nil prints to the process's standard output and error.
    ///   - environment: the process's variables (`ProcessEnvironment.current()`); read for Xcode's sandbox.
    public static func run(_ arguments: [String], fileSystem: any FileSystem, console: Console? = nil,
                           environment: [String: String] = [:]) -> Int32 {
        let invocation: CommandLineInvocation
        do {
            invocation = try CommandLineParser.parse(arguments)
        } catch {
            let console = console ?? StandardConsole(usesColor: false)
            console.error(error.rendered)
            return error.exitCode
        }
        let global = invocation.global
        let out = console ?? StandardConsole(usesColor: CommandLineColor.shouldColorStandardOutput(global.color))
        do {
            let policy = SandboxPolicy(environment: environment, forced: global.sandboxed, fileSystem: fileSystem)
            let context = CommandContext(global: global, workspace: Workspace(fileSystem: fileSystem, policy: policy),
                                         console: out)
            return try context.run(invocation.command)
        } catch let error as DiagnosticError {
            out.report(error.diagnostics)
            return ExitCode.failure
        } catch let diagnostic as Diagnostic {
            out.report([diagnostic])
            return ExitCode.failure
        } catch {
            out.report([.error("\(error)", at: nil)])
            return ExitCode.failure
        }
    }
}

/// What every command needs: the options, the workspace and the console.
struct CommandContext {
    let global: GlobalOptions
    /// The disk and the sandbox policy (`--sandboxed`, or Xcode's `ENABLE_USER_SCRIPT_SANDBOXING`: only `generate`
    /// and reading commands run).
    let workspace: Workspace
    let console: Console

    /// The disk itself, for what a command does before it has a project (locating one, `init`'s layout).
    var fileSystem: any FileSystem { workspace.disk }
    var policy: SandboxPolicy { workspace.policy }

    var isQuiet: Bool { global.verbosity == .quiet }
    var isVerbose: Bool { global.verbosity == .verbose }

    /// The project `--manifest` names, or the nearest `scaffold.yml` above the working folder.
    func locateProject() throws -> Project {
        try Project.locate(manifestPath: global.manifestPath, templatesFolder: global.templatesDirectory,
                           workspace: workspace)
    }

    func run(_ command: ParsedCommand) throws -> Int32 {
        try refuseInSandbox(command)
        switch command {
        case .help(let text):
            console.output(text)
            return ExitCode.success
        case .version:
            console.output("scaffold \(ScaffoldVersion.current)")
            return ExitCode.success
        case .initialize(let options): return try initialize(options)
        case .addComponent(let options) where options.from != nil:
            return try peelOff(options)
        case .addComponent(let options):
            let methods = try PresetMethods.methods(for: options)
            console.report(ManifestEditor.warnings(adding: options.name, pattern: .component))
            return try edit("add") { text, path in
                try ManifestEditor.addResponsibility(name: options.name, pattern: .component, methods: methods,
                                                     events: [], composite: options.composite, to: text, path: path)
            }
        case .addCommand(let options):
            console.report(ManifestEditor.warnings(adding: options.name, pattern: .command))
            return try edit("add") { text, path in
                try ManifestEditor.addResponsibility(name: options.name, pattern: .command, methods: [], events: [],
                                                     composite: options.composite, to: text, path: path)
            }
        case .addListener(let options):
            console.report(ManifestEditor.warnings(adding: options.name, pattern: .listener))
            return try edit("add") { text, path in
                try ManifestEditor.addResponsibility(name: options.name, pattern: .listener, methods: [],
                                                     events: options.events, composite: options.composite, to: text,
                                                     path: path)
            }
        case .remove(let options):
            return try edit("remove") { text, path in
                try ManifestEditor.removeResponsibility(name: options.name,
                                                        pattern: Pattern(rawValue: options.kind.rawValue),
                                                        composite: options.composite, from: text, path: path)
            }
        case .generate(let options): return try generate(options.mode)
        case .adopt(let options): return try adopt(options)
        case .migrate(let options): return try migrate(options)
        case .list: return try list()
        case .protocols(let name): return try protocols(name)
        case .xcfilelists(let inputs, let outputs): return try xcfilelists(inputs: inputs, outputs: outputs)
        case .completions(let shell):
            console.output(String(ShellCompletions(values: completionValues).script(for: shell).dropLast()))
            return ExitCode.success
        }
    }

    /// `init`, `add`, `remove`, `adopt`, `migrate` and `xcfilelists` write files no build phase declares: they run
    /// outside the build.
    private func refuseInSandbox(_ command: ParsedCommand) throws {
        guard policy.isSandboxed else { return }
        let name: String
        switch command {
        case .initialize: name = "init"
        case .addComponent, .addCommand, .addListener: name = "add"
        case .remove: name = "remove"
        case .xcfilelists: name = "xcfilelists"
        case .adopt: name = "adopt"
        case .migrate: name = "migrate"
        case .generate, .list, .protocols, .completions, .help, .version: return
        }
        throw Diagnostic.error("'scaffold \(name)' writes files a sandboxed build phase does not declare; run it "
            + "outside the build (sandboxed: --sandboxed or ENABLE_USER_SCRIPT_SANDBOXING=YES)", at: nil)
    }

    /// Prints what a run wrote (or would write) and returns the exit code for its mode.
    func finish(_ report: WriteReport, timings: PhaseTimings) -> Int32 {
        // Advice (deprecated methods without `scenes:`) is for a person generating, not for the `--check` gate.
        console.report((report.mode == .check ? [] : report.advice) + report.notices + report.warnings)
        if report.mode == .check && !report.warnings.isEmpty {
            for line in report.lines(withLineCounts: true) { console.output(line) }
            let count = report.warnings.count
            console.error("scaffold: error: \(count) leaf method\(count == 1 ? "" : "s") would never be called "
                + "(warnings above)")
            return ExitCode.failure
        }
        if report.mode == .check {
            if report.hasChanges {
                for line in report.lines(withLineCounts: true) { console.output(line) }
                console.error("scaffold: error: generated files are out of date; run 'scaffold generate'")
                return ExitCode.failure
            }
            if !isQuiet { console.output("Generated files are up to date.") }
            return ExitCode.success
        }
        if !isQuiet {
            // One output for every line: a first run of a large project lists thousands of files.
            let lines = report.lines(verbose: isVerbose, withLineCounts: report.mode == .dryRun) + [report.summary]
            console.output(lines.joined(separator: "\n"))
        }
        if isVerbose { console.error("scaffold: timings: \(timings.summary)") }
        return ExitCode.success
    }
}

/// The tool's version, printed by `scaffold --version`.
public enum ScaffoldVersion {
    public static let current = "0.1.0"
}
