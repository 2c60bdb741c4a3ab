/// What a leaf may implement, by Swift name: every requirement as the component protocol declares it (or, for
/// a method no leaf lists, as the protocol declares it and in its async form). Built once per plan.
struct LeafRequirements {
    /// A class: the audit passes candidates around for every leaf method, and a copy of one is then a reference,
    /// not a whole requirement.
    final class Candidate {
        /// The protocol's selector, as the manifest lists it for the leaf (`LeafPlan.selectors`).
        let selector: String
        /// The method a leaf writes to implement it.
        let witness: MethodRequirement
        /// The protocol's declaration, for notes.
        let declaration: SourceLocation?
        /// Whether the component protocol declares it (some leaf lists it): its signature must match exactly.
        let isForwarded: Bool

        init(selector: String, witness: MethodRequirement, declaration: SourceLocation?, isForwarded: Bool) {
            self.selector = selector
            self.witness = witness
            self.declaration = declaration
            self.isForwarded = isForwarded
        }
    }

    private(set) var byName: [String: [Candidate]] = [:]
    private(set) var all: [Candidate] = []
    /// The planner's index of the protocol's selectors.
    let selectorIndex: SelectorIndex
    /// What a leaf adopts for the composite (its component protocol, `NSObject`…), unlike the other protocols
    /// whose methods it may implement.
    let compositeProtocols: Set<String>
    /// The protocol whose requirements leaves implement (the composite's component protocol, or for an
    /// Objective-C composite the protocol itself), as messages name it.
    let componentProtocol: String

    init(_ plan: ForwardingPlan) {
        selectorIndex = plan.selectorIndex
        let generated = GeneratedNames.componentProtocol(composite: plan.composite.name.value)
        let isObjC = plan.composite.style.value == .objc
        var own: Set<String> = [generated, "NSObject", "NSObjectProtocol", "AnyObject", "Sendable"]
        if isObjC { own.insert(plan.protocolSpec.name) }
        compositeProtocols = own
        componentProtocol = isObjC ? plan.protocolSpec.name : generated
        var forwarded: Set<String> = []
        for method in plan.methods {
            forwarded.insert(method.requirement.selector)
            add(Candidate(selector: method.requirement.selector,
                          witness: isObjC ? method.objectiveCLeafRequirement : method.componentRequirement,
                          declaration: method.requirement.location, isForwarded: true))
        }
        let asyncNames = Dictionary(plan.protocolSpec.asyncTwins.map { ($1, $0) },
                                    uniquingKeysWith: { first, _ in first })
        for requirement in plan.protocolSpec.methods where !forwarded.contains(requirement.selector) {
            let leaf = LeafSpelling.arraysForVariadics(requirement)
            add(Candidate(selector: requirement.selector, witness: leaf, declaration: requirement.location,
                          isForwarded: false))
            if asyncNames[requirement.swiftName] != nil, let index = requirement.parameters.indices.last {
                let value = requirement.parameters[index].type.functionType?.parameters.first?.unattributed
                add(Candidate(selector: requirement.selector, witness: AsyncTwins.asyncForm(of: leaf, returning: value),
                              declaration: requirement.location, isForwarded: false))
            }
        }
    }

    private mutating func add(_ candidate: Candidate) {
        byName[candidate.witness.swiftName, default: []].append(candidate)
        all.append(candidate)
    }
}
