import UIKit

/// Uses the app delegate's @objc API from elsewhere: selectors and key paths must keep working after adoption.
final class MiniPlayerView: UIView {
    let toggle = #selector(AppDelegate.togglePlayback)
    let open = #selector(AppDelegate.openEpisode(identifier:))

    func refresh() {
        guard let delegate = UIApplication.shared.delegate as? AppDelegate else { return }
        print(delegate.isPlaying, delegate.hasDownloads, delegate.player.isFullScreen, delegate.debugOverlayEnabled)
        delegate.togglePlayback()
        delegate.downloadCount = 0
        #if DEBUG
        print(delegate.dumpState())
        #endif
    }
}

/// A service off the main actor that reaches the app delegate, as many Swift 5 apps do (UIKit's isolation is not
/// enforced there): it must compile unchanged after adoption.
final class DownloadService {
    func finished() {
        guard let delegate = UIApplication.shared.delegate as? AppDelegate else { return }
        delegate.downloadCount += 1
        print(delegate.hasDownloads, AppDelegate.self)
    }
}
