/// Decides which members of a leaf move in a peel-off: the listed methods and `--members`, then, until nothing
/// changes, every member they use that nothing staying behind uses. A member both sides use stays, and the new leaf
/// reaches it through the leaf it stays in, which the leaf factory hands it (`uses:`; `shared`). A member named
/// with `--members` moves even when staying code uses it, which then reaches it through the composite
/// (`reachedBack`). What cannot be reached either way is a located error saying which edit would unblock it.
struct PeelOffDependencies {
    let members: [AdoptedMember]
    let leafType: String
    let newType: String
    /// The identifiers each member's text mentions (scope-aware: `MemberReferences`).
    let references: [Set<String>]
    /// The functions each member calls on `self`, by full name (`CalledNames`).
    let calls: [Set<String>]
    /// The identifiers of the module's code outside the leaf's members (forwarders, call sites, other types).
    private let outside: Set<String>
    private(set) var moved: [Int] = []
    /// The requested delegate methods: the composite calls them, nothing else in the module should.
    private(set) var requested: Set<Int> = []
    /// The members implementing a method the source responsibility lists: only the composite calls them.
    private(set) var delegateMethods: Set<Int> = []
    /// The members named with `--members`.
    private var named: Set<Int> = []
    /// Whether the composite holds its leaves by their own types (a Swift composite), so staying code can reach a
    /// member named with `--members` through it.
    var canReachThroughComposite = false
    /// Where a SwiftUI app makes the composite (`DelegateAdaptor`): the application's delegate is not the composite
    /// there, so nothing is reached through it.
    var adaptor: SourceLocation?
    /// The composite's class, for the edits messages name.
    var compositeName = "AppDelegate"
    /// Members the moved code uses that stay (code staying behind uses them too), in source order: the new leaf
    /// reaches them through the leaf they stay in.
    private(set) var shared: [AdoptedMember] = []
    /// Members named with `--members` that move although code staying behind uses them, in source order: that code
    /// reaches them through the composite.
    private(set) var reachedBack: [AdoptedMember] = []

    /// - Parameter isDelegateMethod: whether a member implements a method the source responsibility lists.
    init(members: [AdoptedMember], files: [ScannedSwiftFile], leafType: String, newType: String,
         isDelegateMethod: (AdoptedMember) -> Bool) {
        // `AppDelegate.member` is not counted: it reaches the member through the composite's forwarder, which
        // keeps it where it is (code outside the leaf uses it), wherever the code naming it goes.
        let ownTypes = [leafType]
        self.members = members
        self.leafType = leafType
        self.newType = newType
        let bytes = Dictionary(files.map { ($0.path, $0.bytes) }, uniquingKeysWith: { first, _ in first })
        references = members.map {
            MemberReferences.identifiers(in: Array(bytes[$0.path]?[$0.range] ?? []), ownTypes: ownTypes)
        }
        calls = members.map { CalledNames.of(Array(bytes[$0.path]?[$0.range] ?? [])) }
        var outside: Set<String> = []
        for file in files {
            let ranges = members.filter { $0.path == file.path }.map(\.range)
            outside.formUnion(MemberReferences.identifiers(in: file.bytes, outside: ranges, ownTypes: ownTypes))
        }
        self.outside = outside
        delegateMethods = Set(members.indices.filter { isDelegateMethod(members[$0]) })
    }

    var movedMembers: [AdoptedMember] {
        moved.map { members[$0] }.sorted { ($0.path, $0.range.lowerBound) < ($1.path, $1.range.lowerBound) }
    }

    /// - Parameter methods: the member implementing each requested method (the caller matched them).
    mutating func select(methods: [Int], named names: [String], source: Responsibility) throws {
        var diagnostics = Diagnostics()
        for index in methods where !moved.contains(index) {
            moved.append(index)
            requested.insert(index)
        }
        for name in names {
            let found = members.indices.filter { members[$0].name == name || members[$0].displayName == name }
            if found.isEmpty { diagnostics.error("'\(leafType)' has no member '\(name)' to move", at: source.location) }
            moved += found.filter { !moved.contains($0) }
            named.formUnion(found)
        }
        try diagnostics.throwIfErrors()
        try followDependencies()
    }

