/// Identifier spelling rules shared by the planner and the templates.
public enum SwiftNaming {
    /// `ThirdPartiesCommand` → `thirdPartiesCommand`, `URLHandlerComponent` → `urlHandlerComponent`.
    public static func lowerCamel(_ name: String) -> String {
        let scalars = Array(name.unicodeScalars)
        var upperRun = 0
        while upperRun < scalars.count, isUpper(scalars[upperRun]) { upperRun += 1 }
        if upperRun == 0 { return name }
        // Keep the last capital of a run when a lowercase letter follows it: `URLHandler` → `urlHandler`.
        let lowered = upperRun > 1 && upperRun < scalars.count && !isUpper(scalars[upperRun]) ? upperRun - 1 : upperRun
        var result = String.UnicodeScalarView()
        for (index, scalar) in scalars.enumerated() {
            if index < lowered { result.append(contentsOf: String(scalar).lowercased().unicodeScalars) } else {
                result.append(scalar)
            }
        }
        return String(result)
    }

    /// `analytics` → `Analytics`.
    public static func upperFirst(_ name: String) -> String {
        guard let first = name.first else { return name }
        return first.uppercased() + name.dropFirst()
    }

    private static func isUpper(_ scalar: Unicode.Scalar) -> Bool { ("A"..."Z").contains(scalar) }
}
