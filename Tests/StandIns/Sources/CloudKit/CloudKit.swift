// Stand-in for Apple's CloudKit framework: only what the UIKit delegate protocols mention.
@_exported import Foundation

/// A record stored in a CloudKit database. On iOS it is `@unchecked Sendable`.
open class CKRecord: NSObject, @unchecked Sendable {
    /// The app-defined string that identifies the type of the record.
    public let recordType: String

    public init(recordType: String) {
        self.recordType = recordType
        super.init()
    }
}

/// A specialised record type that manages a collection of shared records.
open class CKShare: CKRecord, @unchecked Sendable {
    /// The record type of every share, `"cloudkit.share"`.
    public static let recordTypeName = "cloudkit.share"

    /// The record this share is created for (kept so tests can inspect it).
    public let rootRecord: CKRecord

    /// Creates a share for a root record, as `CKShare(rootRecord:)` does on iOS.
    public init(rootRecord: CKRecord) {
        self.rootRecord = rootRecord
        super.init(recordType: CKShare.recordTypeName)
    }

    /// An object that describes a shared record (Objective-C `CKShareMetadata`). It has no public
    /// initialiser on iOS: tests get one from `UIKitTestSupport.makeShareMetadata(containerIdentifier:)`.
    open class Metadata: NSObject, @unchecked Sendable {
        /// The identifier of the container where the shared record resides.
        open var containerIdentifier: String
        /// The share that owns the shared record.
        open var share: CKShare

        package init(containerIdentifier: String, share: CKShare) {
            self.containerIdentifier = containerIdentifier
            self.share = share
            super.init()
        }
    }
}
