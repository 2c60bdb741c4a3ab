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
        .target(name: "ScaffoldKit"),
        .testTarget(name: "ScaffoldKitTests", dependencies: ["ScaffoldKit"]),
    ]
)
