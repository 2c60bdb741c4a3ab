/// Where the command and listener recipes hook into the composite: `commands`, `listeners` and `recipes` in
/// every template's context, and each forwarded method's `prelude` (lines run before the leaves are called).
enum RecipesContext {
    static func extend(_ context: inout [String: TemplateValue], plan: ForwardingPlan) {
        let commands = CommandsContext(plan)
        let listeners = ListenersContext.make(plan)
        context["commands"] = commands?.value ?? .null
        context["listeners"] = listeners

        var properties: [String] = []
        var initLines: [String] = []
        var blocks: [[String]] = []
        var harnessLines: [String] = []
        var launchPrelude: [String] = []
        if let commands {
            properties += [
                "/// Makes the launch commands of scaffold.yml (`\(commands.builder)`); they run in manifest order",
                "/// before any leaf hears of the launch. Tests replace it.",
                "var makeLaunchCommands: @MainActor (\(commands.launchType)) -> [any \(commands.protocolName)] = {",
                "    \(commands.builder)(launch: $0).build()",
                "}",
            ]
            blocks.append([
                "/// Runs the launch commands, in manifest order.",
                "private func runLaunchCommands(_ launch: \(commands.launchType)) {",
                "    for command in makeLaunchCommands(launch) {",
                "        command.execute()",
                "    }",
                "}",
            ])
            launchPrelude = ["runLaunchCommands(\(commands.createLaunch))"]
            harnessLines.append("composite.makeLaunchCommands = { _ in [] }")
            if commands.forwarded == nil {
                blocks.append(SwiftSignature.carriedAttributes(of: commands.launch)
                    + ["\(SwiftSignature.declaration(of: commands.launch)) {"] + launchPrelude.map { "    " + $0 }
                    + (commands.returnsBool ? ["    return true"] : []) + ["}"])
            }
        }
        if case .object(let listener) = listeners, case .string(let mediator)? = listener["mediator"] {
            properties += [
                "/// Tells the listeners of scaffold.yml about the lifecycle notifications they asked for.",
                "var mediator: \(mediator)",
            ]
            initLines.append("mediator = \(mediator).makeDefault()")
        }
        context["recipes"] = [
            "properties": strings(properties),
            "initLines": strings(initLines),
            "blocks": .list(blocks.map(strings)),
            "harnessLines": strings(harnessLines),
        ]

        guard case .list(let methods) = context["methods"] else { return }
        let launchSelector = commands?.launch.selector
        context["methods"] = .list(methods.map { method in
            guard case .object(var fields) = method else { return method }
            let isLaunch = launchSelector.map { fields["selector"] == .string($0) } ?? false
            fields["prelude"] = strings(isLaunch ? launchPrelude : [])
            fields["returnKeyword"] = .string(isLaunch && commands?.returnsBool == true ? "return " : "")
            return .object(fields)
        })
    }

    private static func strings(_ lines: [String]) -> TemplateValue {
        .list(lines.map { .string($0) })
    }
}
