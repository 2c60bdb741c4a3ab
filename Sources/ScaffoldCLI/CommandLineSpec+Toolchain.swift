/// The commands that fit scaffold into a build and a shell: Xcode file lists and completion scripts.
extension CommandLineSpec {
    static let xcfilelists = CommandSpec(
        path: ["xcfilelists"],
        summary: "Write the input and output file lists of an Xcode Run Script phase running scaffold generate.",
        usage: "--inputs PATH --outputs PATH",
        options: [
            OptionSpec("--inputs", value: "PATH",
                       help: "Where to write the files a run reads (manifest, protocol, templates, leaves)."),
            OptionSpec("--outputs", value: "PATH", help: "Where to write the files a run writes."),
        ],
        examples: ["scaffold xcfilelists --inputs scaffold-inputs.xcfilelist --outputs scaffold-outputs.xcfilelist"])

    static let completions = CommandSpec(
        path: ["completions"], summary: "Print a completion script for bash, zsh or fish.",
        usage: "SHELL", arguments: [(name: "SHELL", help: "bash, zsh or fish.")],
        examples: ["source <(scaffold completions zsh)",
                   "scaffold completions fish > ~/.config/fish/completions/scaffold.fish"])
}
