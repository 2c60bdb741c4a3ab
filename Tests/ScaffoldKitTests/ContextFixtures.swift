@testable import ScaffoldKit

/// Representative manifests, and the render jobs the real pipeline's stages make of them, in memory.
enum ContextFixtures {
    private static let header = """
        module: App
        paths: {generated: Gen, components: Leaves, tests: Tests}

        """

    static let plain = header + """
        protocol: UIApplicationDelegate
        composite: AppDelegate
        responsibilities:
          - name: Analytics
            methods: [applicationDidBecomeActive(_:), "application(_:open:options:)"]
          - name: Push
            methods: ["application(_:didReceiveRemoteNotification:fetchCompletionHandler:)"]

        """

    static let recipes = header + """
        protocol: UIApplicationDelegate
        composite: AppDelegate
        responsibilities:
          - name: Analytics
            methods: ["application(_:didFinishLaunchingWithOptions:)"]
          - name: ThirdParties
            pattern: command
          - name: Memory
            pattern: listener
            events: [didFinishLaunching, didReceiveMemoryWarning]

        """

    static let scenes = header + """
        protocol: UIApplicationDelegate
        composite: AppDelegate
        scenes: SceneDelegate
        responsibilities:
          - name: Links
            methods: [applicationDidBecomeActive(_:), "application(_:open:options:)"]

        """

    static let adopted = header + """
        protocol: UIApplicationDelegate
        composite: AppDelegate
        responsibilities:
          - name: Legacy
            adopted: true
            methods: [applicationDidBecomeActive(_:), "application(_:performActionFor:completionHandler:)"]
          - name: Analytics
            methods: [applicationDidBecomeActive(_:)]

        """

    static let uses = header + """
        protocol: UIApplicationDelegate
        composite: AppDelegate
        responsibilities:
          - name: Legacy
            memberLookup: true
            methods: [applicationWillTerminate(_:)]
          - name: Payments
            uses: [Legacy]
            methods: [applicationWillTerminate(_:)]

        """

    /// The jobs of each composite of `manifest`, planned by the pipeline; no user file exists yet.
    static func jobs(_ manifest: String) throws -> [[RenderJob]] {
        let decoded = try ManifestDecoder.decode(Array(manifest.utf8), path: "scaffold.yml", directory: "/work")
        let pipeline = GenerationPipeline(templates: TemplateStore.builtIn, fileSystem: InMemoryFileSystem(files: [:]))
        let swift = SwiftSignature()
        return try pipeline.plans(decoded).map { try Generator.jobs(for: $0, swift: swift) { _ in false } }
    }
}

extension ContextFixtures {
    /// A manifest using every model: commands, listeners, `uses:`, `memberLookup:` and `scenes:`.
    static let sample = header + """
        protocol: UIApplicationDelegate
        composite: AppDelegate
        scenes: SceneDelegate
        responsibilities:
          - name: Legacy
            memberLookup: true
            methods: [applicationDidBecomeActive(_:), "application(_:didFinishLaunchingWithOptions:)"]
          - name: Payments
            uses: [Legacy]
            methods: [applicationDidBecomeActive(_:)]
          - name: ThirdParties
            pattern: command
          - name: Memory
            pattern: listener
            events: [didReceiveMemoryWarning]

        """
}
