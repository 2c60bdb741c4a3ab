/// The launch method of a composite that does work when launch begins (runs the launch commands, installs the
/// notification centre's delegate), as the templates see it: `launch`. When no component lists the method, the
/// composite implements it itself.
enum LaunchContext {
    /// nil when the composite does nothing at launch of its own, or its protocol has no launch method.
    static func make(_ plan: ForwardingPlan, swift: SwiftSignature) throws -> TemplateValue? {
        guard !plan.commands.isEmpty || plan.notificationDelegate != nil,
              let launch = LaunchRequirement.find(in: plan.protocolSpec) else { return nil }
        let isForwarded = plan.methods.contains { $0.requirement.selector == launch.selector }
        return [
            "selector": .string(launch.selector),
            "isForwarded": .bool(isForwarded),
            "attributes": .list(try swift.carriedAttributes(of: launch)),
            "signature": try swift.declaration(of: launch),
            "returnsBool": .bool(launch.returnsValue),
        ]
    }
}
