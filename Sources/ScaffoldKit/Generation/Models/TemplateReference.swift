/// The template reference of `Templates/README.md`, written from the models' field tables: every key the
/// templates see, and what the declaration and call templates are rendered from. `TemplateReferenceTests` fails
/// when the README's copy differs.
enum TemplateReference {
    /// The models, in the order the reference lists them: a file's, the method's, the recipes', the Objective-C
    /// bridge's, then the rendered declarations' and calls'.
    static var models: [any TemplateModel.Type] { [
        CompositeFilesModel.self, FileModel.self, CompositeModel.self, LeafModel.self, LeafReference.self,
        LeafSourceModel.self, HeldPropertyModel.self,
        MethodModel.self, LeafStubModel.self, ObjCHeader.self, ObjCHeader.Part.self,
        CommandsModel.self, LaunchFieldModel.self, LaunchModel.self,
        ListenersModel.self, LifecycleEventModel.self, LaunchCostModel.self, MethodLaunchCostModel.self,
        SceneBridgeModel.self, BridgedListing.self, ObjCModel.self,
        FunctionDeclaration.self, FunctionDeclaration.Parameter.self, FunctionCall.self, FunctionCall.Argument.self,
        JoinHandlerModel.self, IfConditionModel.self, ObsoleteAttributeModel.self,
    ] }

    static let begin = "<!-- template reference: written by TemplateReference.markdown from the models in "
        + "Sources/ScaffoldKit/Generation/Models; do not edit by hand -->"
    static let end = "<!-- end of template reference -->"

    /// The reference, between `begin` and `end`, lines wrapped at 116 columns.
    static var markdown: String {
        var lines = [begin, ""]
        for model in models {
            lines.append("### " + heading(model.path))
            lines.append("")
            lines.append(contentsOf: wrapped(model.summary, indent: ""))
            lines.append("")
            for field in model.documentedFields {
                lines.append(contentsOf: wrapped("- `\(field.name)`: \(field.doc).", indent: "  "))
            }
            lines.append("")
        }
        lines.append(end)
        return lines.joined(separator: "\n") + "\n"
    }

    /// `` `commands` ``; a path in parentheses, `(every file)`, is where no key leads: `Every file`.
    private static func heading(_ path: String) -> String {
        guard path.first == "(", path.last == ")" else { return "`\(path)`" }
        let words = path.dropFirst().dropLast()
        return words.prefix(1).uppercased() + words.dropFirst()
    }

    /// `text` in lines of at most 116 columns, broken at spaces; lines after the first start with `indent`.
    private static func wrapped(_ text: String, indent: String) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ", omittingEmptySubsequences: false) {
            let candidate = line.isEmpty ? (lines.isEmpty ? "" : indent) + word : line + " " + word
            if candidate.count > 116 && !line.isEmpty {
                lines.append(line)
                line = indent + word
            } else {
                line = candidate
            }
        }
        lines.append(line)
        return lines
    }
}
