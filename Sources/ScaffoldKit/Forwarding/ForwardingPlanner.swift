/// Turns a composite of the manifest and its protocol into a `ForwardingPlan`, reporting every problem at once.
public enum ForwardingPlanner {
    /// The plan of `composite`, complete: `surroundings` holds what the rest of the manifest and the project decide
    /// about it (none for a composite planned alone).
    public static func plan(_ composite: CompositeSpec, protocolSpec: ProtocolSpec, isCatalogProtocol: Bool,
                            surroundings: Surroundings = Surroundings()) throws -> ForwardingPlan
    {
        var diagnostics = Diagnostics()
        var components: [LeafPlan] = []
        var commands: [LeafPlan] = []
        var listeners: [LeafPlan] = []
        var allListings: [LeafListing] = []
        let index = SelectorIndex(protocolSpec)
        let order = LeafOrder(composite.responsibilities)
        // By selector number (`SelectorIndex.selectorNumbers`), one array each for the run: whether a responsibility
        // names the requirement, even wrongly (the composite does not answer those itself), and which responsibility
        // listed it last; the selector number of each listing.
        var isNamed = [Bool](repeating: false, count: index.selectors.count)
        var listedBy = [Int](repeating: -1, count: index.selectors.count)
        var listingNumbers: [Int] = []

        let leaves = composite.responsibilities + [surroundings.bridge?.leaf].compactMap { $0 }
        let listedCount = leaves.reduce(0) { $0 + $1.methods.count }
        allListings.reserveCapacity(listedCount)
        listingNumbers.reserveCapacity(listedCount)
        for (leafNumber, responsibility) in leaves.enumerated() {
            let pattern = responsibility.pattern.value
            let typeName = GeneratedNames.leaf(responsibility.name.value, pattern: pattern)
            let propertyName = SwiftNaming.lowerCamel(typeName)
            var chosen: [Int] = []
            chosen.reserveCapacity(responsibility.methods.count)
            for method in responsibility.methods {
                let position: Int
                var isSpelledAsync = false
                switch index.match(method.value) {
                case nil:
                    diagnostics.append(unknownMethod(method, in: protocolSpec))
                    continue
                case .ambiguous(let named, let completion):
                    diagnostics.append(AsyncSpellings.ambiguity(method, named: protocolSpec.methods[named],
                                                                completion: protocolSpec.methods[completion],
                                                                in: protocolSpec))
                    continue
                case .method(let found):
                    position = found
                case .asyncSpelling(let found):
                    position = found
                    isSpelledAsync = true
                }
                let number = index.selectorNumbers[position]
                isNamed[number] = true
                if listedBy[number] == leafNumber {
                    diagnostics.error("'\(method.value)' is listed twice for '\(responsibility.name.value)'",
                                      at: method.location)
                    continue
                }
                listedBy[number] = leafNumber
                chosen.append(number)
                if protocolSpec.methods[position].isStatic {
                    diagnostics.error("'\(method.value)' is a static requirement; only instance methods are "
                        + "forwarded to leaves", at: method.location)
                    continue
                }
                let condition = responsibility.conditions.first { $0.method.value == method.value }?.condition.value
                allListings.append(LeafListing(
                    selector: index.selectors[position], method: method, responsibility: responsibility.name.value,
                    leaf: propertyName, isSpelledAsync: isSpelledAsync, condition: condition))
                listingNumbers.append(number)
            }
            let leaf = LeafPlan(
                name: responsibility.name.value, pattern: pattern, typeName: typeName,
                propertyName: propertyName,
                selectors: index.inProtocolOrder(chosen),
                events: responsibility.events.map(\.value),
                isAdopted: responsibility.isAdopted,
                hasMemberLookup: responsibility.hasMemberLookup,
                uses: responsibility.uses.map { used in
                    let type = GeneratedNames.leaf(used.value, pattern: .component)
                    return LeafPlan.Use(typeName: type, propertyName: SwiftNaming.lowerCamel(type))
                },
                isDeferred: responsibility.isDeferred, after: responsibility.after.map(\.value))
            switch pattern {
            case .component: components.append(leaf)
            case .command: commands.append(leaf)
            case .listener: listeners.append(leaf)
            }
        }

        commands = order.ordered(commands, name: \.name)
        listeners = order.ordered(listeners, name: \.name)
        let listingsByNumber = grouped(allListings, by: listingNumbers, count: index.selectors.count)
        let deferred = Set((components + commands + listeners).filter(\.isDeferred).map(\.propertyName))
        let overrides = policyOverrides(composite, diagnostics: &diagnostics)
        var methods: [ForwardedMethod] = []
        for (position, selector) in index.selectors.enumerated() {
            let listed = order.ordered(listingsByNumber[index.selectorNumbers[position]], name: \.responsibility)
            guard !listed.isEmpty else { continue }
            var requirement = protocolSpec.methods[position]
            if let condition = LeafListing.condition(of: listed) { requirement.conditions.append(condition) }
            // A launch method's deferred leaves (`phase: deferred`): its forwarder leaves them for the activation.
            let deferredHere = !deferred.isEmpty && LaunchDeferral.defers(selector, in: protocolSpec, index: index)
                ? deferred : []
            let context = MethodInPlanning(requirement: requirement, override: overrides[selector],
                                           firstListing: listed[0].location, optionSets: protocolSpec.optionSetTypes,
                                           deferredLeaves: deferredHere)
            if let method = diagnostics.capture({ try forwardedMethod(context, listings: listed) }) {
                methods.append(method)
            }
        }
        // A Swift protocol's requirements no leaf lists: the composite answers them itself.
        let unlisted = isCatalogProtocol ? [] : UnlistedRequirements.methods(
            of: protocolSpec, selectors: index.selectors, listed: index.selectorNumbers.map { isNamed[$0] },
            overrides: overrides, diagnostics: &diagnostics)
        diagnostics.append(contentsOf: RecipeChecks.problems(in: composite, protocolSpec: protocolSpec, index: index))
        diagnostics.append(contentsOf: HeldProperties.problems(in: protocolSpec))
        diagnostics.append(contentsOf: LaunchDeferral.problems(in: composite, protocolSpec: protocolSpec,
                                                               index: index))
        try diagnostics.throwIfErrors()

        // Foundation explicitly: signatures use Data, URL and NSError whether or not the protocol's module
        // re-exports it.
        var imports = Set(moduleImports(of: protocolSpec) + ["Foundation"])
        for method in methods + unlisted { imports.formUnion(method.imports) }
        if surroundings.notificationDelegate != nil { imports.insert(NotificationDelegateWiring.module) }
        let factoryMethods = (components + listeners + commands).map { GeneratedNames.factoryMethod(leaf: $0.typeName) }
        let signposts = composite.signposts?.value ?? false
        return ForwardingPlan(
            composite: composite, protocolSpec: protocolSpec, components: components, commands: commands,
            listeners: listeners, methods: methods, unlisted: unlisted, listings: allListings,
            // An adopted leaf keeps the protocol's properties (`window`); the composite forwards to them.
            properties: components.contains(where: \.isAdopted) ? [] : protocolSpec.properties,
            imports: imports.sorted(),
            superclass: composite.superclass?.value ?? protocolSpec.annotations["superclass"],
            isCatalogProtocol: isCatalogProtocol,
            isMainActor: protocolSpec.attributes.contains { $0.name == "MainActor" },
            notificationDelegate: surroundings.notificationDelegate, bridgedApp: surroundings.bridge?.app,
            userBuiltLeaves: surroundings.factoryFunctions.intersection(factoryMethods), selectorIndex: index,
            signposts: signposts, measuresLaunch: signposts
                || composite.responsibilities.contains { !$0.after.isEmpty || $0.phase != nil },
            defersLaunchWork: !deferred.isEmpty)
    }

