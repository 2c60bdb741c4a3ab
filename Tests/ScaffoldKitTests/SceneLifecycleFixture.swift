/// A protocol of the user's (`protocol: Sources/App/SceneLifecycle.swift#SceneLifecycle`), for tests of a
/// second composite.
enum SceneLifecycleFixture {
    static let source = """
        import UIKit

        /// What a scene tells the app; the app's own protocol, forwarded to leaves like a delegate.
        @MainActor
        public protocol SceneLifecycle: AnyObject {
            /// The scene connected.
            func sceneDidConnect(_ scene: UIScene)
            func sceneWillResignActive(_ scene: UIScene)
            /// Whether a leaf handled the URL.
            func scene(_ scene: UIScene, open url: URL) -> Bool
        }

        """
}
