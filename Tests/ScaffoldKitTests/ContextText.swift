@testable import ScaffoldKit

/// A template context as sorted, readable text, for the context golden files: one key per line, nested values
/// indented, lists as `- ` items, text quoted with escapes.
enum ContextText {
    static func text(_ fields: [String: TemplateValue], indent: String = "") -> String {
        fields.keys.sorted().map { key in line(key + ":", fields[key] ?? .null, indent: indent) }.joined()
    }

    private static func line(_ head: String, _ value: TemplateValue, indent: String) -> String {
        switch value {
        case .object(let fields) where !fields.isEmpty:
            return indent + head + "\n" + text(fields.dictionary, indent: indent + "  ")
        case .list(let items) where !items.isEmpty:
            return indent + head + "\n" + items.map { line("-", $0, indent: indent + "  ") }.joined()
        default:
            return indent + head + " " + scalar(value) + "\n"
        }
    }

    private static func scalar(_ value: TemplateValue) -> String {
        switch value {
        case .string(let text): return quoted(text)
        case .bool(let flag): return String(flag)
        case .int(let number): return String(number)
        case .null: return "null"
        case .list: return "[]"
        case .object: return "{}"
        // What the template writes, after its name.
        case .rendered(let rendered):
            return rendered.template + ": " + ((try? writtenText(value)).map(quoted) ?? "(does not render)")
        }
    }

    private static func quoted(_ text: String) -> String {
        var result = "\""
        for character in text.unicodeScalars {
            switch character {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            default: result.unicodeScalars.append(character)
            }
        }
        return result + "\""
    }

    /// Every job's context, per composite: first the value most of its files see for each field, then per job
    /// (`path (template)`) the fields it sees otherwise.
    static func text(of composites: [[RenderJob]]) -> String {
        composites.map(text(ofComposite:)).joined(separator: "\n")
    }

    private static func text(ofComposite jobs: [RenderJob]) -> String {
        let contexts = jobs.map(\.context.dictionary)
        var common: [String: TemplateValue] = [:]
        for key in Set(contexts.flatMap(\.keys)) {
            let values = contexts.map { $0[key] }
            let counts = values.map { value in values.filter { $0 == value }.count }
            if let most = counts.indices.max(by: { counts[$0] < counts[$1] }), let value = values[most] {
                common[key] = value
            }
        }
        var text = "# every file of \(scalar(common["composite"].flatMap(\.name) ?? .null)), unless shown below\n"
            + Self.text(common)
        for (job, context) in zip(jobs, contexts) {
            text += "\n# \(job.path) (\(job.template))\n"
            text += Self.text(context.filter { common[$0.key] != $0.value })
        }
        return text
    }
}

extension TemplateObject {
    /// The fields keyed by name, for comparing and printing contexts in tests.
    var dictionary: [String: TemplateValue] {
        Dictionary(zip(names, values), uniquingKeysWith: { _, last in last })
    }
}

private extension TemplateValue {
    var name: TemplateValue? {
        if case .object(let fields) = self { return fields["name"] }
        return nil
    }
}
