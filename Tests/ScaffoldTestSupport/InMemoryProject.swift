import ScaffoldCLI
import ScaffoldKit

/// Runs `scaffold` in memory: a project folder `/work/app` on an `InMemoryFileSystem`.
public final class InMemoryProject {
    public let fileSystem: InMemoryFileSystem

    /// - Parameter workingFolder: where the commands run, relative to `/work/app`.
    public init(files: [String: String] = [:], workingFolder: String = ".") {
        fileSystem = InMemoryFileSystem(currentDirectory: PathUtilities.absolute(workingFolder, in: "/work/app"),
                                        files: Dictionary(uniqueKeysWithValues: files.map { ("/work/app/" + $0.key, $0.value) }))
    }

    /// Runs one command line; returns the exit code and what was printed.
    @discardableResult
    public func run(_ arguments: String...) -> (status: Int32, output: String, errors: String) {
        run(arguments)
    }

    /// `run` with the arguments in an array.
    @discardableResult
    public func run(_ arguments: [String]) -> (status: Int32, output: String, errors: String) {
        let console = CapturingConsole()
        let status = CommandRunner.run(arguments, fileSystem: fileSystem, console: console)
        return (status, console.standardOutput, console.standardError)
    }

    /// Every file of the project, by path relative to `/work/app`.
    public var files: [String: String] {
        Dictionary(uniqueKeysWithValues: fileSystem.snapshot.compactMap { path, text in
            path.hasPrefix("/work/app/") ? (String(path.dropFirst("/work/app/".count)), text) : nil
        })
    }

    public func text(_ path: String) -> String? { fileSystem.text(of: "/work/app/" + path) }

    public func write(_ path: String, _ text: String) throws {
        try fileSystem.write(Array(text.utf8), to: "/work/app/" + path)
    }
}
