/// What the command and listener recipes need from a composite's manifest entry and protocol, checked with
/// the rest of the plan so every problem of a run is reported together.
enum RecipeChecks {
    /// - Parameter index: the planner's index of `protocolSpec`'s methods.
    static func problems(in composite: CompositeSpec, protocolSpec: ProtocolSpec, index: SelectorIndex)
        -> [Diagnostic]
    {
        var problems: [Diagnostic] = []
        let responsibilities = composite.responsibilities
        for listener in responsibilities where listener.pattern.value == .listener {
            problems += eventProblems(listener)
        }
        if let firstCommand = responsibilities.first(where: { $0.pattern.value == .command }) {
            problems += launchProblems(firstCommand, protocolSpec: protocolSpec, index: index)
        }
        if composite.style.value == .objc {
            problems += objcProblems(composite, protocolSpec: protocolSpec, index: index)
        }
        return problems
    }

    /// `style: objc` forwards components' methods (not async ones); commands and listeners are Swift-only recipes.
    private static func objcProblems(_ composite: CompositeSpec, protocolSpec: ProtocolSpec, index: SelectorIndex)
        -> [Diagnostic]
    {
        var problems: [Diagnostic] = []
        let note = Diagnostic.note("'style: objc' is set here", at: composite.style.location)
        for responsibility in composite.responsibilities {
            let pattern = responsibility.pattern
            if pattern.value != .component {
                problems.append(.error("'\(responsibility.name.value)' is a \(pattern.value.rawValue), but an "
                    + "Objective-C composite ('style: objc') has only components; use 'style: swift' for commands "
                    + "and listeners",
                    at: pattern.location, notes: [note]))
                continue
            }
            for method in responsibility.methods {
                guard let position = index.first(method.value),
                      case .success(let shape) = MethodShape.shape(of: protocolSpec.methods[position]) else { continue }
                // Objective-C cannot call an async method through the bridge.
                if case .async = shape {
                    problems.append(.error("'\(method.value)' is async; an Objective-C composite ('style: objc') "
                        + "forwards methods that return at once or take a completion handler", at: method.location,
                        notes: [note]))
                }
            }
        }
        return problems
    }

    /// Unknown events (with a suggestion) and events listed twice.
    private static func eventProblems(_ listener: Responsibility) -> [Diagnostic] {
        var problems: [Diagnostic] = []
        var first: [String: SourceLocation] = [:]
        let names = LifecycleEvent.all.map(\.name)
        for event in listener.events {
            guard LifecycleEvent.named(event.value) != nil else {
                let suggestion = Suggestions.didYouMean(event.value, in: names)
                let note = Diagnostic.note("events are " + names.joined(separator: ", "), at: event.location)
                problems.append(.error("unknown lifecycle event '\(event.value)'" + suggestion, at: event.location,
                                       notes: suggestion.isEmpty ? [note] : []))
                continue
            }
            if let earlier = first[event.value] {
                problems.append(.error("event '\(event.value)' is listed twice for '\(listener.name.value)'",
                                       at: event.location,
                                       notes: [.note("'\(event.value)' is first listed here", at: earlier)]))
                continue
            }
            first[event.value] = event.location
        }
        return problems
    }

    /// Commands run from the protocol's launch method: it must exist and be one the composite can implement.
    private static func launchProblems(_ command: Responsibility, protocolSpec: ProtocolSpec, index: SelectorIndex)
        -> [Diagnostic]
    {
        guard let launch = LaunchRequirement.find(in: protocolSpec, index: index) else {
            return [.error("'\(command.name.value)' is a command, but '\(protocolSpec.name)' has no launch method "
                + "to run it from ('\(LaunchRequirement.defaultSelector)', or a requirement whose doc comment says "
                + "'- scaffold.launch: commands')", at: command.pattern.location)]
        }
        guard LaunchRequirement.isSupported(launch) else {
            return [.error("'\(command.name.value)' is a command, but the launch method '\(launch.selector)' is not "
                + "a synchronous method returning nothing or Bool, so scaffold cannot run commands from it",
                at: command.pattern.location,
                notes: [.note("'\(launch.selector)' is declared here", at: launch.location)])]
        }
        return []
    }
}

/// The protocol method at which launch commands run (`application(_:didFinishLaunchingWithOptions:)`).
enum LaunchRequirement {
    /// The selector used when no requirement carries the `- scaffold.launch` annotation.
    static let defaultSelector = "application(_:didFinishLaunchingWithOptions:)"

    /// The requirement annotated `- scaffold.launch: commands`, else the one named `defaultSelector` (`index`: the
    /// planner's index of `spec`'s methods).
    static func find(in spec: ProtocolSpec, index: SelectorIndex) -> MethodRequirement? {
        spec.methods.first { $0.annotations["launch"] != nil } ?? index.first(defaultSelector).map { spec.methods[$0] }
    }

    /// Whether the composite can implement `requirement` itself when no component lists it:
    /// a synchronous instance method returning nothing or `Bool` (answered `true`).
    static func isSupported(_ requirement: MethodRequirement) -> Bool {
        guard !requirement.isAsync, requirement.throwsClause == nil, !requirement.isStatic,
              requirement.genericParameterClause == nil else { return false }
        guard let result = requirement.returnType, !result.isVoid else { return true }
        return result.description == "Bool"
    }
}
