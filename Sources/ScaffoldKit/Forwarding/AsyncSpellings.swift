/// A completion-handler requirement named by its async form in the manifest (`windowScene(_:performActionFor:)`
/// for `windowScene(_:performActionFor:completionHandler:)`, see `AsyncTwins`): the checks of that choice.
enum AsyncSpellings {
    /// The error for a name that is both a requirement's own and the async form of another
    /// (`application(_:didReceiveRemoteNotification:)`): scaffold does not guess which one is meant.
    static func ambiguity(_ name: Located<String>, named: MethodRequirement, completion: MethodRequirement,
                          in spec: ProtocolSpec) -> Diagnostic {
        .error("'\(name.value)' names two requirements of '\(spec.name)': '\(named.selector)'"
            + (named.isDeprecated ? " (deprecated)" : "") + " and the async form of '\(completion.selector)'; "
            + "list '\(name.value)\(SwiftNameRules.asyncSuffix)' for the async form, or '\(completion.selector)' for "
            + "the completion-handler requirement",
               at: name.location,
               notes: [.note("'\(named.selector)' is declared here", at: named.location),
                       .note("'\(completion.selector)' is declared here", at: completion.location)])
    }

    /// Whether the leaves implement `method` in its async form: every listing must use one spelling, and the
    /// async one only names a requirement scaffold forwards through a completion handler.
    static func spelling(of requirement: MethodRequirement, shape: ForwardingShape, _ listings: [LeafListing])
        throws -> Bool
    {
        guard let first = listings.first else { return false }
        if let other = listings.first(where: { $0.isSpelledAsync != first.isSpelledAsync }) {
            let spelled = { (listing: LeafListing) in
                listing.isSpelledAsync ? "its async form" : "'\(requirement.selector)'"
            }
            throw Diagnostic.error(
                "'\(requirement.selector)' is listed here as \(spelled(other)) but as \(spelled(first)) "
                    + "elsewhere; the leaves of one composite implement a method in one spelling",
                at: other.location, notes: [.note("listed as \(spelled(first)) here", at: first.location)])
        }
        guard first.isSpelledAsync else { return false }
        guard case .completion = shape else {
            throw Diagnostic.error("'\(requirement.selector)' has no async form scaffold can forward",
                                   at: first.location)
        }
        return true
    }
}
