@testable import ScaffoldKit

/// Builds manifests, plans and generated files in memory for the generation tests.
enum GeneratorFixture {
    static let location = SourceLocation(file: "scaffold.yml", line: 1, column: 1)

    static func located<T>(_ value: T) -> Located<T> { Located(value, at: location) }

    /// A component responsibility listing `methods`, with optional policy overrides.
    static func component(_ name: String, _ methods: [String], policies: [String: Policy] = [:]) -> Responsibility {
        Responsibility(name: located(name), pattern: located(.component), methods: methods.map(located),
                       policies: policies.sorted { $0.key < $1.key }.map { (located($0.key), located($0.value)) },
                       location: location)
    }

    static func composite(_ responsibilities: [Responsibility], protocol source: String = "UIApplicationDelegate")
        -> CompositeSpec
    {
        CompositeSpec(
            protocolSource: located(source), name: located("AppDelegate"), module: located("App"),
            style: located(.swift),
            paths: OutputPaths(generated: located("Sources/App/Generated"), components: located("Sources/App/Components"),
                               tests: located("Tests/AppTests")),
            completionDeadline: located(25), responsibilities: responsibilities, location: location)
    }

    static func catalogSpec(_ name: String = "UIApplicationDelegate") throws -> ProtocolSpec {
        let loader = ProtocolLoader(templates: TemplateStore.builtIn, fileSystem: InMemoryFileSystem(files: [:]),
                                    directory: "/work")
        return try loader.load(located(name)).spec
    }

    static func plan(_ responsibilities: [Responsibility]) throws -> ForwardingPlan {
        try ForwardingPlanner.plan(composite(responsibilities), protocolSpec: catalogSpec(), isCatalogProtocol: true)
    }

    /// The files the real pipeline generates, in memory, by path, for a composite `AppDelegate` of
    /// `protocolSource` whose one component `name` lists `methods`; `files` are the project's files (a protocol's
    /// source), by path.
    static func generate(_ name: String, _ methods: [String], protocol protocolSource: String,
                         files: [String: String] = [:]) throws -> [String: String] {
        try RecipesFixture.generate("""
            protocol: \(protocolSource)
            composite: AppDelegate
            module: App
            paths:
              generated: Sources/App/Generated
              components: Sources/App/Components
              tests: Tests/AppTests
            responsibilities:
              - name: \(name)
                methods: [\(methods.map { "\"\($0)\"" }.joined(separator: ", "))]

            """, files: files)
    }
}
