import Foundation

/// Why an export failed.
struct ExportError: Error {
    var reason: String
}

/// Writes drafts to disk.
final class DraftExporter {
    let folder: URL
    private(set) var pendingDrafts = 0

    init(folder: URL) {
        self.folder = folder
    }

    func export(_ format: AppDelegate.ExportFormat) -> Result<Data, ExportError> {
        pendingDrafts == 0 ? .success(Data(format.rawValue.utf8)) : .failure(ExportError(reason: "busy"))
    }
}
