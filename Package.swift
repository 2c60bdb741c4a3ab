// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "scaffold",
    products: [
        .executable(name: "scaffold", targets: ["scaffold"]),
        // The pipeline (manifest → protocols → plans → files → disk) for tests, the benchmark and plugins.
        .library(name: "ScaffoldKit", targets: ["ScaffoldKit"]),
        .plugin(name: "ScaffoldPlugin", targets: ["ScaffoldPlugin"]),
    ],
    targets: [
        .executableTarget(name: "scaffold", dependencies: ["ScaffoldCLI", "ScaffoldKit"]),
        // The command line: argument parsing, help, console and the commands, over ScaffoldKit's pipeline.
        .target(name: "ScaffoldCLI", dependencies: ["ScaffoldKit"]),
        // `swift package --allow-writing-to-package-directory scaffold <command>` in a package depending on this one.
        .plugin(
            name: "ScaffoldPlugin",
            capability: .command(
                intent: .custom(verb: "scaffold", description: "Run scaffold (init, add, generate…) in this package"),
                permissions: [
                    .writeToPackageDirectory(reason: "scaffold writes scaffold.yml and the files it generates"),
                ]),
            dependencies: ["scaffold"]),
        .target(name: "ScaffoldKit", plugins: ["EmbedTemplatesPlugin"]),
        // Build-time only: embeds the top-level Templates/ folder into ScaffoldKit (EmbeddedTemplates.files).
        .executableTarget(name: "EmbedTemplatesTool"),
        .plugin(
            name: "EmbedTemplatesPlugin", capability: .buildTool(), dependencies: ["EmbedTemplatesTool"],
            path: "Sources/EmbedTemplatesPlugin"),
        .testTarget(name: "ScaffoldKitTests", dependencies: ["ScaffoldKit", "ScaffoldCLI", "ScaffoldTestSupport"]),
        // Also runs the built `scaffold` (OutsideTheProjectTests).
        .testTarget(
            name: "ScaffoldCLITests", dependencies: ["ScaffoldCLI", "ScaffoldKit", "ScaffoldTestSupport", "scaffold"]),
        // `InMemoryProject`: runs `scaffold` commands on an in-memory file system, for both test targets above.
        .target(name: "ScaffoldTestSupport", dependencies: ["ScaffoldCLI", "ScaffoldKit"],
                path: "Tests/ScaffoldTestSupport"),
        // Runs the built `scaffold` binary and builds what it writes against Tests/StandIns.
        .testTarget(name: "ScaffoldEndToEndTests", dependencies: ["scaffold", "ScaffoldKit"]),
        // `swift run -c release scaffold-bench`: times the pipeline and the `scaffold` process (issue 6).
        .executableTarget(name: "scaffold-bench", dependencies: ["ScaffoldBenchKit", "scaffold"]),
        .target(name: "ScaffoldBenchKit", dependencies: ["ScaffoldKit"]),
        .testTarget(name: "ScaffoldBenchKitTests", dependencies: ["ScaffoldBenchKit", "ScaffoldTestSupport"]),
    ]
)
