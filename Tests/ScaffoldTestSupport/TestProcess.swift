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

extension TestProcess {
    /// What a run printed and how it ended; `timedOut` when it had to be killed.
    public struct Outcome {
        public var status: Int32
        public var output: String
        public var errors: String
        public var timedOut: Bool
    }

    /// Runs `path` in `folder` and kills it after `timeout` seconds: a hang is a failure, not a stuck test run.
    public static func run(_ path: String, _ arguments: [String], in folder: URL, timeout: Double,
                           environment: [String: String] = [:]) throws -> Outcome {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        process.currentDirectoryURL = folder
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, new in new }
        let output = FileManager.default.temporaryDirectory
            .appendingPathComponent("scaffold-out-\(UUID().uuidString)")
        let errors = output.appendingPathExtension("err")
        _ = FileManager.default.createFile(atPath: output.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errors.path, contents: nil)
        defer {
            try? FileManager.default.removeItem(at: output)
            try? FileManager.default.removeItem(at: errors)
        }
        process.standardOutput = try FileHandle(forWritingTo: output)
        process.standardError = try FileHandle(forWritingTo: errors)
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning && Date() < deadline { usleep(2_000) }
        let timedOut = process.isRunning
        if timedOut { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
        return Outcome(status: process.terminationStatus,
                       output: (try? String(contentsOf: output, encoding: .utf8)) ?? "",
                       errors: (try? String(contentsOf: errors, encoding: .utf8)) ?? "", timedOut: timedOut)
    }
}