    /// Adds every member the moved ones use that nothing else uses; the ones shared with staying code stay.
    private mutating func followDependencies() throws {
        var diagnostics = Diagnostics()
        var decided: Set<Int> = []
        var changed = true
        while changed {
            changed = false
            for index in members.indices where !moved.contains(index) && !decided.contains(index)
                && !delegateMethods.contains(index) {
                guard let user = moved.first(where: { uses($0, index) }) else { continue }
                if let staying = stayingUser(of: index) ?? outsideUse(of: index) {
                    if let problem = SharedMemberAccess.problem(members[index]) {
                        diagnostics.append(unreachable(index, movingUser: user, stayingUser: staying, problem))
                    } else {
                        shared.append(members[index])
                    }
                    decided.insert(index)
                } else if isMovable(index) {
                    moveWithDeclarationSiblings(index)
                    changed = true
                } else {
                    diagnostics.error("'\(members[index].displayName)' is used by '\(members[user].displayName)', "
                        + "which moves to '\(newType)', but it cannot move (an initializer or an override)",
                        at: members[index].location)
                    decided.insert(index)
                }
            }
        }
        // A delegate method that stays and that moved code calls by name is reached in the leaf it stays in.
        shared += sharedDelegateMethods
        diagnostics.append(contentsOf: callsOfMovingDelegateMethods())
        for index in moved where !requested.contains(index) {
            guard let staying = stayingUser(of: index) ?? outsideUse(of: index) else { continue }
            if named.contains(index) && canReachThroughComposite && adaptor == nil
                && isReachableThroughComposite(members[index]) {
                reachedBack.append(members[index])
            } else {
                let reason = !named.contains(index) ? "; moving it would break that code"
                    : adaptor.map { "; it cannot be reached through the composite: SwiftUI makes '\(compositeName)' "
                        + "with '@UIApplicationDelegateAdaptor' (\($0)), so the application's delegate is SwiftUI's" }
                    ?? "; it cannot be reached through the composite (a private member, or a value that is not "
                        + "optional)"
                diagnostics.error("'\(members[index].displayName)' would move to '\(newType)', but \(staying) uses it "
                    + "and stays" + reason, at: members[index].location)
            }
        }
        addNestedTypesOfAccessors()
        shared.sort { ($0.path, $0.range.lowerBound) < ($1.path, $1.range.lowerBound) }
        reachedBack.sort { ($0.path, $0.range.lowerBound) < ($1.path, $1.range.lowerBound) }
        try diagnostics.throwIfErrors()
    }

    /// The leaf's nested types an accessor's declaration names (`func route(for:) -> Route?`) are reached too, as
    /// `typealias Route = LegacyComponent.Route`: the new leaf has no type of that name.
    private mutating func addNestedTypesOfAccessors() {
        let names = Set(shared.compactMap { member in
            members.firstIndex { $0.path == member.path && $0.range == member.range && $0.name == member.name }
        }.flatMap { references[$0] })
        for index in members.indices where [.nestedType, .typeAlias].contains(members[index].kind)
            && names.contains(members[index].name) && !moved.contains(index)
            && !shared.contains(where: { $0.path == members[index].path && $0.range == members[index].range }) {
            shared.append(members[index])
        }
    }

    /// `var a = 0, b = 1` is one declaration: its names move together.
    private mutating func moveWithDeclarationSiblings(_ index: Int) {
        for sibling in members.indices where members[sibling].path == members[index].path
            && members[sibling].range == members[index].range && !moved.contains(sibling) {
            moved.append(sibling)
        }
    }

    /// A member staying code reaches through the composite when it moved, with no answer to make up when the app's
    /// delegate is not the composite (in tests): static ones and types, and instance ones whose value is optional
    /// or void.
    private func isReachableThroughComposite(_ member: AdoptedMember) -> Bool {
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
        guard let user = members.indices.first(where: { !moved.contains($0) && uses($0, index) }) else { return nil }
        return "'\(members[user].displayName)' (\(members[user].location))"
    }

    /// Code outside the leaf that may reach a non-private member (a forwarder on the composite, a call site).
    private func outsideUse(of index: Int) -> String? {
        let member = members[index]
        guard !member.isPrivate, outside.contains(member.name) else { return nil }
        return "code outside '\(leafType)' (a forwarder on the composite or a call site)"
    }

    private func unreachable(_ index: Int, movingUser: Int, stayingUser: String, _ problem: String) -> Diagnostic {
        .error("'\(members[index].displayName)' is used by '\(members[movingUser].displayName)', which moves to "
            + "'\(newType)', and by \(stayingUser), which stays in '\(leafType)'; \(newType) cannot reach it there: "
            + problem, at: members[index].location)
    }
}
