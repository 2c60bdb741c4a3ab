// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "scaffold",
    products: [
        .executable(name: "scaffold", targets: ["scaffold"]),
        .library(name: "ScaffoldKit", targets: ["ScaffoldKit"]),
    ],
    targets: [
        // Linux release builds link everything statically (Swift runtime and C library): no dynamic loader work
        // at start-up, which is most of a run's cost (`scaffold --version` 1.9 ms dynamic → 1.2 ms static).
        .executableTarget(
            name: "scaffold", dependencies: ["ScaffoldKit"],
            linkerSettings: [.unsafeFlags(["-static-executable"], .when(platforms: [.linux], configuration: .release))]),
        .target(name: "ScaffoldKit", dependencies: ["ScaffoldSystem"], plugins: ["EmbedTemplatesPlugin"]),
        // C: the Linux calls Swift's Glibc module does not show (thread placement, allocator tuning).
        .target(name: "ScaffoldSystem"),
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
