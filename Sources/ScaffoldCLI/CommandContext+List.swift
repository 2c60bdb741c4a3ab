import ScaffoldKit

extension CommandContext {
    /// `scaffold list`: for each composite, every forwarded method with its policy and the leaves receiving it.
    func list() throws -> Int32 {
        try transaction(try locateProject()) { try list($0) }
    }

    private func list(_ transaction: ProjectTransaction) throws -> Int32 {
        let manifest = try transaction.manifest()
        let plans = try transaction.pipeline(for: manifest).plans(manifest)
        for (index, plan) in plans.enumerated() {
            if index > 0 { console.output("") }
            let name = plan.composite.name.value
            let bridged = plan.sceneBridged
            console.output("\(name): \(plan.protocolSpec.name), " + ([
                counted(plan.components.count, "component"), counted(plan.commands.count, "command"),
                counted(plan.listeners.count, "listener"), counted(plan.appDelegateMethods.count, "forwarded method"),
            ] + (plan.composite.scenes.map { ["\(bridged.count) through \($0.value)"] } ?? []))
                .joined(separator: ", "))
            let leafNames = Dictionary(uniqueKeysWithValues: plan.components.map { ($0.propertyName, $0.name) })
            var table = TextTable(header: ["method", "policy", "leaves (in order)"])
            for method in plan.appDelegateMethods {
                table.rows.append([
                    method.requirement.selector + (method.requirement.isDeprecated ? " (deprecated)" : "")
                        + (plan.isAskedForOtherSceneRolesOnly(method) ? " (roles other than windowApplication)" : ""),
                    policyLabel(method),
                    method.leafProperties.map { leaf in
                        (leafNames[leaf] ?? leaf) + (method.deferredLeafProperties.contains(leaf) ? " (deferred)" : "")
                    }.joined(separator: ", "),
                ])
            }
            for line in table.lines { console.output("  " + line) }
            if let scenes = plan.composite.scenes, !bridged.isEmpty {
                // UIKit calls these on the scene delegate; its bridge delivers them to the leaves.
                var delivered = TextTable(header: ["\(scenes.value) hears", "the leaves hear", "leaves (in order)"])
                for entry in bridged {
                    delivered.rows.append([entry.sceneMethod, entry.method.requirement.selector,
                                           entry.method.leafProperties.map { leafNames[$0] ?? $0 }
                                               .joined(separator: ", ")])
                }
                console.output("  through \(scenes.value) (`scenes:`): UIKit calls the scene delegate, whose bridge "
                    + "calls the leaves")
                for line in delivered.lines { console.output("  " + line) }
            }
            let launchCommands = plan.commands.filter { !$0.isDeferred }
            if !launchCommands.isEmpty {
                let order = launchCommands.map(\.name).joined(separator: ", ")
                console.output("  commands, run in this order at launch: " + order)
            }
            let deferredCommands = plan.commands.filter(\.isDeferred)
            if !deferredCommands.isEmpty {
                let order = deferredCommands.map(\.name).joined(separator: ", ")
                console.output("  deferred commands, run in this order when the app first becomes active: " + order)
            }
            for listener in plan.listeners {
                let events = listener.events.isEmpty ? "every lifecycle event" : listener.events.joined(separator: ", ")
                console.output("  listener \(listener.name): \(events)" + (listener.isDeferred
                    ? " (deferred: hears didFinishLaunching when the app first becomes active)" : ""))
            }
            listLaunchCost(plan)
        }
        return ExitCode.success
    }

    /// `1 command`, `2 commands`.
    private func counted(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }

    /// `all`, `any (manifest)`, `once` for a handler without a value, `-` for a void method.
    func policyLabel(_ method: ForwardedMethod) -> String {
        guard let policy = method.policy else { return method.needsCompletionJoin ? "once" : "-" }
        return method.policySource == .manifest ? "\(policy.rawValue) (manifest)" : policy.rawValue
    }

    /// `scaffold protocols [NAME]`: the built-in catalog, or one protocol's methods with their default policies.
    func protocols(_ name: String?) throws -> Int32 {
        let templates = try TemplateStore.load(overrides: global.templatesDirectory, fileSystem: fileSystem)
        let loader = ProtocolLoader(templates: templates, fileSystem: fileSystem,
                                    directory: fileSystem.currentDirectory)
        guard let name else {
            var table = TextTable(header: ["protocol", "methods", "deprecated"])
            for catalogName in loader.catalogNames {
                let spec = try loader.load(Located(catalogName, at: SourceLocation(file: "-", line: 1, column: 1))).spec
                let deprecated = spec.methods.filter(\.isDeprecated).count
                table.rows.append([catalogName, "\(spec.methods.count)", "\(deprecated)"])
            }
            for line in table.lines { console.output(line) }
            console.output("\n'scaffold protocols NAME' lists a protocol's methods and their default policies.")
            return ExitCode.success
        }
        let source = Located(name, at: SourceLocation(file: "<command line>", line: 1, column: 1))
        let spec = try loader.load(source).spec
        var table = TextTable(header: ["method", "default policy", "notes"])
        for method in spec.methods {
            let policy = ForwardingPlanner.defaultPolicy(of: method, in: spec)
            // An importer's async alternative is this same method (see `AsyncTwins`).
            let twins = spec.asyncTwins.filter { $0.value == method.swiftName }.keys.sorted().map { "async: \($0)" }
            let notes = (method.isDeprecated ? ["deprecated"] : []) + twins
            table.rows.append([method.selector, policy, notes.joined(separator: "; ")])
        }
        for line in table.lines { console.output(line) }
        return ExitCode.success
    }
}

/// Left-aligned columns padded to their widest cell, for `list` and `protocols`.
struct TextTable {
    var header: [String]
    var rows: [[String]] = []

    /// The table's lines; the last column is not padded, so lines carry no trailing spaces.
    var lines: [String] {
        let all = [header] + rows
        let columns = all.map(\.count).max() ?? 0
        var widths = [Int](repeating: 0, count: columns)
        for row in all {
            for (index, cell) in row.enumerated() { widths[index] = max(widths[index], cell.count) }
        }
        return all.map { row in
            row.enumerated().map { index, cell in
                index == row.count - 1 ? cell : cell + String(repeating: " ", count: widths[index] - cell.count)
            }.joined(separator: "  ")
        }
    }
}