    struct MethodInPlanning {
        var requirement: MethodRequirement
        var override: Located<Policy>?
        var firstListing: SourceLocation
        var optionSets: [String] = []
        /// The leaves whose call of this launch method waits for the first activation (`phase: deferred`).
        var deferredLeaves: Set<String> = []
    }

    private static func forwardedMethod(_ context: MethodInPlanning, listings: [LeafListing]) throws
        -> ForwardedMethod
    {
        let requirement = context.requirement
        let leaves = listings.map(\.leaf)
        let shape: ForwardingShape
        switch MethodShape.shape(of: requirement) {
        case .success(let value): shape = value
        case .failure(var diagnostic):
            diagnostic.location = context.firstListing
            diagnostic.notes.append(.note("'\(requirement.selector)' is declared here", at: requirement.location))
            throw diagnostic
        }
        let imports = CatalogAnnotations.splitList(requirement.annotations["imports"])
        let fallback = requirement.annotations["fallback"]
        guard let valueType = combinedValueType(of: shape, requirement: requirement) else {
            if let override = context.override {
                throw Diagnostic.error("'\(requirement.selector)' has no value to combine; policy '"
                    + "\(override.value.rawValue)' does not apply", at: override.location)
            }
            return ForwardedMethod(requirement: requirement, shape: shape, policy: nil, policySource: .none,
                                   componentValueType: nil, neutralValue: nil, fallback: nil,
                                   leafProperties: leaves,
                                   deferredLeafProperties: leaves.filter(context.deferredLeaves.contains),
                                   imports: imports,
                                   isSpelledAsync: try AsyncSpellings.spelling(of: requirement, shape: shape,
                                                                               listings))
        }
        let (policy, source) = try resolvePolicy(context, valueType: valueType)
        switch PolicyRules.outcome(of: policy, for: valueType) {
        case .failure(let mismatch):
            throw Diagnostic.error("\(mismatch.reason), but '\(requirement.selector)' "
                + (isCompletionValue(shape) ? "passes" : "returns") + " '\(valueType)'",
                                   at: context.override?.location ?? context.firstListing)
        case .success(let outcome):
            if outcome.needsFallback && fallback == nil && !isListCompletion(shape) {
                throw Diagnostic.error(
                    "'\(requirement.selector)' returns '\(valueType)', which has no value meaning 'no opinion'; "
                        + "with policy '\(policy.rawValue)' it needs '- scaffold.fallback: EXPRESSION' in the "
                        + "requirement's doc comment",
                    at: context.override?.location ?? context.firstListing,
                    notes: [.note("'\(requirement.selector)' is declared here", at: requirement.location)])
            }
            return ForwardedMethod(requirement: requirement, shape: shape, policy: policy, policySource: source,
                                   componentValueType: outcome.componentType, neutralValue: outcome.neutral,
                                   fallback: outcome.needsFallback ? fallback : nil,
                                   leafProperties: leaves,
                                   deferredLeafProperties: leaves.filter(context.deferredLeaves.contains),
                                   imports: imports,
                                   isSpelledAsync: try AsyncSpellings.spelling(of: requirement, shape: shape,
                                                                               listings))
        }
    }

