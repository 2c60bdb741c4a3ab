import ScaffoldKit

/// The process exit codes of `scaffold`.
public enum ExitCode {
    public static let success: Int32 = 0
    /// A diagnostic (bad manifest, `generate --check` found changes, a file in the way…).
    public static let failure: Int32 = 1
    /// The command line itself is wrong (`EX_USAGE` of sysexits.h).
    public static let usage: Int32 = 64
}

/// How much `scaffold` prints.
public enum Verbosity: String, Sendable, Equatable {
    case quiet, normal, verbose
}

/// `--color`, `--no-color` or neither.
public enum ColorChoice: String, Sendable, Equatable {
    case auto, always, never
}

/// The three kinds of leaf a responsibility can be (the composite, command and mediator patterns).
public enum ResponsibilityKind: String, Sendable, Equatable, CaseIterable {
    case component, command, listener
}

/// Options every command accepts.
public struct GlobalOptions: Sendable, Equatable {
    /// `--manifest PATH`; nil means: find `scaffold.yml` from the working folder upwards.
    public var manifestPath: String?
    /// `--templates DIR`: overrides built-in templates by relative file name.
    public var templatesDirectory: String?
    public var verbosity: Verbosity
    public var color: ColorChoice
    /// `--sandboxed`: touch only the declared files, as under Xcode's script sandbox (`SandboxPolicy`).
    public var sandboxed: Bool
    /// `--no-wait`: fail at once when another run holds the project's lock, instead of waiting (`LockWaiting`).
    public var noWait: Bool

    public init(
        manifestPath: String? = nil, templatesDirectory: String? = nil,
        verbosity: Verbosity = .normal, color: ColorChoice = .auto, sandboxed: Bool = false, noWait: Bool = false
    ) {
        self.manifestPath = manifestPath
        self.templatesDirectory = templatesDirectory
        self.verbosity = verbosity
        self.color = color
        self.sandboxed = sandboxed
        self.noWait = noWait
    }
}

/// `scaffold init`.
public struct InitOptions: Sendable, Equatable {
    /// nil: the default, `UIApplicationDelegate`.
    public var protocolName: String?
    public var composite: String?
    public var module: String?
    public var example: Bool

    public init(protocolName: String? = nil, composite: String? = nil, module: String? = nil, example: Bool = false) {
        self.protocolName = protocolName
        self.composite = composite
        self.module = module
        self.example = example
    }
}

/// `scaffold add component NAME [--methods …| --preset …]`.
public struct AddComponentOptions: Sendable, Equatable {
    public var name: String
    /// Swift method names; empty when not given.
    public var methods: [String]
    public var preset: String?
    /// `--composite NAME`: the composite to edit when the manifest has several.
    public var composite: String?
    /// `--from LEAF`: the methods (and `--members`) move, byte for byte, out of that leaf's files.
    public var from: String?
    public var members: [String]

    public init(name: String, methods: [String] = [], preset: String? = nil, composite: String? = nil,
                from: String? = nil, members: [String] = []) {
        self.name = name
        self.methods = methods
        self.preset = preset
        self.composite = composite
        self.from = from
        self.members = members
    }
}

/// `scaffold add command NAME`.
public struct AddCommandOptions: Sendable, Equatable {
    public var name: String
    public var composite: String?

    public init(name: String, composite: String? = nil) {
        self.name = name
        self.composite = composite
    }
}

/// `scaffold add listener NAME [--events …]`.
public struct AddListenerOptions: Sendable, Equatable {
    public var name: String
    /// Lifecycle events; empty when not given.
    public var events: [String]
    public var composite: String?

    public init(name: String, events: [String] = [], composite: String? = nil) {
        self.name = name
        self.events = events
        self.composite = composite
    }
}

/// `scaffold remove KIND NAME`.
public struct RemoveOptions: Sendable, Equatable {
    public var kind: ResponsibilityKind
    public var name: String
    public var composite: String?

    public init(kind: ResponsibilityKind, name: String, composite: String? = nil) {
        self.kind = kind
        self.name = name
        self.composite = composite
    }
}

/// `scaffold generate [--dry-run | --check]`.
public struct GenerateOptions: Sendable, Equatable {
    public var mode: WriteMode

    public init(mode: WriteMode = .write) {
        self.mode = mode
    }
}

/// `scaffold adopt PATH [--leaf NAME] [--module NAME] [--dry-run]`.
public struct AdoptOptions: Sendable, Equatable {
    public var path: String
    public var leaf: String?
    public var module: String?
    public var dryRun: Bool
}

/// `scaffold migrate [PATH] [--dry-run]`.
public struct MigrateOptions: Sendable, Equatable {
    /// The app delegate's file; nil: found (`scaffold.yml`'s composite, else the app target's delegate class).
    public var path: String?
    public var dryRun: Bool
}

/// What the user asked for.
public enum ParsedCommand: Sendable, Equatable {
    case initialize(InitOptions)
    case addComponent(AddComponentOptions)
    case addCommand(AddCommandOptions)
    case addListener(AddListenerOptions)
    case remove(RemoveOptions)
    case generate(GenerateOptions)
    case adopt(AdoptOptions)
    case migrate(MigrateOptions)
    case list
    /// `scaffold protocols [NAME]`.
    case protocols(String?)
    /// `scaffold xcfilelists --inputs PATH --outputs PATH`: the paths of the two lists to write.
    case xcfilelists(inputs: String, outputs: String)
    case completions(Shell)
    /// The help text to print (exit 0).
    case help(String)
    case version
}

/// A parsed command line: the command and the global options.
public struct CommandLineInvocation: Sendable, Equatable {
    public var command: ParsedCommand
    public var global: GlobalOptions

    public init(command: ParsedCommand, global: GlobalOptions = GlobalOptions()) {
        self.command = command
        self.global = global
    }
}
