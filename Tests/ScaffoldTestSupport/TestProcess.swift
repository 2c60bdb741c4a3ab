import Foundation

/// Runs a program from a test and waits for it: its exit status and what it printed on standard output.
public enum TestProcess {
    /// - Parameters:
    ///   - folder: the working folder; nil keeps the test's.
    ///   - environment: entries added to (or replacing) the test's own environment.
    @discardableResult
    public static func run(_ path: String, _ arguments: [String], in folder: URL? = nil,
                           environment: [String: String] = [:]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        if let folder { process.currentDirectoryURL = folder }
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, new in new }
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    /// The `scaffold` executable SwiftPM built beside the running test bundle (the test target must depend on it).
    public static var scaffold: String {
        let candidates = [
            Bundle.main.bundleURL.appendingPathComponent("scaffold"),
            Bundle.main.bundleURL.deletingLastPathComponent().appendingPathComponent("scaffold"),
            URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("scaffold"),
        ]
        return (candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) } ?? candidates[0]).path
    }
}
