import Combine
import Foundation

/// The note list; it opens the note a link asked for, reading the delegate as an `@EnvironmentObject` would.
@MainActor
final class NoteListModel {
    private(set) var openNote: String?
    private(set) var changes = 0
    private var subscriptions = Set<AnyCancellable>()

    init(appDelegate: AppDelegate) {
        appDelegate.objectWillChange.sink { [weak self] _ in self?.changes += 1 }.store(in: &subscriptions)
        appDelegate.$pendingNote.compactMap { $0 }.sink { [weak self] in self?.openNote = $0 }.store(in: &subscriptions)
    }

    func clear(_ appDelegate: AppDelegate) {
        appDelegate.pendingNote = nil
        print("Fieldnotes: \(appDelegate.recentLinks.count) links, \(appDelegate.title(for: Date()))")
    }
}
