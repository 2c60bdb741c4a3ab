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

    /// Launch cost: signposts, `after:` and deferred launch work of a component, a command and a listener.
    static let launchCost = header + """
        protocol: UIApplicationDelegate
        composite: AppDelegate
        signposts: true
        responsibilities:
          - name: Flags
            pattern: command
          - name: Setup
            pattern: command
            phase: deferred
          - name: Analytics
            methods: ["application(_:didFinishLaunchingWithOptions:)"]
            after: [CrashReporting]
          - name: CrashReporting
            methods: ["application(_:didFinishLaunchingWithOptions:)"]
          - name: Heavy
            methods: ["application(_:didFinishLaunchingWithOptions:)"]
            phase: deferred
          - name: Logging
            pattern: listener
            events: [didFinishLaunching]
            phase: deferred

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
        let swift = SwiftSignature()
        return try plans(manifest).map { Generator.jobs(for: $0, swift: swift) { _ in .absent } }
    }

    /// The plans the pipeline makes of `manifest` (`/work/scaffold.yml`), with `files` (by absolute path) on disk.
    static func plans(_ manifest: String, files: [String: String] = [:]) throws -> [ForwardingPlan] {
        let decoded = try ManifestDecoder.decode(Array(manifest.utf8), path: "scaffold.yml", directory: "/work")
        let files = InMemoryFileSystem(files: files)
        return try GenerationPipeline(templates: TemplateStore.builtIn, fileSystem: files).plans(decoded)
    }

    /// The plan of one composite `AppDelegate` of `protocol` with the responsibilities `body` (YAML list items,
    /// indented two spaces), `files` on disk.
    static func plan(responsibilities body: String, style: String = "swift",
                     protocol source: String = "UIApplicationDelegate", files: [String: String] = [:]) throws
        -> ForwardingPlan?
    {
        try plans("""
            protocol: \(source)
            composite: AppDelegate
            module: App
            style: \(style)
            paths: {generated: Gen, components: Leaves, tests: Tests}
            responsibilities:
            \(body)
            """, files: files).first
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
