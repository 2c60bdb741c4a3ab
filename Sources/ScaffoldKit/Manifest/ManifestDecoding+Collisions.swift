/// Names that must be unique: responsibilities, composites and the Swift types generated from them.
extension ManifestDecoding {
    mutating func checkDuplicateNames(_ responsibilities: [Responsibility]) {
        var first = [String: SourceLocation](minimumCapacity: responsibilities.count)
        for responsibility in responsibilities {
            let name = responsibility.name
            if let earlier = first[name.value] {
                diagnostics.error("duplicate responsibility '\(name.value)'", at: name.location,
                                  notes: [.note("'\(name.value)' is first declared here", at: earlier)])
            } else {
                first[name.value] = name.location
            }
        }
    }

    mutating func checkCompositeNames(_ composites: [CompositeSpec]) {
        var first: [String: SourceLocation] = [:]
        for composite in composites {
            let name = composite.name
            if let earlier = first[name.value] {
                diagnostics.error("duplicate composite '\(name.value)'", at: name.location,
                                  notes: [.note("'\(name.value)' is first declared here", at: earlier)])
            } else {
                first[name.value] = name.location
            }
        }
    }

    /// Two composites of one module must not declare the same type: composite `AppDelegateMediator` next to
    /// `AppDelegate`, whose mediator has that name. (Two composites of one name are reported as duplicates.)
    mutating func checkCompositeTypes(_ composites: [CompositeSpec]) {
        var declared: [String: (module: String, composite: Located<String>)] = [:]
        for composite in composites {
            let module = composite.module.value
            for type in GeneratedNames.reserved(composite: composite.name.value) {
                guard let earlier = declared[type] else {
                    declared[type] = (module, composite.name)
                    continue
                }
                guard earlier.module == module, earlier.composite.value != composite.name.value else { continue }
                diagnostics.error("composite '\(composite.name.value)' would declare the type '\(type)', which "
                    + "composite '\(earlier.composite.value)' also declares in module '\(module)'; rename one of them",
                                  at: composite.name.location,
                                  notes: [.note("'\(earlier.composite.value)' is declared here",
                                                at: earlier.composite.location)])
                break
            }
        }
    }

    /// Leaf types must not clash with a composite's generated types, nor with each other in one module.
    mutating func checkLeafCollisions(_ composites: [CompositeSpec]) {
        var reserved: [String: (module: String, composite: String)] = [:]
        for composite in composites {
            for type in GeneratedNames.reserved(composite: composite.name.value) {
                reserved[type] = (composite.module.value, composite.name.value)
            }
        }
        var leaves = [String: (module: String, location: SourceLocation)](
            minimumCapacity: composites.reduce(0) { $0 + $1.responsibilities.count })
        for composite in composites {
            let module = composite.module.value
            for responsibility in composite.responsibilities {
                let name = responsibility.name
                let leaf = GeneratedNames.leaf(name.value, pattern: responsibility.pattern.value)
                if let owner = reserved[leaf], owner.module == module {
                    diagnostics.error("responsibility '\(name.value)' would generate the type '\(leaf)', "
                        + "which composite '\(owner.composite)' already declares; choose another name",
                                      at: name.location)
                } else if let earlier = leaves[leaf], earlier.module == module {
                    if earlier.location != name.location && !isDuplicateName(earlier.location, composite) {
                        diagnostics.error("responsibility '\(name.value)' would generate the type '\(leaf)', "
                            + "which another responsibility already generates", at: name.location,
                                          notes: [.note("'\(leaf)' is first generated here", at: earlier.location)])
                    }
                } else {
                    leaves[leaf] = (module, name.location)
                }
            }
        }
    }

    /// A clash inside one composite's list is already reported as a duplicate name.
    private func isDuplicateName(_ location: SourceLocation, _ composite: CompositeSpec) -> Bool {
        composite.responsibilities.contains { $0.name.location == location }
    }
}
