/// Decides which members of a leaf move in a peel-off: the listed methods and `--members`, then, until nothing
/// changes, every member they use that nothing staying behind uses. A member both sides use stays and the new leaf
/// reaches it through the composite; one named with `--members` moves and the code staying behind reaches it
/// through the composite; either only when it can be reached (`isReachable`), else it is a located error.
struct PeelOffDependencies {
    let members: [AdoptedMember]
    let leafType: String
    let newType: String
    /// The identifiers each member's text mentions.
    private let references: [Set<String>]
    /// The identifiers of the module's code outside the leaf's members (forwarders, call sites, other types).
    private let outside: Set<String>
    private var moved: [Int] = []
    /// The requested delegate methods: the composite calls them, nothing else in the module should.
    private var requested: Set<Int> = []
    /// The members implementing a method the source responsibility lists: only the composite calls them.
    private var delegateMethods: Set<Int> = []
    /// The members named with `--members`.
    private var named: Set<Int> = []
    /// Whether the composite holds its leaves by their own types (a Swift composite), so either leaf can reach the
    /// other's members through it.
    var canReachThroughComposite = false
    /// Members the moved code uses that stay (code staying behind uses them too): the new leaf reaches them
    /// through the composite, in source order.
    private(set) var reached: [AdoptedMember] = []
    /// Members named with `--members` that move although code staying behind uses them: that code reaches them
    /// through the composite, in source order.
    private(set) var reachedBack: [AdoptedMember] = []

    init(members: [AdoptedMember], files: [ScannedSwiftFile], leafType: String, newType: String) {
        self.members = members
        self.leafType = leafType
        self.newType = newType
        let bytes = Dictionary(files.map { ($0.path, $0.bytes) }, uniquingKeysWith: { first, _ in first })
        references = members.map {
            MemberReferences.identifiers(in: Array(bytes[$0.path]?[$0.range] ?? []), ownType: leafType)
        }
        var outside: Set<String> = []
        for file in files {
            let ranges = members.filter { $0.path == file.path }.map(\.range)
            outside.formUnion(MemberReferences.identifiers(in: file.bytes, outside: ranges, ownType: leafType))
        }
        self.outside = outside
    }

    var movedMembers: [AdoptedMember] {
        moved.map { members[$0] }.sorted { ($0.path, $0.range.lowerBound) < ($1.path, $1.range.lowerBound) }
    }

    mutating func select(_ request: PeelOffRequest, source: Responsibility) throws {
        var diagnostics = Diagnostics()
        let listed = Set(source.methods.map(\.value))
        delegateMethods = Set(members.indices.filter { index in
            let member = members[index]
            return member.kind == .function && !member.isStatic && listed.contains(member.function?.swiftName ?? "")
        })
        for method in request.methods {
            guard let listed = source.methods.first(where: { $0.value == method }) else {
                diagnostics.error("'\(request.from)' does not list '\(method)'", at: source.location)
                continue
            }
            guard let index = members.indices.first(where: {
                members[$0].kind == .function && !members[$0].isStatic && members[$0].function?.swiftName == method
            }) else {
                diagnostics.error("'\(leafType)' has no method '\(method)' to move", at: listed.location)
                continue
            }
            moved.append(index)
            requested.insert(index)
        }
        for name in request.members {
            let found = members.indices.filter { members[$0].name == name || members[$0].displayName == name }
            if found.isEmpty { diagnostics.error("'\(leafType)' has no member '\(name)' to move", at: source.location) }
            moved += found.filter { !moved.contains($0) }
            named.formUnion(found)
        }
        try diagnostics.throwIfErrors()
        try followDependencies()
    }

    /// Adds every member the moved ones use that nothing else uses; reports the ones shared with staying code.
    private mutating func followDependencies() throws {
        var diagnostics = Diagnostics()
        var reported: Set<Int> = []
        var changed = true
        while changed {
            changed = false
            for index in members.indices where !moved.contains(index) && !reported.contains(index)
                && !delegateMethods.contains(index) {
                let name = members[index].name
                guard let user = moved.first(where: { references[$0].contains(name) && $0 != index }) else { continue }
                if let staying = stayingUser(of: index) ?? outsideUse(of: index) {
                    if canReachThroughComposite && isReachable(members[index]) {
                        reached.append(members[index])
                    } else {
                        diagnostics.append(shared(index, movingUser: user, stayingUser: staying))
                    }
                    reported.insert(index)
                } else if isMovable(index) {
                    moved.append(index)
                    changed = true
                } else {
                    diagnostics.error("'\(members[index].displayName)' is used by '\(members[user].displayName)', "
                        + "which moves to '\(newType)', but it cannot move (an initializer or an override)",
                        at: members[index].location)
                    reported.insert(index)
                }
            }
        }
        for index in moved where !requested.contains(index) {
            guard let staying = stayingUser(of: index) ?? outsideUse(of: index) else { continue }
            if named.contains(index) && canReachThroughComposite && isReachable(members[index]) {
                reachedBack.append(members[index])
            } else {
                let reason = named.contains(index)
                    ? "; it cannot be reached through the composite (a private member, or a value that is not optional)"
                    : "; moving it would break that code"
                diagnostics.error("'\(members[index].displayName)' would move to '\(newType)', but \(staying) uses it "
                    + "and stays" + reason, at: members[index].location)
            }
        }
        reachedBack.sort { ($0.path, $0.range.lowerBound) < ($1.path, $1.range.lowerBound) }
        try diagnostics.throwIfErrors()
    }

    /// A member the new leaf can reach through the composite without an answer to make up when the app's delegate
    /// is not the composite (in tests): static ones and types, and instance ones whose value is optional or void.
    private func isReachable(_ member: AdoptedMember) -> Bool {
        guard !member.isPrivate, !member.isOverride else { return false }
        switch member.kind {
        case .nestedType, .typeAlias: return true
        case .property: return member.isStatic || (member.propertyType.map(Self.isOptional) ?? false)
        case .function:
            guard let function = member.function, !function.parameters.contains(where: \.isVariadic) else {
                return false
            }
            return member.isStatic || function.returnType.map { Self.isOptional($0.description) } ?? true
        default: return false
        }
    }

    private static func isOptional(_ type: String) -> Bool { type.hasSuffix("?") || type.hasSuffix("!") }

    private func isMovable(_ index: Int) -> Bool {
        let member = members[index]
        return !member.isOverride && [.function, .property, .nestedType, .typeAlias].contains(member.kind)
    }

    /// A member that stays and mentions `index`'s name, described for a message.
    private func stayingUser(of index: Int) -> String? {
        let name = members[index].name
        guard let user = members.indices.first(where: {
            $0 != index && !moved.contains($0) && references[$0].contains(name)
        }) else { return nil }
        return "'\(members[user].displayName)' (\(members[user].location))"
    }

    /// Code outside the leaf that may reach a non-private member (a forwarder on the composite, a call site).
    private func outsideUse(of index: Int) -> String? {
        let member = members[index]
        guard !member.isPrivate, outside.contains(member.name) else { return nil }
        return "code outside '\(leafType)' (a forwarder on the composite or a call site)"
    }

    private func shared(_ index: Int, movingUser: Int, stayingUser: String) -> Diagnostic {
        .error("'\(members[index].displayName)' is used by '\(members[movingUser].displayName)', which moves to "
            + "'\(newType)', and by \(stayingUser), which stays in '\(leafType)'; peel that off too, or change one "
            + "of them so only one side uses it", at: members[index].location)
    }
}
