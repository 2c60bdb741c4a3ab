import Intents
import UIKit

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    /// What a memo intent asks for.
    struct MemoRequest {
        var title: String
        var seconds: Int
    }

    var window: UIWindow?
    let recorder: MemoRecorder = MemoRecorder()

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        recorder.prepare()
        return true
    }

    func application(_ application: UIApplication, handle intent: INIntent,
                     completionHandler: @escaping (INIntentResponse) -> Void) {
        let request = MemoRequest(title: intent.identifier ?? "Memo", seconds: 30)
        recorder.start(title: request.title, seconds: request.seconds)
        completionHandler(INIntentResponse())
    }

    func application(_ application: UIApplication, handlerFor intent: INIntent) -> Any? {
        recorder.isReady ? recorder : nil
    }
}
