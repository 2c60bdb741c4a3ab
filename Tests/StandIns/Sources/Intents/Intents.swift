// Stand-in for Apple's Intents framework: only what the UIKit delegate protocols mention.
@_exported import Foundation

/// A request for your app to perform a task (SiriKit). On iOS: `open class INIntent : NSObject, NSCopying,
/// NSSecureCoding` with a public `init()`.
open class INIntent: NSObject {
    /// The unique identifier of the intent.
    open var identifier: String?

    public override init() {
        super.init()
    }
}

/// The result of handling an intent. On iOS: `open class INIntentResponse : NSObject, NSCopying, NSSecureCoding`
/// with a public `init()`.
open class INIntentResponse: NSObject {
    public override init() {
        super.init()
    }
}
