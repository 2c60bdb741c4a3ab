/// The baselines: Swift programs that only print "hello", compiled with `swiftc -O` like a release build, with
/// no import, with `import Foundation` and with `import FoundationEssentials`, to price start-up; and the plain
/// one linked with `-static-stdlib` and with `-static-executable` (as `scaffold` ships on Linux), to price loading
/// the Swift runtime's shared libraries and the dynamic loader itself.
public struct HelloBaseline: Sendable {
    public var name: String
    public var executable: String
}

public enum HelloBaselines {
    /// The programs: name, source and extra `swiftc` flags. The first is the baseline of every ratio.
    static let sources: [(name: String, source: String, flags: [String])] = [
        ("hello", "print(\"hello\")\n", []),
        ("hello-foundation", "import Foundation\nprint(\"hello\")\n", []),
        ("hello-essentials", "import FoundationEssentials\nprint(\"hello\")\n", []),
        ("hello-static-stdlib", "print(\"hello\")\n", ["-static-stdlib"]),
        ("hello-static-executable", "print(\"hello\")\n", ["-static-executable"]),
    ]

    /// Compiles the programs into `folder` (reusing binaries built from the same source there) with `swiftc`.
    /// A program that does not compile (no FoundationEssentials on this toolchain) is left out.
    public static func build(in folder: String, swiftc: String, log: (String) -> Void) throws -> [HelloBaseline] {
        var built: [HelloBaseline] = []
        for (name, source, flags) in sources {
            let sourcePath = folder + "/\(name).swift"
            let executable = folder + "/\(name)"
            let unchanged = (try? TextFile.read(sourcePath)) == source && TextFile.isExecutable(executable)
            if !unchanged {
                try TextFile.write(source, to: sourcePath)
                log("compiling \(name) with swiftc -O \(flags.joined(separator: " "))")
                let result = try ChildProcess.run(swiftc, ["-O"] + flags + [sourcePath, "-o", executable], in: folder,
                                                  output: folder + "/\(name).log")
                guard result.status == 0 else {
                    log("  \(name) does not compile here; left out (see \(folder)/\(name).log)")
                    continue
                }
            }
            built.append(HelloBaseline(name: name, executable: executable))
        }
        guard built.first?.name == "hello" else {
            throw ChildProcessError(description: "cannot compile the hello baseline with '\(swiftc)'")
        }
        return built
    }
}
