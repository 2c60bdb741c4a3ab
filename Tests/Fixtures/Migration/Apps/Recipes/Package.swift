// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "Recipes",
    platforms: [.iOS(.v15)],
    targets: [
        .executableTarget(name: "Recipes", exclude: ["Info.plist", "Base.lproj"]),
        .testTarget(name: "RecipesTests", dependencies: ["Recipes"]),
    ]
)
