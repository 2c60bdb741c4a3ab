/// Which `@available` attributes a method's forwarders carry, and when a method counts as obsolete.
extension SwiftSignature {
    /// The `@available` attributes carried onto forwarders, so deprecations and availability stay visible.
    /// A method deprecated on every deployment target current Xcode supports also gets
    /// `@available(*, deprecated)` (`ObsoleteAttribute.swift.template`), so its forwarders build without warnings
    /// wherever its types are deprecated.
    func carriedAttributes(of method: MethodRequirement) -> [TemplateValue] {
        carriedAttributes(of: method, obsoleteMessage: Self.obsoleteMessage(of: method))
    }

    /// `carriedAttributes(of:)` when the caller has `obsoleteMessage(of: method)` already.
    func carriedAttributes(of method: MethodRequirement, obsoleteMessage: String?) -> [TemplateValue] {
        var attributes: [TemplateValue] = method.attributes.filter { $0.name == "available" }.map {
            .string($0.description)
        }
        if let message = obsoleteMessage {
            let obsolete = ObsoleteAttributeModel(message: message.isEmpty ? nil : message)
            attributes.append(Self.rendered(Self.obsoleteAttributeTemplate, Variable.obsolete, obsolete))
        }
        return attributes
    }

    /// The oldest iOS deployment target current Xcode supports: an API deprecated at or before it is
    /// deprecated for every app.
    static let oldestDeploymentTarget = 15.0

    /// The deprecation message (a Swift string literal, or empty) when `method` is deprecated on every
    /// supported deployment target, else nil.
    static func obsoleteMessage(of method: MethodRequirement) -> String? {
        // `isDeprecation` is a plain substring test: most attributes are `introduced:` only and are not split.
        for attribute in method.attributes where attribute.isDeprecation {
            guard let arguments = attribute.arguments else { continue }
            let parts = splitArguments(arguments)
            guard let platform = parts.first, platform == "iOS" || platform == "*" else { continue }
            guard let deprecated = parts.first(where: { $0.hasPrefix("deprecated") }) else { continue }
            if platform == "*" { return nil }  // already deprecated everywhere: carried as written
            // Searched in the bytes: ':' and '"' are ASCII, and character-wise searches cost thousands of instructions.
            guard let colon = deprecated.utf8.firstIndex(of: UInt8(ascii: ":")),
                  let number = Double(String(deprecated[deprecated.utf8.index(after: colon)...]).trimmingSpaces()),
                  number <= oldestDeploymentTarget else { continue }
            guard let message = parts.first(where: { $0.hasPrefix("message") }) else { return "" }
            return message.utf8.firstIndex(of: UInt8(ascii: "\"")).map { String(message[$0...]) } ?? ""
        }
        return nil
    }

    /// Splits attribute arguments on commas outside string literals.
    static func splitArguments(_ text: String) -> [String] {
        guard ASCIIText.isASCII(text) else { return splitArgumentsByCharacters(text) }
        var parts: [String] = []
        var start = 0
        var inString = false
        var escaped = false
        let bytes = Array(text.utf8)
        for (index, byte) in bytes.enumerated() {
            if inString {
                if escaped {
                    escaped = false
                } else if byte == UInt8(ascii: "\\") {
                    escaped = true
                } else if byte == UInt8(ascii: "\"") {
                    inString = false
                }
            } else if byte == UInt8(ascii: "\"") {
                inString = true
            } else if byte == UInt8(ascii: ",") {
                parts.append(String(decoding: bytes[start..<index], as: UTF8.self).trimmingSpaces())
                start = index + 1
            }
        }
        parts.append(String(decoding: bytes[start...], as: UTF8.self).trimmingSpaces())
        return parts
    }

    /// `splitArguments` by `Character`s, for text that is not ASCII.
    static func splitArgumentsByCharacters(_ text: String) -> [String] {
        var parts: [String] = []
        var current = ""
        var inString = false
        var escaped = false
        for character in text {
            if inString {
                if escaped { escaped = false } else if character == "\\" { escaped = true } else if character == "\"" {
                    inString = false
                }
            } else if character == "\"" {
                inString = true
            } else if character == "," {
                parts.append(current.trimmingSpaces())
                current = ""
                continue
            }
            current.append(character)
        }
        parts.append(current.trimmingSpaces())
        return parts
    }
}
