import Foundation

/// Runs a program and collects what it printed.
struct ProcessResult {
    var status: Int32
    var stdout: String
    var stderr: String
}

enum ProcessRunner {
    /// Runs `executable` with `arguments` in `directory`, with `environment` added to this process's.
    static func run(_ executable: String, _ arguments: [String], in directory: URL,
                    environment: [String: String] = [:]) throws -> ProcessResult {
        let process = Process()
        if !environment.isEmpty {
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        }
        if Thread.current.threadDictionary[backgroundKey] as? Bool == true,
           FileManager.default.isExecutableFile(atPath: "/usr/bin/nice") {
            process.executableURL = URL(fileURLWithPath: "/usr/bin/nice")
            process.arguments = ["-n", "10", executable] + arguments
        } else {
            process.executableURL = URL(fileURLWithPath: executable)
            process.arguments = arguments
        }
        process.currentDirectoryURL = directory
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        try process.run()
        // Read both pipes before waiting, so a full pipe never blocks the child.
        let errData = DataBox()
        let group = DispatchGroup()
        group.enter()
        DispatchQueue.global().async {
            errData.data = err.fileHandleForReading.readDataToEndOfFile()
            group.leave()
        }
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        process.waitUntilExit()
        return ProcessResult(status: process.terminationStatus,
                             stdout: String(decoding: outData, as: UTF8.self),
                             stderr: String(decoding: errData.data, as: UTF8.self))
    }

    /// When a thread's dictionary holds true for this key, the programs the thread starts run at a lower priority
    /// (`nice -n 10`): they get the cores the others leave idle (`ScenarioBuilds`).
    static let backgroundKey = "ProcessRunner.background"

    /// The `swift` driver of the toolchain running these tests.
    static var swift: String { tool("swift") }

    /// The program `name` (`swiftc`, `clang`, …) found first on `PATH`, else in `/usr/bin`.
    static func tool(_ name: String) -> String {
        let candidates = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
            .map { "\($0)/\(name)" }
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0) } ?? "/usr/bin/\(name)"
    }
}

/// Bytes read on another thread; the group's wait orders the write before the read.
private final class DataBox: @unchecked Sendable {
    var data = Data()
}
