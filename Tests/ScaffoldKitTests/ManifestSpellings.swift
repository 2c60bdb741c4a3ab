@testable import ScaffoldKit

/// The same manifest written many ways that every YAML tool reads as the same data.
enum ManifestSpellings {
    static let all: [(name: String, text: String)] = [
        ("block, 2 spaces, indented lists", canonical),
        ("block, 4 spaces", fourSpaces),
        ("lists not indented under their key", compactLists),
        ("responsibilities as flow mappings", flowResponsibilities),
        ("the whole document as one flow mapping", flowDocument),
        ("double quotes everywhere", doubleQuoted),
        ("single quotes everywhere", singleQuoted),
        ("comments and blank lines everywhere", commented),
        ("CRLF line endings", canonical.replacingAll("\n", with: "\r\n")),
        ("byte order mark, '---' and CRLF", "\u{FEFF}---\r\n" + fourSpaces.replacingAll("\n", with: "\r\n")),
        ("keys in another order, '---' after a comment", reordered),
        ("escapes in double quotes", escaped),
        ("block scalars and explicit defaults", blockScalars),
        ("flow lists over several lines with trailing commas", multilineFlow),
    ]

    static let canonical = """
        protocol: UIApplicationDelegate
        composite: AppDelegate
        module: MyApp
        paths:
          generated: Sources/MyApp/Generated
          components: Sources/MyApp/Components
          tests: Tests/MyAppTests
        completionDeadline: 10
        responsibilities:
          - name: ThirdParties
            pattern: command
          - name: PushNotifications
            methods:
              - application(_:didFinishLaunchingWithOptions:)
              - application(_:didRegisterForRemoteNotificationsWithDeviceToken:)
              - application(_:didReceiveRemoteNotification:fetchCompletionHandler:)
          - name: DeepLinks
            methods:
              - application(_:open:options:)
              - application(_:continue:restorationHandler:)
            policies:
              application(_:open:options:): first
          - name: Logging
            pattern: listener
            events: [didFinishLaunching, didEnterBackground]

        """

    static let fourSpaces = """
        protocol: UIApplicationDelegate
        composite: AppDelegate
        module: MyApp
        paths:
            generated: Sources/MyApp/Generated
            components: Sources/MyApp/Components
            tests: Tests/MyAppTests
        completionDeadline: 10
        responsibilities:
            -   name: ThirdParties
                pattern: command
            -   name: PushNotifications
                methods:
                    - application(_:didFinishLaunchingWithOptions:)
                    - application(_:didRegisterForRemoteNotificationsWithDeviceToken:)
                    - application(_:didReceiveRemoteNotification:fetchCompletionHandler:)
            -   name: DeepLinks
                methods:
                    - application(_:open:options:)
                    - application(_:continue:restorationHandler:)
                policies:
                    application(_:open:options:): first
            -   name: Logging
                pattern: listener
                events:
                    - didFinishLaunching
                    - didEnterBackground
        """

    static let compactLists = """
        protocol: UIApplicationDelegate
        composite: AppDelegate
        module: MyApp
        paths:
         generated: Sources/MyApp/Generated
         components: Sources/MyApp/Components
         tests: Tests/MyAppTests
        completionDeadline: 10
        responsibilities:
        - name: ThirdParties
          pattern: command
        - name: PushNotifications
          methods:
          - application(_:didFinishLaunchingWithOptions:)
          - application(_:didRegisterForRemoteNotificationsWithDeviceToken:)
          - application(_:didReceiveRemoteNotification:fetchCompletionHandler:)
        - name: DeepLinks
          methods:
          - application(_:open:options:)
          - application(_:continue:restorationHandler:)
          policies:
           application(_:open:options:): first
        - name: Logging
          pattern: listener
          events:
          - didFinishLaunching
          - didEnterBackground

        """

    static let flowResponsibilities = """
        protocol: UIApplicationDelegate
        composite: AppDelegate
        module: MyApp
        paths: {generated: Sources/MyApp/Generated, components: Sources/MyApp/Components, tests: Tests/MyAppTests}
        completionDeadline: 10
        responsibilities:
          - {name: ThirdParties, pattern: command}
          - {name: PushNotifications, methods: [application(_:didFinishLaunchingWithOptions:),
              application(_:didRegisterForRemoteNotificationsWithDeviceToken:),
              application(_:didReceiveRemoteNotification:fetchCompletionHandler:)]}
          - {name: DeepLinks, methods: [application(_:open:options:), application(_:continue:restorationHandler:)],
             policies: {application(_:open:options:): first}}
          - {name: Logging, pattern: listener, events: [didFinishLaunching, didEnterBackground]}

        """

    static let flowDocument = """
        {protocol: UIApplicationDelegate, composite: AppDelegate, module: MyApp,
         paths: {generated: Sources/MyApp/Generated, components: Sources/MyApp/Components, tests: Tests/MyAppTests},
         completionDeadline: 10,
         responsibilities: [
           {name: ThirdParties, pattern: command},
           {name: PushNotifications, methods: [application(_:didFinishLaunchingWithOptions:),
             application(_:didRegisterForRemoteNotificationsWithDeviceToken:),
             application(_:didReceiveRemoteNotification:fetchCompletionHandler:)]},
           {name: DeepLinks, methods: [application(_:open:options:), application(_:continue:restorationHandler:)],
            policies: {application(_:open:options:): first}},
           {name: Logging, pattern: listener, events: [didFinishLaunching, didEnterBackground]}
         ]}

        """

    static let doubleQuoted = """
        "protocol": "UIApplicationDelegate"
        "composite": "AppDelegate"
        "module": "MyApp"
        "paths":
          "generated": "Sources/MyApp/Generated"
          "components": "Sources/MyApp/Components"
          "tests": "Tests/MyAppTests"
        "completionDeadline": 10
        "responsibilities":
          - "name": "ThirdParties"
            "pattern": "command"
          - "name": "PushNotifications"
            "methods":
              - "application(_:didFinishLaunchingWithOptions:)"
              - "application(_:didRegisterForRemoteNotificationsWithDeviceToken:)"
              - "application(_:didReceiveRemoteNotification:fetchCompletionHandler:)"
          - "name": "DeepLinks"
            "methods": ["application(_:open:options:)", "application(_:continue:restorationHandler:)"]
            "policies": {"application(_:open:options:)": "first"}
          - "name": "Logging"
            "pattern": "listener"
            "events": ["didFinishLaunching", "didEnterBackground"]

        """

    static let singleQuoted = """
        'protocol': 'UIApplicationDelegate'
        'composite': 'AppDelegate'
        'module': 'MyApp'
        'paths': {'generated': 'Sources/MyApp/Generated', 'components': 'Sources/MyApp/Components',
                  'tests': 'Tests/MyAppTests'}
        'completionDeadline': 10
        'responsibilities':
          - 'name': 'ThirdParties'
            'pattern': 'command'
          - 'name': 'PushNotifications'
            'methods':
              - 'application(_:didFinishLaunchingWithOptions:)'
              - 'application(_:didRegisterForRemoteNotificationsWithDeviceToken:)'
              - 'application(_:didReceiveRemoteNotification:fetchCompletionHandler:)'
          - 'name': 'DeepLinks'
            'methods':
              - 'application(_:open:options:)'
              - 'application(_:continue:restorationHandler:)'
            'policies':
              'application(_:open:options:)': 'first'
          - 'name': 'Logging'
            'pattern': 'listener'
            'events': ['didFinishLaunching', 'didEnterBackground']

        """
}
