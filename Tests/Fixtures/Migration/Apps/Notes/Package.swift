// swift-tools-version:5.9
import PackageDescription
let package = Package(name: "Notes", platforms: [.iOS(.v16)], targets: [
    .executableTarget(name: "Notes", exclude: ["Info.plist"]),
    .testTarget(name: "NotesTests", dependencies: ["Notes"]),
])
