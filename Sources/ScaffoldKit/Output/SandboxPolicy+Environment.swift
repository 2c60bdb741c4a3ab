extension SandboxPolicy {
    /// The policy of a run whose process environment is `environment` (Xcode exports every build setting to a Run
    /// Script phase): sandboxed when `forced` (`--sandboxed`) or `ENABLE_USER_SCRIPT_SANDBOXING` is `YES`. The
    /// declared files come from the phase's file lists (`SCRIPT_INPUT_FILE_LIST_0`…, read through `fileSystem`)
    /// and single files (`SCRIPT_INPUT_FILE_0`…), and likewise for outputs; a side Xcode does not name, or whose
    /// list cannot be read, stays nil (unchecked).
    public init(environment: [String: String], forced: Bool, fileSystem: any FileSystem) {
        let enabled = environment["ENABLE_USER_SCRIPT_SANDBOXING"].map { ["YES", "yes", "1"].contains($0) } ?? false
        guard forced || enabled else {
            self = .unconfined
            return
        }
        let base = environment["SRCROOT"] ?? fileSystem.currentDirectory
        let declared = { (side: String) -> Set<String>? in
            Self.declaredFiles(side, environment: environment, base: base, fileSystem: fileSystem)
        }
        self.init(isSandboxed: true, declaredInputs: declared("INPUT"), declaredOutputs: declared("OUTPUT"))
    }

    /// The files of `SCRIPT_<side>_FILE_LIST_n` and `SCRIPT_<side>_FILE_n`, absolute; nil when neither is set.
    private static func declaredFiles(
        _ side: String, environment: [String: String], base: String, fileSystem: any FileSystem
    ) -> Set<String>? {
        let lists = numbered("SCRIPT_\(side)_FILE_LIST", environment)
        let singles = numbered("SCRIPT_\(side)_FILE", environment)
        if lists.isEmpty && singles.isEmpty { return nil }
        var paths = singles
        for list in lists {
            // A list the sandbox does not let us read leaves this side unchecked rather than failing the build.
            guard let bytes = try? fileSystem.contents(of: list) else { return nil }
            paths += String(decoding: bytes, as: UTF8.self).split(whereSeparator: \.isNewline).map {
                String($0.drop { $0 == " " || $0 == "\t" })
            }.filter { !$0.isEmpty && !$0.hasPrefix("#") }
        }
        return Set(paths.map { PathUtilities.absolute(expand($0, environment), in: base) })
    }

    /// `NAME_0`, `NAME_1`… up to `NAME_COUNT` (or while set, when Xcode gives no count).
    private static func numbered(_ name: String, _ environment: [String: String]) -> [String] {
        let count = environment["\(name)_COUNT"].flatMap { Int($0) } ?? Int.max
        var values: [String] = []
        while values.count < count, let value = environment["\(name)_\(values.count)"] {
            values.append(value)
        }
        return values
    }

    /// `$(NAME)` and `${NAME}` replaced by the build setting's value (a list Xcode has not resolved yet).
    static func expand(_ line: String, _ environment: [String: String]) -> String {
        var result = ""
        var rest = Substring(line)
        while let dollar = rest.firstIndex(of: "$") {
            result += rest[..<dollar]
            let after = rest[rest.index(after: dollar)...]
            let close: Character? = after.first == "(" ? ")" : after.first == "{" ? "}" : nil
            if let close, let end = after.firstIndex(of: close),
               let value = environment[String(after[after.index(after: after.startIndex)..<end])] {
                result += value
                rest = after[after.index(after: end)...]
            } else {
                result += "$"
                rest = after
            }
        }
        return result + rest
    }
}
