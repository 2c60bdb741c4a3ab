import ScaffoldKit

/// An option of a command: `--name VALUE` or a flag.
public struct OptionSpec: Sendable, Equatable {
    /// With its dashes: `--methods`.
    public var name: String
    /// `-h` for `--help`.
    public var shortName: String?
    /// `LIST`, `PATH`… for an option that takes a value; nil for a flag.
    public var valueName: String?
    public var help: String

    public init(_ name: String, short: String? = nil, value: String? = nil, help: String) {
        self.name = name
        self.shortName = short
        self.valueName = value
        self.help = help
    }

    /// `--methods LIST` or `-h, --help`.
    var signature: String {
        let names = shortName.map { "\($0), \(name)" } ?? name
        return valueName.map { "\(names) \($0)" } ?? names
    }
}

/// One command or sub-command, as shown in its help.
public struct CommandSpec: Sendable {
    /// `["add", "component"]`; empty for `scaffold` itself.
    public var path: [String]
    public var summary: String
    /// After `scaffold …`: `NAME [--methods LIST | --preset NAME]`.
    public var usage: String
    /// Positional arguments, in order, with their help: `[("NAME", "…")]`.
    public var arguments: [(name: String, help: String)]
    /// Whether the last argument may be left out (`scaffold protocols [NAME]`).
    public var lastArgumentIsOptional: Bool
    public var options: [OptionSpec]
    public var subcommands: [CommandSpec]
    public var examples: [String]

    public init(
        path: [String], summary: String, usage: String, arguments: [(name: String, help: String)] = [],
        lastArgumentIsOptional: Bool = false, options: [OptionSpec] = [], subcommands: [CommandSpec] = [],
        examples: [String]
    ) {
        self.path = path
        self.summary = summary
        self.usage = usage
        self.arguments = arguments
        self.lastArgumentIsOptional = lastArgumentIsOptional
        self.options = options
        self.subcommands = subcommands
        self.examples = examples
    }

    /// `scaffold add component`.
    public var commandName: String { (["scaffold"] + path).joined(separator: " ") }

    func subcommand(named name: String) -> CommandSpec? {
        subcommands.first { $0.path.last == name }
    }

    func option(named name: String) -> OptionSpec? {
        options.first { $0.name == name || $0.shortName == name }
    }
}

/// The whole command line of `scaffold`, as data: the parser and the help text both read it.
public enum CommandLineSpec {
    public static let globalOptions: [OptionSpec] = [
        OptionSpec("--manifest", value: "PATH", help: "The manifest to use (default: scaffold.yml here or above)."),
        OptionSpec("--templates", value: "DIR", help: "A folder whose templates replace built-in ones by name."),
        OptionSpec("--quiet", help: "Print errors only."),
        OptionSpec("--verbose", help: "Also list unchanged files and timings."),
        OptionSpec("--color", help: "Colour the output even when it is not a terminal."),
        OptionSpec("--no-color", help: "Never colour the output (as does setting NO_COLOR)."),
        OptionSpec("--sandboxed",
                   help: "Touch only the build phase's declared files (implied by ENABLE_USER_SCRIPT_SANDBOXING=YES)."),
        OptionSpec("--no-wait",
                   help: "Fail at once when another scaffold run is working on the project, instead of waiting."),
        OptionSpec("--help", short: "-h", help: "Show help for the command."),
        OptionSpec("--version", help: "Show the version of scaffold."),
    ]

    static let nameArgument = (name: "NAME", help: "The responsibility's name, a Swift type name (e.g. Analytics).")
    /// `--composite NAME` on `add` and `remove`: which composite of a manifest with several to edit.
    static let compositeOption = OptionSpec(
        "--composite", value: "NAME", help: "The composite to edit, when the manifest has several.")

    public static let root = CommandSpec(
        path: [], summary: "Generates a composite app delegate that forwards every call to small leaf objects.",
        usage: "<command> [options]",
        subcommands: [initCommand, add, remove, generate, adopt, migrate, list, protocols, xcfilelists, completions],
        examples: ["scaffold init --example && scaffold add component Analytics && scaffold generate"])

    static let initCommand = CommandSpec(
        path: ["init"], summary: "Write scaffold.yml (each key explained) in the project's folder; generate.",
        usage: "[--protocol NAME] [--composite NAME] [--module NAME] [--example]",
        options: [
            OptionSpec("--protocol", value: "NAME", help: "The delegate protocol (default: UIApplicationDelegate)."),
            OptionSpec("--composite", value: "NAME",
                       help: "The composite class (default: AppDelegate); named, it may sit beside a delegate."),
            OptionSpec("--module", value: "NAME",
                       help: "The app's module and folders (default: Package.swift's app target, the .xcodeproj's "
                           + "name, or App)."),
            OptionSpec("--example", help: "Write a realistic manifest with several responsibilities."),
        ],
        examples: ["scaffold init", "scaffold init --composite AppDelegate --module MyApp --example"])

