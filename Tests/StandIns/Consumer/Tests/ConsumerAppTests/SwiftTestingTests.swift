// Swift Testing runs `@MainActor` tests on Linux; importing Testing beside a module named UIKit needs
// `-Xfrontend -disable-cross-import-overlays` (see check.sh and README.md).
import Testing
import UIKit
import UIKitTestSupport

@testable import ConsumerApp

@Suite struct SwiftTestingTests {
    @Test @MainActor func sceneConfigurationNamesTheDefaultConfiguration() {
        let configuration = AppDelegate().application(
            UIApplication.shared,
            configurationForConnecting: makeSceneSession(),
            options: makeConnectionOptions()
        )
        #expect(configuration.name == "Default")
    }
}
