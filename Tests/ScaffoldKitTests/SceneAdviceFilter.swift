/// Tests whose manifests list deprecated UI life-cycle methods on purpose compare stderr without the scenes advice
/// about them (`SceneBridgeChecks.advice`; SceneBridgeTests covers it).
enum SceneAdviceFilter {
    /// `standardError` without its lines of scenes advice.
    static func withoutAdvice(_ standardError: String) -> String {
        standardError.split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !$0.contains(", deprecated in iOS 26: ") }.joined(separator: "\n")
    }
}