    static let add = CommandSpec(
        path: ["add"], summary: "Add a responsibility to the manifest, create its leaf and test, and regenerate.",
        usage: "<component|command|listener> NAME [options]",
        subcommands: [addComponent, addCommand, addListener],
        examples: ["scaffold add component PushNotifications --preset push"])

    static let addComponent = CommandSpec(
        path: ["add", "component"], summary: "Add a component: a leaf the composite forwards delegate calls to.",
        usage: "NAME [--methods LIST | --preset NAME] [--from LEAF [--members LIST]] [--composite NAME]",
        arguments: [nameArgument],
        options: [
            OptionSpec(
                "--methods", value: "LIST",
                help: "Comma-separated delegate methods (default: application(_:didFinishLaunchingWithOptions:))."),
            OptionSpec("--preset", value: "NAME", help: "A ready-made method list, e.g. analytics or push."),
            OptionSpec("--from", value: "LEAF",
                       help: "Move the methods, byte for byte, out of that responsibility's leaf (after adopt)."),
            OptionSpec("--members", value: "LIST", help: "With --from: other members to move along."),
            compositeOption,
        ],
        examples: [
            "scaffold add component DeepLinks --methods 'application(_:open:options:),"
                + "application(_:continue:restorationHandler:)'",
        ])

    static let addCommand = CommandSpec(
        path: ["add", "command"], summary: "Add a command: one-shot work run at launch, in manifest order.",
        usage: "NAME [--composite NAME]", arguments: [nameArgument], options: [compositeOption],
        examples: ["scaffold add command ThirdParties"])

    static let addListener = CommandSpec(
        path: ["add", "listener"], summary: "Add a listener: told of lifecycle events by the generated mediator.",
        usage: "NAME [--events LIST]", arguments: [nameArgument],
        options: [
            OptionSpec("--events", value: "LIST", help: "Comma-separated lifecycle events (default: all)."),
            compositeOption,
        ],
        examples: ["scaffold add listener Logging --events didFinishLaunching,didEnterBackground"])

    static let remove = CommandSpec(
        path: ["remove"], summary: "Remove a responsibility from the manifest and regenerate (its leaf file stays).",
        usage: "<component|command|listener> NAME",
        subcommands: ResponsibilityKind.allCases.map { kind in
            CommandSpec(
                path: ["remove", kind.rawValue], summary: "Remove the \(kind.rawValue) NAME from the manifest.",
                usage: "NAME [--composite NAME]", arguments: [nameArgument], options: [compositeOption],
                examples: ["scaffold remove \(kind.rawValue) Analytics"])
        },
        examples: ["scaffold remove component Analytics"])

    static let generate = CommandSpec(
        path: ["generate"], summary: "Regenerate every generated file; unchanged files are not touched.",
        usage: "[--dry-run | --check]",
        options: [
            OptionSpec("--dry-run", help: "Write nothing; show what would change, with line counts."),
            OptionSpec("--check", help: "Write nothing; exit 1 listing the files that would change (for CI)."),
        ],
        examples: ["scaffold generate --check"])

    static let adopt = CommandSpec(
        path: ["adopt"],
        summary: "Turn an existing app delegate into the composite plus one leaf holding its code, byte for byte.",
        usage: "PATH [--leaf NAME] [--module NAME] [--dry-run]",
        arguments: [(name: "PATH", help: "The Swift file of the class adopting UIApplicationDelegate.")],
        options: [
            OptionSpec("--leaf", value: "NAME", help: "The responsibility that receives the code (default: Legacy)."),
            OptionSpec("--module", value: "NAME", help: "The app's module (default: from the path, Sources/NAME)."),
            OptionSpec("--dry-run", help: "Write nothing; show the plan and the diff."),
        ],
        examples: ["scaffold adopt Sources/App/AppDelegate.swift --dry-run"])

    static let migrate = CommandSpec(
        path: ["migrate"],
        summary: "Move the app to the scene life cycle (TN3187): adopt, `scenes:`, Info.plist, in one go.",
        usage: "[PATH] [--dry-run]",
        arguments: [(name: "PATH", help: "The app delegate's file (default: scaffold.yml's, else the app's).")],
        lastArgumentIsOptional: true,
        options: [OptionSpec("--dry-run", help: "Write nothing; show the plan and the diffs.")],
        examples: ["scaffold migrate --dry-run", "scaffold migrate MyApp/AppDelegate.swift"])

    static let list = CommandSpec(
        path: ["list"], summary: "Show the responsibilities and the methods each one handles.",
        usage: "", examples: ["scaffold list"])

    static let protocols = CommandSpec(
        path: ["protocols"], summary: "List the built-in protocols, or the methods of one with their policies.",
        usage: "[NAME]", arguments: [(name: "NAME", help: "A built-in protocol, e.g. UIApplicationDelegate.")],
        lastArgumentIsOptional: true, examples: ["scaffold protocols UIApplicationDelegate"])
}
