#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ScaffoldKit

/// Whether to colour the output.
public enum CommandLineColor {
    /// `--color` and `--no-color` win; otherwise colour only on a terminal and when `NO_COLOR` is unset or empty
    /// (https://no-color.org).
    public static func shouldColor(_ choice: ColorChoice, isTerminal: Bool, noColor: String?) -> Bool {
        switch choice {
        case .always: return true
        case .never: return false
        case .auto: return isTerminal && (noColor ?? "").isEmpty
        }
    }

    /// The decision for this process's standard output.
    public static func shouldColorStandardOutput(_ choice: ColorChoice) -> Bool {
        let noColor = getenv("NO_COLOR").map { String(cString: $0) }
        return shouldColor(choice, isTerminal: isatty(STDOUT_FILENO) == 1, noColor: noColor)
    }
}
