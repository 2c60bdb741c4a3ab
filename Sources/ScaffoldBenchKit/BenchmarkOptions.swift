/// `scaffold-bench [--json PATH] [--quick] [--scaffold PATH]`.
public struct BenchmarkOptions: Sendable, Equatable {
    public var jsonPath: String?
    /// Fewer repetitions and 1 MB throughput inputs: a smoke run, not figures to publish.
    public var quick = false
    /// The `scaffold` binary to time; by default the one beside `scaffold-bench`.
    public var scaffoldPath: String?
    public var help = false
    /// `--project DIR`: only write the inputs of the N=1000 project into DIR (to profile `scaffold` by hand).
    public var projectFolder: String?
    /// `--typical-project DIR`: only write the typical project's manifest into DIR.
    public var typicalProjectFolder: String?

    public init() {}

    public static let usage = """
        usage: scaffold-bench [--json PATH] [--quick] [--scaffold PATH]
               scaffold-bench --project DIR | --typical-project DIR

        Measures scaffold against a Swift hello world compiled in the same run, and prints a table.
          --json PATH      also write the report as JSON to PATH
          --quick          fewer repetitions and smaller throughput inputs (a smoke run)
          --scaffold PATH  the scaffold binary to time (default: the one beside scaffold-bench)
          --project DIR    only write the inputs of the N=1000 M=1000 K=8 project into DIR, to profile by hand
          --typical-project DIR  the same for the typical project (10 responsibilities, UIApplicationDelegate)
        Run it as: swift run -c release scaffold-bench (the report says whether scaffold links the shared Swift
        runtime, as a plain release build does, or carries its own)
        """

    public static func parse(_ arguments: [String]) throws -> BenchmarkOptions {
        var options = BenchmarkOptions()
        var rest = arguments[...]
        while let argument = rest.popFirst() {
            switch argument {
            case "--quick": options.quick = true
            case "--help", "-h": options.help = true
            case "--json", "--scaffold", "--project", "--typical-project":
                guard let value = rest.popFirst() else {
                    throw ChildProcessError(description: "\(argument) needs a path\n\(usage)")
                }
                switch argument {
                case "--json": options.jsonPath = value
                case "--scaffold": options.scaffoldPath = value
                case "--project": options.projectFolder = value
                default: options.typicalProjectFolder = value
                }
            default:
                throw ChildProcessError(description: "unknown argument '\(argument)'\n\(usage)")
            }
        }
        return options
    }

    /// How many times each thing is measured.
    var helloRuns: Int { quick ? 7 : 21 }
    var typicalRuns: Int { quick ? 5 : 15 }
    var firstRuns: Int { quick ? 3 : 7 }
    var noOpRuns: Int { quick ? 5 : 11 }
    var stageRuns: Int { quick ? 3 : 7 }
    var throughputRuns: Int { quick ? 2 : 5 }
    var throughputBytes: Int { quick ? 1_000_000 : 5_000_000 }
}
