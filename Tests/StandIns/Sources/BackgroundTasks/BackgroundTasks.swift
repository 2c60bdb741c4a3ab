// BackgroundTasks stand-in: scheduling app refresh and processing tasks (iOS 16.5 SDK surface).
import Foundation

/// `open class BGTask : NSObject`.
open class BGTask: NSObject {
    open var identifier: String
    open var expirationHandler: (() -> Void)?

    package init(identifier: String) {
        self.identifier = identifier
    }

    open func setTaskCompleted(success: Bool) {}
}

/// `open class BGAppRefreshTask : BGTask`.
open class BGAppRefreshTask: BGTask {}

/// `open class BGProcessingTask : BGTask`.
open class BGProcessingTask: BGTask {}

/// `open class BGTaskRequest : NSObject, NSCopying`.
open class BGTaskRequest: NSObject {
    open var identifier: String
    open var earliestBeginDate: Date?

    public init(identifier: String) {
        self.identifier = identifier
    }
}

/// `open class BGAppRefreshTaskRequest : BGTaskRequest`.
open class BGAppRefreshTaskRequest: BGTaskRequest {}

/// `open class BGTaskScheduler : NSObject`.
open class BGTaskScheduler: NSObject {
    nonisolated(unsafe) private static let sharedScheduler = BGTaskScheduler()

    open class var shared: BGTaskScheduler { sharedScheduler }

    package private(set) var requests: [BGTaskRequest] = []

    open func register(forTaskWithIdentifier identifier: String, using queue: DispatchQueue?,
                       launchHandler: @escaping (BGTask) -> Void) -> Bool {
        true
    }

    open func submit(_ taskRequest: BGTaskRequest) throws {
        requests.append(taskRequest)
    }
}
