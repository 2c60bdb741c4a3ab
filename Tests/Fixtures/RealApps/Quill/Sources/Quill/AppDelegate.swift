import Foundation
import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    /// The formats a draft can be exported to.
    enum ExportFormat: String {
        case markdown, pdf
    }

    static let autosaveInterval: TimeInterval = 30

    var window: UIWindow?
    var lastExport: Result<Data, ExportError>?
    var exportsByFormat: [ExportFormat: Int] = [:]
    var draftCount = 0
    lazy var exporter = makeExporter()

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        Timer.scheduledTimer(timeInterval: Self.autosaveInterval, target: self, selector: #selector(autosave),
                             userInfo: nil, repeats: true)
        return true
    }

    func applicationWillEnterForeground(_ application: UIApplication) {
        draftCount = exporter.pendingDrafts
    }

    @objc func autosave() {
        lastExport = exporter.export(.markdown)
        exportsByFormat[.markdown, default: 0] += 1
    }

    private func makeExporter() -> DraftExporter {
        DraftExporter(folder: FileManager.default.temporaryDirectory)
    }
}
