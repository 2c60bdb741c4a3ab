/// The context of a completion-handler requirement the manifest names by its async form (see `AsyncSpellings`):
/// leaves, the component protocol and the spies declare the `async` method; the forwarding loop awaits the
/// leaves through it, and the composite's completion-handler forwarder hands the answer to the system's handler
/// once, through the join (so the deadline still holds).
extension MethodContext {
    static func addAsyncSpelling(_ method: ForwardedMethod, swift: SwiftSignature, to context: inout TemplateObject)
        throws
    {
        context["isSpelledAsync"] = .bool(method.isSpelledAsync)
        context["asyncForms"] = .list([])
        guard method.isSpelledAsync, case .completion = method.shape else { return }
        let signature = try swift.declaration(of: method.componentRequirement)
        let call = try swift.call(of: AsyncTwins.asyncForm(of: method.requirement, returning: nil))
        context["componentSignature"] = .string(signature)
        context["defaultHandler"] = .null
        context["asyncCall"] = .string(call)
        context["stub"] = .null
        let summary = PolicyDescriptions.asyncSpellingSummary(method.policy)
        let plain = PolicyDescriptions.summary(method.policy, shape: method.shape)
        if case .list(let lines) = context["doc"] {
            context["doc"] = .list(lines.map { $0 == .string(plain) ? .string(summary) : $0 })
        }
        context["summary"] = .string(summary)
        var loop = context
        loop["call"] = .string(call)
        loop["callThrows"] = false
        loop["sequenceSignature"] = .string(signature)
        loop["summary"] = .string(PolicyDescriptions.summary(method.policy, shape: .async(method.componentValueType)))
        context["asyncForms"] = .list([.object(loop)])
    }
}
