/// The keys `scaffold.yml` understands, for validation and "did you mean".
enum ManifestKeys {
    /// Keys of one composite (top level in the single-composite form, or an entry of `composites:`).
    static let composite = ["protocol", "composite", "module", "superclass", "style", "completionDeadline",
                            "paths", "responsibilities", "scenes", "main", "signposts"]
    /// Keys only the top level has.
    static let topLevelOnly = ["templates", "composites"]
    /// Top-level keys that act as defaults for every entry of `composites:`.
    static let sharedDefaults = ["module", "style", "completionDeadline", "paths", "templates"]
    static let paths = ["generated", "components", "tests"]
    static let responsibility = ["name", "pattern", "methods", "policies", "events", "adopted", "conditions",
                                 "memberLookup", "uses", "after", "phase"]

    static let defaultProtocol = "UIApplicationDelegate"
    static let defaultComposite = "AppDelegate"
    static let defaultModule = "App"
    static let defaultDeadline = 25.0
    static let defaultPaths = (generated: "Generated", components: "Components", tests: "Tests")
}
