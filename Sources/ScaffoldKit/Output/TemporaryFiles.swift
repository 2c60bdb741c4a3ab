#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The temporary files scaffold writes beside a file before renaming them into place: `.NAME.scaffold-PID-N`, hidden,
/// named after the file, the process and a sequence number. A run killed between writing one and renaming it
/// leaves it behind; the next run that writes in that folder recognises it by its name and removes it
/// (`WritePlanner`, `Journal`), unless the process that wrote it is still running.
enum TemporaryFiles {
    /// The name of the `sequence`th temporary of this process for the file named `file`.
    static func name(for file: String, sequence: Int) -> String {
        "." + file + infix + String(sequence)
    }

    /// The path of the next temporary for the file named `file` in `folder`, made with one string.
    static func nextPath(in folder: String, for file: Substring) -> String {
        let sequence = String(nextSequence())
        var path = folder
        path.reserveCapacity(folder.utf8.count + 2 + file.utf8.count + infix.utf8.count + sequence.utf8.count)
        if folder.utf8.last != UInt8(ascii: "/") { path += "/" }
        path += "."
        path += file
        path += infix
        path += sequence
        return path
    }

    /// True when `name` is a temporary of scaffold whose writer is no longer running (so it will never be renamed).
    static func isLeftOver(_ name: String) -> Bool {
        guard let process = writer(of: name), process != processID else { return false }
        return kill(process, 0) != 0 && errno == ESRCH
    }

    /// The process id in a temporary's name, or nil when `name` is not shaped like one.
    static func writer(of name: String) -> Int32? {
        guard name.hasPrefix(".") else { return nil }
        let suffix = name.split(separator: ".", omittingEmptySubsequences: false).last ?? ""
        guard suffix.hasPrefix("scaffold-"), suffix.count < name.count - 1 else { return nil }
        let numbers = suffix.dropFirst("scaffold-".count).split(separator: "-", omittingEmptySubsequences: false)
        guard numbers.count == 2, numbers.allSatisfy({ !$0.isEmpty && $0.utf8.allSatisfy(ASCIIText.isDigit) }),
              numbers[0].count < 10, numbers[1].count < 19 else { return nil }
        return Int32(numbers[0])
    }

    /// A process-wide sequence number for temporary names.
    static func nextSequence() -> Int {
        last += 1
        return last
    }

    /// This process's id, asked once (a run names a temporary for every file it writes).
    private static let processID = getpid()
    /// What follows a temporary's file name, but for the sequence number: `.scaffold-PID-`.
    private static let infix = ".scaffold-\(processID)-"

    /// A run is one thread (no stage runs in parallel).
    nonisolated(unsafe) private static var last = 0
}
