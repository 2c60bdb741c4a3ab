/// The XML of a scene manifest, as lines to insert (`InfoPlistInsertion.Line`), from the whole
/// `UIApplicationSceneManifest` entry down to one configuration, so that what a manifest lacks can be added alone.
enum InfoPlistSceneLines {
    typealias Line = InfoPlistInsertion.Line

    /// `<key>UIApplicationSceneManifest</key>` (or its `~ipad` kin) and its dictionary: one scene, the application
    /// role's configuration.
    static func manifestEntry(_ name: String, _ configuration: SceneConfiguration, storyboard: String?) -> [Line] {
        entry(name, in: "dict", [
            Line(depth: 0, text: key("UIApplicationSupportsMultipleScenes")),
            Line(depth: 0, text: "<false/>"),
        ] + configurationsEntry(configuration, storyboard: storyboard))
    }

    /// `<key>UISceneConfigurations</key>` and its dictionary holding the application role.
    static func configurationsEntry(_ configuration: SceneConfiguration, storyboard: String?) -> [Line] {
        entry("UISceneConfigurations", in: "dict", roleEntry(configuration, storyboard: storyboard))
    }

    /// `<key>UIWindowSceneSessionRoleApplication</key>` and its array of one configuration.
    static func roleEntry(_ configuration: SceneConfiguration, storyboard: String?) -> [Line] {
        entry("UIWindowSceneSessionRoleApplication", in: "array",
              configurationDictionary(configuration, storyboard: storyboard))
    }

    /// The configuration: its name, its delegate class and, for a storyboard app, the storyboard.
    static func configurationDictionary(_ configuration: SceneConfiguration, storyboard: String?) -> [Line] {
        var values = [("UISceneConfigurationName", configuration.name),
                      ("UISceneDelegateClassName", configuration.delegateClass)]
        if let storyboard { values.append(("UISceneStoryboardFile", storyboard)) }
        let body = values.flatMap { name, value in
            [Line(depth: 0, text: key(name)),
             Line(depth: 0, text: "<string>\(InfoPlistLayout.escaped(value))</string>")]
        }
        return container("dict", body)
    }

    private static func entry(_ name: String, in element: String, _ body: [Line]) -> [Line] {
        [Line(depth: 0, text: key(name))] + container(element, body)
    }

    private static func container(_ element: String, _ body: [Line]) -> [Line] {
        [Line(depth: 0, text: "<\(element)>")] + body.map { Line(depth: $0.depth + 1, text: $0.text) }
            + [Line(depth: 0, text: "</\(element)>")]
    }

    private static func key(_ name: String) -> String { "<key>\(name)</key>" }
}
