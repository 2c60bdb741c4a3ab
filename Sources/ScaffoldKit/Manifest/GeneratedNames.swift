/// The Swift type and file names the generator derives from the manifest, in one place.
enum GeneratedNames {
    /// The protocol every component leaf adopts: `AppDelegateComponent`.
    public static func componentProtocol(composite: String) -> String { composite + "Component" }
    /// The protocol every launch command adopts: `AppDelegateCommand`.
    public static func commandProtocol(composite: String) -> String { composite + "Command" }
    /// The protocol every lifecycle listener adopts: `AppDelegateListener`.
    public static func listenerProtocol(composite: String) -> String { composite + "Listener" }
    /// The NotificationCenter mediator: `AppDelegateMediator`.
    public static func mediator(composite: String) -> String { composite + "Mediator" }
    /// The builder of launch commands: `AppDelegateCommandsBuilder`.
    public static func commandsBuilder(composite: String) -> String { composite + "CommandsBuilder" }
    /// What launch commands are created with (application, launch options, key window): `AppDelegateLaunch`.
    public static func launch(composite: String) -> String { composite + "Launch" }
    /// The thread-safe completion-handler join used by forwarders: `AppDelegateCompletionJoin`.
    public static func completionJoin(composite: String) -> String { composite + "CompletionJoin" }
    /// The protocol building the component leaves, with a default per leaf: `AppDelegateLeafFactory`.
    public static func leafFactory(composite: String) -> String { composite + "LeafFactory" }
    /// The user's factory of component leaves, created once: `AppDelegateLeaves`.
    public static func leaves(composite: String) -> String { composite + "Leaves" }
    /// The factory method building one leaf: `makePushNotificationsComponent`.
    public static func factoryMethod(leaf: String) -> String { "make" + leaf }

    /// The leaf type of a responsibility: `Analytics` → `AnalyticsComponent`,
    /// `ThirdParties` → `ThirdPartiesCommand`.
    public static func leaf(_ name: String, pattern: Pattern) -> String {
        switch pattern {
        case .component: return name + "Component"
        case .command: return name + "Command"
        case .listener: return name + "Listener"
        }
    }

    /// Type names the generator declares for a composite; a leaf whose type name is one of them collides.
    public static func reserved(composite: String) -> [String] {
        [
            composite, componentProtocol(composite: composite), commandProtocol(composite: composite),
            listenerProtocol(composite: composite), mediator(composite: composite),
            commandsBuilder(composite: composite), completionJoin(composite: composite),
            launch(composite: composite), leafFactory(composite: composite),
            leaves(composite: composite),
        ]
    }
}
