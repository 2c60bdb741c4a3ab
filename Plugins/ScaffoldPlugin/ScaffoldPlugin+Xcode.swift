#if canImport(XcodeProjectPlugin)
import PackagePlugin
import XcodeProjectPlugin

/// The same command from an Xcode project's context menu, run in the project's folder. Xcode adds `--target NAME`
/// for the targets selected in its dialog; scaffold does not take them (`--module NAME` chooses the app target).
extension ScaffoldPlugin: XcodeCommandPlugin {
    func performCommand(context: XcodePluginContext, arguments: [String]) throws {
        var extractor = ArgumentExtractor(arguments)
        _ = extractor.extractOption(named: "target")
        try ScaffoldProcess.run(try context.tool(named: "scaffold").url, arguments: extractor.remainingArguments,
                                in: context.xcodeProject.directoryURL)
    }
}
#endif
