/// Reads an edited Info.plist back before it is written: every top-level key but the scene manifest has the value
/// it had, in the same order, and each manifest's application role holds the configuration that was added.
struct InfoPlistSceneCheck {
    let before: InfoPlistElement
    let configuration: SceneConfiguration
    /// Each manifest added or completed, with the storyboard its configuration names.
    let storyboards: [String: String?]
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
        let old = before.entries.filter { !storyboards.keys.contains($0.key.text) }
        let new = after.entries.filter { !storyboards.keys.contains($0.key.text) }
        for (index, entry) in old.enumerated() {
            guard index < new.count, new[index].key.text == entry.key.text,
                  new[index].value.hasSameValue(as: entry.value) else {
                throw Diagnostic.error("adding the scene manifest would change '\(entry.key.text)' in this Info.plist; "
                    + "it is left as it was", at: start)
            }
        }
        let readBack = storyboards.allSatisfy { key, storyboard in
            let role = after.value(forKey: key)?.value(forKey: "UISceneConfigurations")?
                .value(forKey: "UIWindowSceneSessionRoleApplication")
            return role?.children.contains { added($0, storyboard: storyboard) } == true
        }
        guard new.count == old.count, readBack else {
            throw Diagnostic.error("the scene manifest added to this Info.plist does not read back; it is left as it "
                + "was", at: start)
        }
    }

    /// The configuration as added: its name, delegate class and storyboard.
    private func added(_ element: InfoPlistElement, storyboard: String?) -> Bool {
        element.value(forKey: "UISceneConfigurationName")?.string == configuration.name
            && element.value(forKey: "UISceneDelegateClassName")?.string == configuration.delegateClass
            && element.value(forKey: "UISceneStoryboardFile")?.string == storyboard
    }
}
