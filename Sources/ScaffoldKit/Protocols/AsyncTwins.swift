/// The `async` alternatives the Clang importer adds to Objective-C protocols, folded into the requirement they
/// stand for.
///
/// For a method with a completion handler, `application(_:performActionFor:completionHandler:)`, the SDK's
/// generated interface also shows `application(_:performActionFor:) async -> Bool`. Both are the SAME
/// Objective-C method (one selector), so a class implements one of them: implementing both is an error. scaffold
/// forwards the completion-handler form; its async twin is not a requirement of its own, and naming it in the
/// manifest means the completion form (`ProtocolSpec.method(named:)`). Pure Swift protocols have no twins: there
/// an `async` method and a completion-handler method are two requirements.
enum AsyncTwins {
    /// Removes the async twins from an Objective-C-style protocol's methods and records them in `asyncTwins`.
    static func fold(_ spec: inout ProtocolSpec) {
        guard isObjectiveCStyle(spec) else { return }
        // The completion-handler methods by what a twin shares with them, so that finding twins stays linear.
        var completions: [String: [MethodRequirement]] = [:]
        for method in spec.methods where !method.isAsync {
            completions[twinKey(method, handlers: 1), default: []].append(method)
        }
        var kept: [MethodRequirement] = []
        for method in spec.methods {
            if method.isAsync,
               let twin = completions[twinKey(method, handlers: 0)]?.first(where: { isTwin(method, of: $0) }) {
                spec.asyncTwins[method.swiftName] = twin.swiftName
            } else {
                kept.append(method)
            }
        }
        spec.methods = kept
        var twinned = Set(spec.asyncTwins.values)
        for method in kept where !twinned.contains(method.swiftName) {
            if let spelling = asyncSpelling(of: method) {
                spec.asyncTwins[spelling] = method.swiftName
                twinned.insert(method.swiftName)
            }
        }
    }

    /// What `isTwin` requires an async method and its completion form to share: static or not, the name, and the
    /// labels and types of the parameters (without the last `handlers` ones).
    private static func twinKey(_ method: MethodRequirement, handlers: Int) -> String {
        let parameters = method.parameters.dropLast(handlers).map {
            ($0.label ?? "_") + ": " + $0.type.unattributed.description
        }
        return (method.isStatic ? "static " : "") + method.name + "(" + parameters.joined(separator: ", ") + ")"
    }

    /// The name the importer gives the async form of a completion-handler method: its labels without the
    /// handler's (`windowScene(_:performActionFor:completionHandler:)` → `windowScene(_:performActionFor:)`,
    /// `application(_:performFetchWithCompletionHandler:)` → `application(_:)`); nil for other methods. The
    /// built-in catalog declares only the completion forms, so their async names come from here.
    static func asyncSpelling(of method: MethodRequirement) -> String? {
        guard !method.isAsync, method.returnType == nil, !method.isStatic, let handler = method.parameters.last,
              handler.type.isCompletionHandler,
              (handler.type.functionType?.parameters.count ?? 0) <= 1
        else { return nil }
        return method.name + "(" + method.parameters.dropLast().map { ($0.label ?? "_") + ":" }.joined() + ")"
    }

    /// The completion-handler requirement `method` with its async spelling: no handler, `async`, returning
    /// what the handler took.
    static func asyncForm(of method: MethodRequirement, returning value: SwiftType?) -> MethodRequirement {
        var form = method
        form.parameters.removeLast()
        form.isAsync = true
        form.returnType = value
        return form
    }

    /// Whether `spec` is imported from (or written as) Objective-C: it inherits `NSObjectProtocol`, is `@objc`,
    /// or has `optional` requirements, which only Objective-C protocols can have.
    static func isObjectiveCStyle(_ spec: ProtocolSpec) -> Bool {
        spec.inheritance.contains { $0 == "NSObjectProtocol" || $0 == "NSObject" }
            || spec.attributes.contains { $0.name == "objc" }
            || spec.methods.contains(where: \.isOptional)
    }

    /// Whether `async` is the importer's twin of `completion`: same base name; the completion form's labels
    /// without the handler's equal the async form's; the handler's values are the async result (a trailing
    /// `Error?` is what the async form throws).
    static func isTwin(_ async: MethodRequirement, of completion: MethodRequirement) -> Bool {
        guard async.isAsync, !completion.isAsync, completion.returnType == nil, async.name == completion.name,
              async.isStatic == completion.isStatic,
              let handler = completion.parameters.last,
              handler.type.isCompletionHandler,
              let function = handler.type.functionType
        else { return false }
        let labels = completion.parameters.dropLast().map(\.label)
        guard labels == async.parameters.map(\.label),
              zip(completion.parameters, async.parameters).allSatisfy({ same($0.type, $1.type) })
        else { return false }
        var values = function.parameters.map(\.unattributed)
        let throwsError = values.last.map(isOptionalError) ?? false
        if throwsError { values.removeLast() }
        guard throwsError == (async.throwsClause != nil) else { return false }
        switch values.count {
        case 0: return !async.returnsValue
        case 1:
            guard let result = async.returnType else { return false }
            // With an error, the importer unwraps the value: `(T?, Error?) -> Void` becomes `async throws -> T`.
            return same(values[0], result) || (throwsError && same(values[0].nonOptional, result))
        default:
            guard case .tuple(let elements)? = async.returnType?.unattributed, elements.count == values.count
            else { return false }
            return zip(values, elements).allSatisfy { same($0, $1.type) }
        }
    }

    private static func same(_ lhs: SwiftType, _ rhs: SwiftType) -> Bool {
        lhs.unattributed.description == rhs.unattributed.description
    }

    private static func isOptionalError(_ type: SwiftType) -> Bool {
        guard type.isOptional else { return false }
        let wrapped = type.nonOptional.unattributed.description
        return wrapped == "Error" || wrapped == "any Error" || wrapped == "NSError"
    }
}
