#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Turns a failed system call into a diagnostic that names the path and the system's reason.
enum POSIXError {
    /// The text of `errno` as the C library words it, e.g. "No such file or directory".
    static func reason(_ code: Int32 = errno) -> String {
        guard let text = strerror(code) else { return "error \(code)" }
        return String(cString: text)
    }

    /// `cannot ACTION 'PATH': REASON`.
    static func diagnostic(_ action: String, _ path: String, code: Int32 = errno) -> Diagnostic {
        .error("cannot \(action) '\(path)': \(reason(code))", at: nil)
    }
}
