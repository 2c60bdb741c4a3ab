// swift-tools-version:6.0
// Stand-ins for Apple's UIKit, UserNotifications, Intents, CloudKit, AppKit, WatchKit and HealthKit, so that the Swift that
// `scaffold` generates can be built and tested on Linux. Only Foundation and Dispatch are used.
// See README.md for what is declared and how it mirrors the iOS 26 SDK.
import PackageDescription

let package = Package(
    name: "StandIns",
    products: [
        .library(name: "UIKit", targets: ["UIKit"]),
        .library(name: "UserNotifications", targets: ["UserNotifications"]),
        .library(name: "Intents", targets: ["Intents"]),
        .library(name: "CloudKit", targets: ["CloudKit"]),
        .library(name: "UIKitTestSupport", targets: ["UIKitTestSupport"]),
        .library(name: "AppKit", targets: ["AppKit"]),
        .library(name: "WatchKit", targets: ["WatchKit"]),
        .library(name: "HealthKit", targets: ["HealthKit"]),
        .library(name: "CoreData", targets: ["CoreData"]),
        .library(name: "BackgroundTasks", targets: ["BackgroundTasks"]),
    ],
    targets: [
        .target(name: "Intents"),
        .target(name: "CloudKit"),
        .target(name: "UserNotifications"),
        .target(name: "UIKit", dependencies: ["Intents", "CloudKit", "UserNotifications"]),
        .target(name: "HealthKit"),
        .target(name: "CoreData"),
        .target(name: "BackgroundTasks"),
        .target(name: "AppKit", dependencies: ["Intents", "CloudKit"]),
        .target(name: "WatchKit", dependencies: ["Intents", "CloudKit", "HealthKit"]),
        .target(
            name: "UIKitTestSupport",
            dependencies: ["UIKit", "Intents", "CloudKit", "UserNotifications"]
        ),
    ]
)
