/// Identifier spelling rules shared by the planner and the templates.
enum SwiftNaming {
    /// `ThirdPartiesCommand` → `thirdPartiesCommand`, `URLHandlerComponent` → `urlHandlerComponent`.
    /// Only the leading run of ASCII capitals changes, so this works on UTF-8 bytes.
    public static func lowerCamel(_ name: String) -> String {
        var bytes = Array(name.utf8)
        var upperRun = 0
        while upperRun < bytes.count, isUpper(bytes[upperRun]) { upperRun += 1 }
        if upperRun == 0 { return name }
        // Keep the last capital of a run when something else follows it: `URLHandler` → `urlHandler`.
        let lowered = upperRun > 1 && upperRun < bytes.count ? upperRun - 1 : upperRun
        for index in 0..<lowered { bytes[index] += UInt8(ascii: "a") - UInt8(ascii: "A") }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `analytics` → `Analytics`.
    public static func upperFirst(_ name: String) -> String {
        // ASCII first letter (nearly every Swift name): one byte changed, no Unicode case tables.
        if let byte = name.utf8.first, byte < 0x80 {
            guard byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z") else { return name }
            var bytes = Array(name.utf8)
            bytes[0] = byte - 32
            return String(decoding: bytes, as: UTF8.self)
        }
        guard let first = name.first else { return name }
        return first.uppercased() + name.dropFirst()
    }

    private static func isUpper(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") }
}
