/// Reads an edited Info.plist back before it is written: every top-level key but the scene manifest has the value
/// it had, in the same order, and the manifest's application role holds the configuration that was added.
struct InfoPlistSceneCheck {
    let before: InfoPlistElement
    let configuration: SceneConfiguration
    let storyboard: String?
    let path: String

    func check(_ result: [UInt8]) throws {
        let start = SourceLocation(file: path, line: 1, column: 1)
        let after: InfoPlistElement
        do {
            after = try InfoPlistXMLReader.read(result, path: path)
        } catch let diagnostic as Diagnostic {
            throw Diagnostic.error("adding the scene manifest would leave this Info.plist unreadable "
                + "(\(diagnostic.message)); it is left as it was", at: start)
        }
        let key = InfoPlistSceneManifest.manifestKey
        let old = before.entries.filter { $0.key.text != key }
        let new = after.entries.filter { $0.key.text != key }
        for (index, entry) in old.enumerated() {
            guard index < new.count, new[index].key.text == entry.key.text,
                  new[index].value.hasSameValue(as: entry.value) else {
                throw Diagnostic.error("adding the scene manifest would change '\(entry.key.text)' in this Info.plist; "
                    + "it is left as it was", at: start)
            }
        }
        guard new.count == old.count, let role = after.value(forKey: key)?.value(forKey: "UISceneConfigurations")?
            .value(forKey: "UIWindowSceneSessionRoleApplication"), role.children.contains(where: added) else {
            throw Diagnostic.error("the scene manifest added to this Info.plist does not read back; it is left as it "
                + "was", at: start)
        }
    }

    /// The configuration as added: its name, delegate class and storyboard.
    private func added(_ element: InfoPlistElement) -> Bool {
        element.value(forKey: "UISceneConfigurationName")?.string == configuration.name
            && element.value(forKey: "UISceneDelegateClassName")?.string == configuration.delegateClass
            && element.value(forKey: "UISceneStoryboardFile")?.string == storyboard
    }
}
