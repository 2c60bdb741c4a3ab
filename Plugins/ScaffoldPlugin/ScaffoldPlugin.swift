import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory scaffold <command> [options]`: runs this package's own
/// `scaffold` in the package folder of whoever runs the command, with every argument as given. Its output goes
/// where the plugin's goes, and a failing run fails the plugin with scaffold's exit status.
@main
struct ScaffoldPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        try ScaffoldProcess.run(try context.tool(named: "scaffold").url, arguments: arguments,
                                in: context.package.directoryURL)
    }
}

/// One run of the `scaffold` executable, waited for.
enum ScaffoldProcess {
    static func run(_ executable: URL, arguments: [String], in folder: URL) throws {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = folder
        try process.run()
        process.waitUntilExit()
        guard process.terminationReason == .exit else {
            Diagnostics.error("scaffold was stopped by signal \(process.terminationStatus)")
            exit(1)
        }
        // scaffold has printed its own diagnostics; the plugin only ends with the same status.
        if process.terminationStatus != 0 { exit(process.terminationStatus) }
    }
}
