#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ScaffoldKit

/// Where commands print: results to standard output, diagnostics to standard error.
public protocol Console: AnyObject {
    func output(_ text: String)
    func error(_ text: String)
    /// Whether `error:`/`warning:` labels are coloured.
    var usesColor: Bool { get }
}

/// The process's standard output and error.
public final class StandardConsole: Console {
    public let usesColor: Bool

    public init(usesColor: Bool) {
        self.usesColor = usesColor
    }

    public func output(_ text: String) {
        print(text)
    }

    public func error(_ text: String) {
        var line = text + "\n"
        line.withUTF8 { bytes in
            var offset = 0
            while offset < bytes.count {
                let written = write(2, bytes.baseAddress! + offset, bytes.count - offset)
                if written <= 0 { return }
                offset += written
            }
        }
    }
}

/// A console that keeps what was printed, for tests and for callers that embed scaffold.
public final class CapturingConsole: Console {
    public private(set) var standardOutput = ""
    public private(set) var standardError = ""
    public let usesColor = false

    public init() {}

    public func output(_ text: String) { standardOutput += text + "\n" }
    public func error(_ text: String) { standardError += text + "\n" }
}

extension Console {
    /// Prints diagnostics the way compilers do, with coloured labels on a terminal.
    func report(_ diagnostics: [Diagnostic]) {
        for diagnostic in Diagnostics.sorted(diagnostics) {
            var text = diagnostic.rendered
            if usesColor {
                text = text.replacingLabel("error:", with: "\u{1B}[1;31merror:\u{1B}[0m")
                    .replacingLabel("warning:", with: "\u{1B}[1;35mwarning:\u{1B}[0m")
                    .replacingLabel("note:", with: "\u{1B}[1;30mnote:\u{1B}[0m")
            }
            error(text)
        }
    }
}

private extension String {
    /// Replaces the first ` label` after the location of each line (not inside the message).
    func replacingLabel(_ label: String, with replacement: String) -> String {
        split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            var line = String(line)
            if let range = line.firstRange(of: " " + label) { line.replaceSubrange(range, with: " " + replacement) }
            return line
        }.joined(separator: "\n")
    }
}

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
