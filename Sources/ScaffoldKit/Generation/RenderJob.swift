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
        let templates = templates
        // Files render independently: shared among the cores, the heaviest first (the composite's tests take as
        // long as a third of the rest: handed out last, one core would render them alone while the other waits),
        // collected in job order.
        let order = Self.heaviestFirst(jobs, templates)
        let scheduled = Parallel.map(order) { index in
            let job = jobs[index]
            return Result { TidyText.tidy(bytes: try templates.renderBytes(job.template, context: job.context)) }
        }
        var outcomes = scheduled
        for (position, index) in order.enumerated() { outcomes[index] = scheduled[position] }
        var files: [GeneratedFile] = []
        var diagnostics = Diagnostics()
        for (job, outcome) in zip(jobs, outcomes) {
            if let text = diagnostics.capture({ try outcome.get() }) {
                files.append(GeneratedFile(path: job.path, contents: text, ownership: job.ownership))
            }
        }
        try diagnostics.throwIfErrors()
        return files
    }

    /// Indices of `jobs` in the order to hand them out: generated files first (each renders every method; a leaf
    /// file renders a few), those whose templates weigh most (`TemplateLibrary.weight(of:)`) first; the rest keep
    /// their order.
    static func heaviestFirst(_ jobs: [RenderJob], _ templates: TemplateLibrary) -> [Int] {
        var weights: [String: Int] = [:]
        for job in jobs where job.ownership == .generated && weights[job.template] == nil {
            weights[job.template] = templates.weight(of: job.template)
        }
        func weight(_ index: Int) -> Int {
            jobs[index].ownership == .generated ? weights[jobs[index].template] ?? 0 : -1
        }
        return jobs.indices.sorted { left, right in
            let (a, b) = (weight(left), weight(right))
            return a != b ? a > b : left < right
        }
    }
}
