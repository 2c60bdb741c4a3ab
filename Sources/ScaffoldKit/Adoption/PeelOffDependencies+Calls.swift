/// Uses read by the labels of calls: a method sharing its base name with others (`application`) is used by a call
/// with its own labels, and delegate methods calling each other on `self` decide what the new leaf must reach.
extension PeelOffDependencies {
    /// Whether `user` uses `index`: mentions its name, and for a method whose base name others share
    /// (`application`), calls it with its labels or mentions the name otherwise than in a call.
    func uses(_ user: Int, _ index: Int) -> Bool {
        let name = members[index].name
        guard user != index, references[user].contains(name) else { return false }
        guard let full = members[index].function?.swiftName, members.indices.contains(where: {
            $0 != index && members[$0].name == name && members[$0].kind == .function
        }) else { return true }
        return calls[user].contains(full) || !calls[user].contains { $0.hasPrefix(name + "(") }
    }

    /// Delegate methods that stay although moved code calls them by name (`self.application(_:performFetch…)`),
    /// in source order: shared too, by an accessor of the same signature calling the leaf they stay in (not the
    /// component protocol's default), which the new leaf's audit ignores (the composite calls the original).
    var sharedDelegateMethods: [AdoptedMember] {
        delegateMethods.sorted().filter { index in
            guard !moved.contains(index), let name = members[index].function?.swiftName else { return false }
            return moved.contains { calls[$0].contains(name) }
        }.map { members[$0] }
    }

    /// Staying code calling a moving delegate method by name: from the leaf it stays in, the call would reach the
    /// component protocol's default; each refused where the call is, with the edits.
    func callsOfMovingDelegateMethods() -> [Diagnostic] {
        moved.filter { delegateMethods.contains($0) || requested.contains($0) }.compactMap { index in
            guard let name = members[index].function?.swiftName,
                  let caller = members.indices.first(where: { !moved.contains($0) && calls[$0].contains(name) })
            else { return nil }
            return .error("'\(members[caller].displayName)' calls '\(name)', which moves to '\(newType)': from "
                + "'\(leafType)', where it stays, that call would reach the component protocol's default instead; "
                + "peel it off too, or call it through the composite there ('(UIApplication.shared.delegate as? "
                + "\(compositeName))?.\(members[index].name)(…)')", at: members[caller].location)
        }
    }
}
