/// One `import` declaration of a file `scaffold adopt` reads: its whole line as written, and the `#if` conditions it
/// stands under (`#if canImport(FirebaseCore)` / `import FirebaseCore` / `#endif`), which a file that repeats it keeps.
struct ImportLine: Equatable {
    /// `import UIKit`, `@preconcurrency import UserNotifications`, `import class Foundation.NSObject`.
    var text: String
    /// Outermost first; empty for an unconditional import.
    var conditions: [String]
}

/// The import lines of a file scaffold writes from several read ones (the forwarders of `adopt`, a peeled leaf).
enum ImportLines {
    /// Each distinct import once, in the order first met, each wrapped in its `#if`s; an unconditional import wins
    /// over the same import under a condition.
    static func render(_ imports: [ImportLine]) -> [String] {
        let unconditional = Set(imports.filter(\.conditions.isEmpty).map { $0.text.trimmingSpaces() })
        var seen: Set<[String]> = []
        var lines: [String] = []
        for line in imports {
            let text = line.text.trimmingSpaces()
            guard line.conditions.isEmpty || !unconditional.contains(text),
                  seen.insert(line.conditions + [text]).inserted else { continue }
            if line.conditions.isEmpty {
                lines.append(line.text)
            } else {
                lines += line.conditions.map { "#if " + $0 } + [line.text] + line.conditions.map { _ in "#endif" }
            }
        }
        return lines
    }
}
