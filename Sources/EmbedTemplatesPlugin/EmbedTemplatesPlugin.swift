import Foundation
import PackagePlugin

/// Embeds the package's top-level `Templates/` folder into the target it is applied to, as
/// `EmbeddedTemplates.files`, so the built `scaffold` needs no files beside it.
/// Every template is declared as an input, so editing, adding or removing one rebuilds the embedded copy.
@main
struct EmbedTemplatesPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let templates = context.package.directoryURL.appendingPathComponent("Templates")
        let output = context.pluginWorkDirectoryURL.appendingPathComponent("EmbeddedTemplates.swift")
        return [
            .buildCommand(
                displayName: "Embedding templates from \(templates.path)",
                executable: try context.tool(named: "EmbedTemplatesTool").url,
                arguments: [templates.path, output.path],
                inputFiles: [templates] + files(below: templates),
                outputFiles: [output]),
        ]
    }

    /// Every file below `folder`, recursively (hidden ones included: they are inputs even if not embedded).
    private func files(below folder: URL) -> [URL] {
        guard let enumerator = FileManager.default.enumerator(
            at: folder, includingPropertiesForKeys: [.isRegularFileKey])
        else { return [] }
        var urls: [URL] = []
        for case let url as URL in enumerator
        where (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true {
            urls.append(url)
        }
        return urls.sorted { $0.path < $1.path }
    }
}
