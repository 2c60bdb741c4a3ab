/// Other names the SDK gives the types of the built-in catalog's signatures: old name → the type it names.
///
/// Derived from the iOS 16.5 SDK: each pair is a `- Name: … SwiftName: …` entry of the frameworks' API notes
/// (`UIKit.apinotes`' "Swift 4.2 Renames", `CloudKit.apinotes`, `Foundation.apinotes`) whose Swift name is a type
/// the catalog's methods mention (`swift-synthesize-interface` shows those types under the new name only). The
/// Swift compiler knows the old names as renamed: `'UIApplicationLaunchOptionsKey' has been renamed to
/// 'UIApplication.LaunchOptionsKey'`, an error with a fix-it in Swift 5 and 6. A leaf written with an old name
/// therefore still implements the requirement it is named after (the compiler, not the leaf checker, asks for the
/// new spelling). The only available alias among them is `TimeInterval` = `Double`.
///
/// Not in the table: AppKit's and WatchKit's renames (`NSApplicationTerminateReply`…), whose SDKs are not on the
/// machine the table was derived on, and spellings the SDK does not have (`UIApplication.BackgroundFetchResult`).
enum SDKTypeAliases {
    static let table: [String: SwiftType] = [
        // UIKit.apinotes, "Swift 4.2 Renames"
        "UIApplicationLaunchOptionsKey": .named("UIApplication", "LaunchOptionsKey"),
        "UIApplicationOpenURLOptionsKey": .named("UIApplication", "OpenURLOptionsKey"),
        "UIApplicationExtensionPointIdentifier": .named("UIApplication", "ExtensionPointIdentifier"),
        "UISceneConnectionOptions": .named("UIScene", "ConnectionOptions"),
        // UIKit.apinotes
        "UIWindowSceneGeometry": .named("UIWindowScene", "Geometry"),
        // CloudKit.apinotes
        "CKShareMetadata": .named("CKShare", "Metadata"),
        // Foundation: `typedef double NSTimeInterval`, imported as `TimeInterval`
        "NSTimeInterval": .named("Double"),
        "TimeInterval": .named("Double"),
    ]
}
