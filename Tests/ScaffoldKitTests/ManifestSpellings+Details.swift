@testable import ScaffoldKit

/// Spellings that differ in comments, key order, escapes, block scalars and flow lists over several lines.
extension ManifestSpellings {
    static let commented = """
        # The app delegate of MyApp.
        protocol: UIApplicationDelegate # built in

        composite: AppDelegate     # the class scaffold writes
        module: MyApp
        # where files go
        paths:   # relative to this file
          # overwritten
          generated: Sources/MyApp/Generated   # comment
            # an indented comment
          components: Sources/MyApp/Components
        # a comment at column one inside the mapping
          tests: Tests/MyAppTests
        completionDeadline: 10 # seconds

        responsibilities: # in order
          # launch work
          - name: ThirdParties # SDKs
            pattern: command

          - # the name may start on the next line
            name: PushNotifications
            methods: # three
              - application(_:didFinishLaunchingWithOptions:)  # launch
              # a comment between items
              - application(_:didRegisterForRemoteNotificationsWithDeviceToken:)
              - application(_:didReceiveRemoteNotification:fetchCompletionHandler:) #silent

          - name: DeepLinks
            methods: [ # a comment inside brackets
              application(_:open:options:),   # URLs
              application(_:continue:restorationHandler:) # universal links
            ]
            policies:
              application(_:open:options:): first # stop at the first leaf that opens it
          - name: Logging
            pattern: listener
            events: [didFinishLaunching, didEnterBackground] # two events
        # the end
        """

    static let reordered = """
        # keys in any order mean the same
        ---
        responsibilities:
          - pattern: command
            name: ThirdParties
          - methods:
              - application(_:didFinishLaunchingWithOptions:)
              - application(_:didRegisterForRemoteNotificationsWithDeviceToken:)
              - application(_:didReceiveRemoteNotification:fetchCompletionHandler:)
            name: PushNotifications
          - policies:
              application(_:open:options:): first
            methods:
              - application(_:open:options:)
              - application(_:continue:restorationHandler:)
            name: DeepLinks
          - events: [didFinishLaunching, didEnterBackground]
            name: Logging
            pattern: listener
        completionDeadline: 10
        paths:
          tests: Tests/MyAppTests
          components: Sources/MyApp/Components
          generated: Sources/MyApp/Generated
        module: MyApp
        composite: AppDelegate
        protocol: UIApplicationDelegate

        """

    static let escaped = #"""
        protocol: "UIApplication\u0044elegate"
        composite: "\x41ppDelegate"
        module: "My\
          App"
        paths:
          generated: "Sources/MyApp/Generated"
          components: 'Sources/MyApp/Components'
          tests: "Tests\/MyAppTests"
        completionDeadline: 10
        responsibilities:
          - name: "Third\u0050arties"
            pattern: command
          - name: 'PushNotifications'
            methods:
              - "application(_:didFinishLaunchingWithOptions:)"
              - "application(_:didRegisterForRemoteNotificationsWith\U00000044eviceToken:)"
              - application(_:didReceiveRemoteNotification:fetchCompletionHandler:)
          - name: "Deep\u004Cinks"
            methods: ["application(_:open:options:)", 'application(_:continue:restorationHandler:)']
            policies: {"application(_:open:options:)": "fir\u0073t"}
          - name: Logging
            pattern: listener
            events: ["didFinishLaunching", "didEnter\u0042ackground"]

        """#

    static let blockScalars = """
        protocol: >-
          UIApplicationDelegate
        composite: |-
          AppDelegate
        module: >-
          MyApp
        style: swift
        paths:
          generated: Sources/MyApp/Generated
          components: Sources/MyApp/Components
          tests: Tests/MyAppTests
        completionDeadline: 10.0
        responsibilities:
          - name: ThirdParties
            pattern: command
          - name: PushNotifications
            pattern: component
            methods:
              - application(_:didFinishLaunchingWithOptions:)
              - application(_:didRegisterForRemoteNotificationsWithDeviceToken:)
              - application(_:didReceiveRemoteNotification:fetchCompletionHandler:)
          - name: DeepLinks
            pattern: component
            methods:
              - application(_:open:options:)
              - application(_:continue:restorationHandler:)
            policies:
              application(_:open:options:): |-
                first
          - name: Logging
            pattern: listener
            events:
              - didFinishLaunching
              - didEnterBackground
        """

    static let multilineFlow = """
        protocol:    UIApplicationDelegate
        composite:   AppDelegate
        module:      MyApp
        paths: {
          generated: Sources/MyApp/Generated,
          components: Sources/MyApp/Components,
          tests: Tests/MyAppTests,
        }
        completionDeadline: 10
        responsibilities: [
          {name: ThirdParties, pattern: command},
          {
            name: PushNotifications,
            methods: [
              application(_:didFinishLaunchingWithOptions:),
              application(_:didRegisterForRemoteNotificationsWithDeviceToken:),
              application(_:didReceiveRemoteNotification:fetchCompletionHandler:),
            ],
          },
          {
            name: DeepLinks,
            methods: [application(_:open:options:), application(_:continue:restorationHandler:)],
            policies: {application(_:open:options:): first},
          },
          {name: Logging, pattern: listener, events: [didFinishLaunching, didEnterBackground]},
        ]

        """
}
