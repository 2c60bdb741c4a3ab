/// Where an adopted delegate's module is and where scaffold's files go: the module and its test folder as `init`
/// detects them (`AppLayout.detect(in:containing:module:fileSystem:)`: the package target or Xcode target
/// compiling the delegate), scaffold's own folders beside the delegate's file.
public struct ModuleLayout: Sendable, Equatable {
    /// The module's source folder, relative to the project root (the current folder): `Sources/App`, `MyApp`.
    public var root: String
    public var moduleName: String
    /// Scaffold's folders, beside the delegate's file: `Sources/App/AppDelegate/Generated`, `…/Components`.
    public var generated: String
    public var components: String
    /// The generated tests' folder: `Tests/AppTests/AppDelegate`, `MyAppTests/AppDelegate`.
    public var tests: String

    /// - Parameters:
    ///   - moduleName: `--module`: the module the tests import, whatever the layout says.
    ///   - app: the detected layout of the delegate's target; without it, what the delegate's path alone tells
    ///     (`AppLayout.byPath(of:module:)`).
    public init(delegatePath: String, composite: String, moduleName: String? = nil, app: AppLayout? = nil) {
        let app = app ?? AppLayout.byPath(of: delegatePath, module: moduleName)
        let folder = PathUtilities.parent(of: PathUtilities.normalize(delegatePath))
        root = app.sources
        self.moduleName = moduleName ?? app.module
        let beside = folder == "." ? composite : folder + "/" + composite
        generated = beside + "/Generated"
        components = beside + "/Components"
        tests = PathUtilities.normalize(PathUtilities.join(app.tests, composite))
    }
}
