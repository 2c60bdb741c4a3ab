// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "scaffold",
    products: [
        .executable(name: "scaffold", targets: ["scaffold"]),
        .library(name: "ScaffoldKit", targets: ["ScaffoldKit"]),
    ],
    targets: [
        .executableTarget(name: "scaffold", dependencies: ["ScaffoldKit"]),
        .target(name: "ScaffoldKit", plugins: ["EmbedTemplatesPlugin"]),
        // Build-time only: embeds the top-level Templates/ folder into ScaffoldKit (EmbeddedTemplates.files).
        .executableTarget(name: "EmbedTemplatesTool"),
        .plugin(
            name: "EmbedTemplatesPlugin", capability: .buildTool(), dependencies: ["EmbedTemplatesTool"],
            path: "Sources/EmbedTemplatesPlugin"),
        .testTarget(name: "ScaffoldKitTests", dependencies: ["ScaffoldKit"]),
        // Runs the built `scaffold` binary and builds what it writes against Tests/StandIns.
        .testTarget(name: "ScaffoldEndToEndTests", dependencies: ["scaffold", "ScaffoldKit"]),
        // `swift run -c release scaffold-bench`: times the pipeline and the `scaffold` process (issue 6).
        .executableTarget(name: "scaffold-bench", dependencies: ["ScaffoldBenchKit", "scaffold"]),
        .target(name: "ScaffoldBenchKit", dependencies: ["ScaffoldKit"]),
        .testTarget(name: "ScaffoldBenchKitTests", dependencies: ["ScaffoldBenchKit"]),
    ]
)
