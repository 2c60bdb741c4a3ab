/// One file a composite renders: the template, where the text goes, who owns the file, and the template's
/// context. `Generator.jobs(for:userFileExists:)` lists them before any template is parsed, so a run parses only
/// the templates it renders (`TemplateLibrary(templates:rendering:)`).
struct RenderJob: Sendable {
    var template: String
    var path: String
    var ownership: Ownership
    var context: [String: TemplateValue]
}

extension Generator {
    /// Renders `jobs` in order; throws every error of every job together.
    func render(_ jobs: [RenderJob]) throws -> [GeneratedFile] {
        var files: [GeneratedFile] = []
        var diagnostics = Diagnostics()
        for job in jobs {
            if let text = diagnostics.capture({
                TidyText.tidy(bytes: try templates.renderBytes(job.template, context: job.context))
            }) {
                files.append(GeneratedFile(path: job.path, contents: text, ownership: job.ownership))
            }
        }
        try diagnostics.throwIfErrors()
        return files
    }
}
