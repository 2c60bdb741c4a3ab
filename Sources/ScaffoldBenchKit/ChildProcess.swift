#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One finished child process: its exit status, wall time and peak resident memory.
public struct ChildRun: Sendable {
    public var status: Int32
    public var seconds: Double
    /// Peak resident set size of this child alone (`wait4`'s `ru_maxrss`), in bytes.
    public var peakMemory: Int
}

public struct ChildProcessError: Error, CustomStringConvertible {
    public var description: String
}

/// Starts programs with `posix_spawn` (no Foundation `Process`, whose own start-up would blur the figures) and
/// waits with `wait4`, which reports the child's own peak memory.
public enum ChildProcess {
    /// Runs `executable` with `arguments` in `directory`; stdout and stderr go to `output` (a file path),
    /// or to /dev/null when it is nil. The time covers spawn to exit.
    public static func run(_ executable: String, _ arguments: [String], in directory: String,
                           output: String? = nil) throws -> ChildRun {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        let sink = output ?? "/dev/null"
        posix_spawn_file_actions_addopen(&actions, 1, sink, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_adddup2(&actions, 1, 2)

        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        // The child starts in `directory`: the benchmark is single-threaded, so it changes its own folder around
        // the spawn (glibc's posix_spawn_file_actions_addchdir_np is not visible to Swift).
        let previous = open(".", O_RDONLY | O_CLOEXEC)
        defer { if previous >= 0 { fchdir(previous); close(previous) } }
        guard chdir(directory) == 0 else { throw ChildProcessError(description: "cannot enter '\(directory)'") }
        var pid: pid_t = 0
        let start = monotonicSeconds()
        let spawned = posix_spawn(&pid, executable, &actions, nil, argv, environ)
        if previous >= 0 { fchdir(previous) }
        guard spawned == 0 else {
            throw ChildProcessError(description: "cannot start '\(executable)': \(String(cString: strerror(spawned)))")
        }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0 {
            guard errno == EINTR else { throw ChildProcessError(description: "wait4 failed for '\(executable)'") }
        }
        let seconds = monotonicSeconds() - start
        let exitStatus = (status & 0x7f) == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
        return ChildRun(status: exitStatus, seconds: seconds, peakMemory: Int(usage.ru_maxrss) * 1024)
    }

    /// Runs and throws, with the program's output, unless it exits 0.
    @discardableResult
    public static func succeed(_ executable: String, _ arguments: [String], in directory: String) throws -> ChildRun {
        let log = directory + "/.scaffold-bench-output.txt"
        let result = try run(executable, arguments, in: directory, output: log)
        let text = (try? TextFile.read(log)) ?? ""
        unlink(log)
        guard result.status == 0 else {
            throw ChildProcessError(description: "'\(executable) \(arguments.joined(separator: " "))' in "
                + "\(directory) exited with \(result.status):\n\(text)")
        }
        return result
    }
}
