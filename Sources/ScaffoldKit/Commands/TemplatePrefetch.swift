/// The built-in templates every Swift-style composite renders (`Generator.baseTemplates`, with what they include),
/// parsed on a helper thread from the moment a run knows it will generate, before its manifest is read: the
/// helper is otherwise idle then, and later, while the protocol is planned, the parse would still be running.
/// `GenerationPipeline` takes a parse from here only for a template whose text is the built-in one (a user's
/// override is parsed from its own text).
enum TemplatePrefetch {
    static func start() -> BackgroundTask<[String: TemplateParse]> {
        BackgroundTask { TemplateParse.reachable(from: Generator.baseTemplates, in: TemplateStore.builtIn) }
    }
}
