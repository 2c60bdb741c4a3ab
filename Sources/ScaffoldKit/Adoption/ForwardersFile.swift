/// `AppDelegate+Legacy.swift`, which `scaffold adopt` writes once for the user: the composite's forwarders to every
/// reachable member of the original class, under the original's imports, and its `ObservableObject` conformance
/// when the original had one.
extension AdoptionPlanning {
    /// - Parameter isObservable: the original class conformed to `ObservableObject` (SwiftUI reads it through
    ///   `@EnvironmentObject` after `@UIApplicationDelegateAdaptor`): so does the composite, publishing the leaf's
    ///   changes.
    func forwardersFile(imports: [ImportLine], isObservable: Bool) -> String {
        var lines = [
            "// \(name)+\(leafName).swift, written by `scaffold adopt`: the members of the original `\(name)` that",
            "// code elsewhere may use, reachable on the composite under their old spelling and forwarded to",
            "// `\(leafType)`, which holds them now. This file is yours: scaffold never overwrites it. Remove a",
            "// forwarder once nothing uses it, or point it at the leaf a member moves to.",
        ]
        let combine = ImportLine(text: "import Combine", conditions: [])
        lines += ImportLines.render(imports + (isObservable ? [combine] : []))
        lines += ["", "extension \(name) {"]
        var first = true
        for member in forwarded {
            let body = MemberForwarders.forwarder(of: member, leafType: leafType, leafProperty: leafProperty)
            guard !body.isEmpty else { continue }
            if !first { lines.append("") }
            first = false
            lines += body
        }
        lines.append("}")
        if isObservable {
            lines += [
                "",
                "/// The original `\(name)` was an `ObservableObject`: the composite is one too, and publishes the",
                "/// changes of `\(leafType)`, which holds the original's `@Published` state now.",
                "extension \(name): ObservableObject {",
                "    nonisolated var objectWillChange: \(leafType).ObjectWillChangePublisher {",
                "        \(leafProperty).objectWillChange",
                "    }",
                "}",
            ]
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
