/// A protocol of the user's own with every construct scaffold forwards, compiled into the generated app.
enum UserProtocolFixture {
    /// The requirements no leaf lists: the composite must answer them itself to conform.
    static let unlisted: Set<String> = [
        "didReceiveWarning()", "cachedCount()", "currentMode()", "reload(completion:)", "didChangeOrientation()",
    ]

    static let appLifecycle = #"""
    import Foundation

    /// What an app's lifecycle coordinator is told; every construct scaffold forwards.
    @MainActor
    public protocol AppLifecycle: AnyObject {
        /// The app's display name, held by the composite.
        /// - scaffold.initial: "App"
        var displayName: String { get set }

        /// The current user, if signed in.
        var userName: String? { get }

        /// Launch finished.
        func didLaunch(options: [String: Any])

        /// Whether the app may open `url`.
        /// - scaffold.policy: all
        func canOpen(_ url: URL) -> Bool

        /// Features the leaves enable.
        func enabledFeatures() -> Features

        /// The badge count, if a leaf knows it.
        func badgeCount() -> Int?

        /// Loads the data; awaited leaf by leaf.
        func refresh() async

        /// Saves; stops at the first error.
        func save(to path: String) throws

        /// Generic event with a where clause.
        func record<Event: Sequence>(_ events: Event) where Event.Element == String

        /// Adjusts a counter in place.
        func adjust(_ counter: inout Int)

        /// Tags, variadic.
        func tag(_ names: String...)

        /// Asks the leaves, with a completion handler.
        /// - scaffold.policy: any
        func confirm(_ question: String, completion: @escaping @Sendable (Bool) -> Void)

        /// Async question answered by the first leaf that says yes.
        /// - scaffold.policy: first
        func shouldProceed() async -> Bool

        /// Contextual keywords are method names.
        func open(url: URL) -> Bool
        func get() -> Int?
        func set(_ value: Int)
        func some()
        func async()

        #if DEBUG
        /// Debug builds only.
        func debugDump()
        #endif

        /// Generic, answered with a value of the method's own type parameter.
        func transform<T: Codable & Sendable>(_ value: T) -> T?

        /// Generic, its type parameter known from its argument.
        func remember<Key: Hashable & Sendable>(_ key: Key, count: Int) -> Bool

        /// Listed by no leaf (`unlisted`): the composite answers these itself.
        func didReceiveWarning()
        func cachedCount() -> Int?
        /// - scaffold.fallback: "none"
        func currentMode() -> String
        func reload(completion: @escaping @Sendable (Bool) -> Void)
        #if os(iOS)
        func didChangeOrientation()
        #endif
    }

    /// Options a leaf turns on.
    public struct Features: OptionSet, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let sync = Features(rawValue: 1)
    }
    """#
}
