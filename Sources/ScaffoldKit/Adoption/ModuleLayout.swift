/// Where an adopted delegate's module is and where scaffold's files go, decided from the delegate's path alone.
///
/// The module is the folder tree the delegate is in: for `…/Sources/NAME/…/AppDelegate.swift` (SwiftPM and most
/// Xcode layouts) it is `…/Sources/NAME` and the module is `NAME`; otherwise it is the delegate's own folder and the
/// module is that folder's name. Every Swift file under the module folder is searched for extensions.
public struct ModuleLayout: Sendable, Equatable {
    /// Relative to the project root (the current folder): `Sources/App`.
    public var root: String
    public var moduleName: String
    /// Scaffold's folders, beside the delegate's file: `Sources/App/AppDelegate/Generated`, `…/Components`.
    public var generated: String
    public var components: String
    public var tests: String

    public init(delegatePath: String, composite: String, moduleName: String? = nil) {
        let normalized = PathUtilities.normalize(delegatePath)
        let folder = PathUtilities.parent(of: normalized)
        let parts = normalized.split(separator: "/").map(String.init)
        var root = folder
        var name = folder == "." ? "App" : String(folder.split(separator: "/").last ?? "App")
        var testsBase = "Tests"
        if let index = parts.lastIndex(of: "Sources"), index + 2 < parts.count {
            root = parts[...(index + 1)].joined(separator: "/")
            name = parts[index + 1]
            let base = parts[..<index].joined(separator: "/")
            testsBase = base.isEmpty ? "Tests" : base + "/Tests"
        }
        self.root = root
        self.moduleName = moduleName ?? name
        let beside = folder == "." ? composite : folder + "/" + composite
        generated = beside + "/Generated"
        components = beside + "/Components"
        tests = testsBase + "/" + self.moduleName + "Tests/" + composite
    }
}
