#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The lengths a file system takes: a name of at most `NAME_MAX` bytes (255), a path of fewer than `PATH_MAX`
/// (4096 on Linux, 1024 on Apple's systems). Checked before anything is written, so a name too long is an error
/// of the plan, not a failure half-way through writing it.
enum FileNames {
    static let nameLimit = Int(NAME_MAX)
    static let pathLimit = Int(PATH_MAX) - 1

    /// The problem with `absolute`'s length, if any.
    static func problem(_ absolute: String) -> String? {
        // No name of a path this short can be too long (nearly every path a run writes): nothing to split.
        if absolute.utf8.count <= nameLimit { return nil }
        for component in absolute.split(separator: "/") where component.utf8.count > nameLimit {
            return "the name '\(component.prefix(40))…' is \(component.utf8.count) bytes long, more than the "
                + "\(nameLimit) a file system takes"
        }
        if absolute.utf8.count > pathLimit {
            return "the path is \(absolute.utf8.count) bytes long, more than the \(pathLimit) this system takes"
        }
        return nil
    }

    /// Throws the problem with `absolute`'s length, naming it as `shown`.
    static func check(_ absolute: String, shown: String) throws {
        if let problem = problem(absolute) {
            throw Diagnostic.error("cannot write '\(shown)': \(problem)", at: nil)
        }
    }
}
