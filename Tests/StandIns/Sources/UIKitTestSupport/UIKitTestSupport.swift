// Factories for the UIKit, UserNotifications and CloudKit objects that have no public initialiser on
// iOS. They live in their own module so generated (production) code can never use a stand-in-only API
// by accident: only test targets depend on UIKitTestSupport.
import CloudKit
import Foundation
import UIKit
import UserNotifications

/// A scene session, as UIKit passes to `application(_:configurationForConnecting:options:)`.
@MainActor
public func makeSceneSession(
    role: UISceneSession.Role = .windowApplication,
    persistentIdentifier: String = UUID().uuidString
) -> UISceneSession {
    UISceneSession(role: role, persistentIdentifier: persistentIdentifier)
}

/// Scene connection options, as UIKit passes to `scene(_:willConnectTo:options:)`.
@MainActor
public func makeConnectionOptions(
    urlContexts: Set<UIOpenURLContext> = [],
    sourceApplication: String? = nil,
    userActivities: Set<NSUserActivity> = [],
    notificationResponse: UNNotificationResponse? = nil,
    shortcutItem: UIApplicationShortcutItem? = nil,
    cloudKitShareMetadata: CKShare.Metadata? = nil
) -> UIScene.ConnectionOptions {
    UIScene.ConnectionOptions(
        urlContexts: urlContexts,
        sourceApplication: sourceApplication,
        handoffUserActivityType: userActivities.first?.activityType,
        userActivities: userActivities,
        notificationResponse: notificationResponse,
        shortcutItem: shortcutItem,
        cloudKitShareMetadata: cloudKitShareMetadata
    )
}

/// A URL context, as UIKit passes to `scene(_:openURLContexts:)` and in `UIScene.ConnectionOptions.urlContexts`.
@MainActor
public func makeOpenURLContext(
    url: URL,
    sourceApplication: String? = nil,
    annotation: Any? = nil,
    openInPlace: Bool = false
) -> UIOpenURLContext {
    UIOpenURLContext(
        url: url,
        options: UIScene.OpenURLOptions(
            sourceApplication: sourceApplication, annotation: annotation, openInPlace: openInPlace)
    )
}

/// A window scene connected to a new session, as UIKit creates one.
@MainActor
public func makeWindowScene(session: UISceneSession? = nil) -> UIWindowScene {
    let session = session ?? makeSceneSession()
    let scene = UIWindowScene(session: session, connectionOptions: makeConnectionOptions())
    session.scene = scene
    return scene
}

/// Sets the state `UIApplication.shared.applicationState` reports.
@MainActor
public func setApplicationState(_ state: UIApplication.State) {
    UIApplication.shared.storedApplicationState = state
}

/// The URLs the app asked `UIApplication.shared` to open, in order.
@MainActor
public func openedURLs() -> [URL] {
    UIApplication.shared.openedURLs
}

/// CloudKit share metadata, as UIKit passes to `userDidAcceptCloudKitShareWith`.
public func makeShareMetadata(
    containerIdentifier: String = "iCloud.example",
    share: CKShare = CKShare(rootRecord: CKRecord(recordType: "Item"))
) -> CKShare.Metadata {
    CKShare.Metadata(containerIdentifier: containerIdentifier, share: share)
}

/// A delivered notification with the given identifier and user info.
public func makeNotification(
    identifier: String = "notification",
    userInfo: [AnyHashable: Any] = [:],
    date: Date = Date()
) -> UNNotification {
    let content = UNMutableNotificationContent()
    content.userInfo = userInfo
    let request = UNNotificationRequest(identifier: identifier, content: content, trigger: nil)
    return UNNotification(date: date, request: request)
}

/// The user's response to a notification.
public func makeNotificationResponse(
    notification: UNNotification = makeNotification(),
    actionIdentifier: String = UNNotificationDefaultActionIdentifier
) -> UNNotificationResponse {
    UNNotificationResponse(notification: notification, actionIdentifier: actionIdentifier)
}

/// Notification settings with the given authorisation status.
public func makeNotificationSettings(
    authorizationStatus: UNAuthorizationStatus = .authorized
) -> UNNotificationSettings {
    UNNotificationSettings(authorizationStatus: authorizationStatus)
}
