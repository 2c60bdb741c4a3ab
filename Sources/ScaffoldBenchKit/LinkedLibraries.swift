import Foundation

/// The shared libraries a binary loads, as `ldd` lists them: to check that `scaffold` does not pay for
/// Foundation at start-up.
public enum LinkedLibraries {
    /// Library names (`libswiftCore.so`), or nil when `ldd` is not available.
    public static func of(_ binary: String) -> [String]? {
        guard let ldd = TextFile.which("ldd"),
              let folder = try? TextFile.temporaryFolder("scaffold-bench-ldd") else { return nil }
        defer { TextFile.remove(folder) }
        let output = folder + "/ldd.txt"
        guard let result = try? ChildProcess.run(ldd, [binary], in: folder, output: output),
              let text = try? TextFile.read(output) else { return nil }
        // A fully static executable (`swift build -c release --static-swift-stdlib -Xswiftc -static-executable`)
        // loads no library at all.
        if text.contains("not a dynamic executable") { return [] }
        guard result.status == 0 else { return nil }
        return text.split(separator: "\n").compactMap { line in
            line.split(separator: " ").first.map { String($0.trimmingCharacters(in: .whitespaces)) }
        }
    }

    /// True when the Swift runtime is a shared library (not linked in with `--static-swift-stdlib`).
    public static func includesSwiftRuntime(_ libraries: [String]) -> Bool {
        libraries.contains { $0.hasPrefix("libswiftCore") }
    }

    /// True when one of `libraries` is Foundation (or FoundationEssentials, FoundationInternationalization).
    public static func includesFoundation(_ libraries: [String]) -> Bool {
        libraries.contains { $0.contains("Foundation") }
    }
}
