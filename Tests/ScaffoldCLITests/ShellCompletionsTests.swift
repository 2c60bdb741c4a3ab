import Foundation
import XCTest
@testable import ScaffoldCLI
import ScaffoldTestSupport

/// The scripts are run by the shells themselves: bash is everywhere scaffold runs; zsh and fish are checked where
/// they are installed (macOS has zsh).
final class ShellCompletionsTests: XCTestCase {
    private let completions = ShellCompletions(values: [
        "--preset": ["analytics", "push"], "--events": ["didBecomeActive", "didEnterBackground"],
        "--protocol": ["UIApplicationDelegate"], "protocols": ["UIApplicationDelegate", "UIWindowSceneDelegate"],
    ])

    /// What bash offers after `line` (the last word is the one being completed).
    private func bashCompletions(_ line: String) throws -> [String] {
        let script = completions.script(for: .bash) + """
            COMP_WORDS=(\(line)); COMP_CWORD=$((${#COMP_WORDS[@]} - 1))
            [[ "\(line)" == *" " ]] && { COMP_WORDS+=(""); COMP_CWORD=$((COMP_CWORD + 1)); }
            _scaffold; printf '%s\\n' "${COMPREPLY[@]}"
            """
        return try run("/bin/bash", ["-c", script]).split(separator: "\n").map(String.init)
    }

    func testBashCompletesCommandsKindsOptionsAndValues() throws {
        XCTAssertEqual(try bashCompletions("scaffold "),
                       CommandLineSpec.root.subcommands.compactMap(\.path.last) + CommandLineSpec.globalOptions.map(\.name))
        XCTAssertEqual(try bashCompletions("scaffold add "), ["component", "command", "listener"] + CommandLineSpec.globalOptions.map(\.name))
        XCTAssertEqual(try bashCompletions("scaffold --quiet add component Push --pre"), ["--preset"])
        XCTAssertEqual(try bashCompletions("scaffold add component Push --preset "), ["analytics", "push"])
        XCTAssertEqual(try bashCompletions("scaffold add listener Log --events didE"), ["didEnterBackground"])
        XCTAssertEqual(try bashCompletions("scaffold protocols UIW"), ["UIWindowSceneDelegate"])
        XCTAssertEqual(try bashCompletions("scaffold remove l"), ["listener"])
    }

    func testZshScriptIsValidZsh() throws {
        guard let zsh = Self.installed("zsh") else { throw XCTSkip("zsh is not installed on this machine") }
        let script = completions.script(for: .zsh)
        XCTAssertTrue(script.hasPrefix("#compdef scaffold\n"))
        XCTAssertTrue(script.contains("(--preset) compadd -- 'analytics' 'push'; return ;;"))
        try run(zsh, ["-n", "-c", script])
    }

    func testFishCompletesCommandsKindsOptionsAndValues() throws {
        guard let fish = Self.installed("fish") else { throw XCTSkip("fish is not installed on this machine") }
        let script = completions.script(for: .fish)
        func offered(_ line: String) throws -> [String] {
            try run(fish, ["-c", script + "\ncomplete -C '\(line)'"]).split(separator: "\n")
                .map { String($0.split(separator: "\t").first ?? "") }
        }
        XCTAssertEqual(try offered("scaffold add "), ["command", "component", "listener"])
        XCTAssertEqual(try offered("scaffold add component Push --preset "), ["analytics", "push"])
        XCTAssertEqual(try offered("scaffold generate --ch"), ["--check"])
        XCTAssertTrue(try offered("scaffold init --").contains("--module"))
        XCTAssertFalse(try offered("scaffold remove component --").contains("--methods"))
    }

    private static func installed(_ name: String) -> String? {
        ["/bin/", "/usr/bin/", "/usr/local/bin/", "/opt/homebrew/bin/"].map { $0 + name }
            .first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    @discardableResult
    private func run(_ path: String, _ arguments: [String]) throws -> String {
        let (status, output) = try TestProcess.run(path, arguments)
        XCTAssertEqual(status, 0, "\(path) \(arguments.joined(separator: " "))")
        return output
    }
}