    /// The value the policy combines: the returned value, or the value passed to the completion handler.
    static func combinedValueType(of shape: ForwardingShape, requirement: MethodRequirement) -> SwiftType? {
        switch shape {
        case .void: return nil
        case .value(let type): return type
        case .completion(_, let value): return value
        case .valueAndListCompletion: return requirement.returnType
        case .async(let type): return type
        }
    }

    /// Whether the combined value is the one a completion handler is called with, not a return value.
    private static func isCompletionValue(_ shape: ForwardingShape) -> Bool {
        if case .completion = shape { return true }
        return false
    }

    private static func isListCompletion(_ shape: ForwardingShape) -> Bool {
        if case .valueAndListCompletion = shape { return true }
        return false
    }

    private static func unknownMethod(_ method: Located<String>, in spec: ProtocolSpec) -> Diagnostic {
        let nearest = MethodSuggestions.nearest(to: method.value, in: spec.methods.map(\.selector))
        var message = "'\(spec.name)' has no method '\(method.value)'"
        if !nearest.isEmpty { message += "; did you mean " + nearest.map { "'\($0)'" }.joined(separator: " or ") + "?" }
        return .error(message, at: method.location)
    }

    private static func moduleImports(of spec: ProtocolSpec) -> [String] {
        guard let module = spec.annotations["module"] else { return spec.imports }
        return CatalogAnnotations.splitList(module) + CatalogAnnotations.splitList(spec.annotations["imports"])
    }
}
