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
