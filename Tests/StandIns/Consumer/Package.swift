// swift-tools-version:6.0
// A tiny app built against the stand-ins, to prove they build and behave in both language modes.
// STANDINS_SWIFT_MODE=5 builds it in Swift 5 mode; anything else (the default) in Swift 6 mode.
import Foundation
import PackageDescription

let languageMode: SwiftLanguageMode =
    ProcessInfo.processInfo.environment["STANDINS_SWIFT_MODE"] == "5" ? .v5 : .v6

let package = Package(
    name: "Consumer",
    dependencies: [.package(path: "..")],
    targets: [
        .target(
            name: "ConsumerApp",
            dependencies: [
                .product(name: "UIKit", package: "StandIns"),
                .product(name: "UserNotifications", package: "StandIns"),
                .product(name: "Intents", package: "StandIns"),
                .product(name: "CloudKit", package: "StandIns"),
            ]
        ),
        .testTarget(
            name: "ConsumerAppTests",
            dependencies: ["ConsumerApp", .product(name: "UIKitTestSupport", package: "StandIns")],
            // Swift Testing declares a cross-import overlay for UIKit that only exists on Apple platforms.
            swiftSettings: [.unsafeFlags(["-Xfrontend", "-disable-cross-import-overlays"])]
        ),
    ],
    swiftLanguageModes: [languageMode]
)
