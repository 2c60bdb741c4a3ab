/// Where the command and listener recipes hook into the composite: `commands`, `listeners` and `recipes` in
/// every template's context, and each forwarded method's `prelude` (lines run before the leaves are called).
enum RecipesContext {
    /// The lines the launch method's forwarder runs before its leaves: the launch commands (none without them).
    struct LaunchHook: Sendable {
        var selector: String
        var prelude: [String]
        var returnsBool: Bool

        init?(_ commands: CommandsContext?) {
            guard let commands else { return nil }
            selector = commands.launch.selector
            prelude = ["runLaunchCommands(\(commands.createLaunch))"]
            returnsBool = commands.returnsBool
        }
    }

    /// A method context's `prelude` and `returnKeyword`: set when the context is made, so no context is
    /// copied afterwards to add them.
    static func addMethodFields(selector: String, launch: LaunchHook?, to context: inout TemplateObject) {
        let isLaunch = launch?.selector == selector
        context["prelude"] = strings(isLaunch ? launch?.prelude ?? [] : [])
        context["returnKeyword"] = .string(isLaunch && launch?.returnsBool == true ? "return " : "")
    }

    /// `commands`, `listeners` and `recipes`.
    static func extend(_ context: inout [String: TemplateValue], plan: ForwardingPlan, commands: CommandsContext?) {
        let listeners = ListenersContext.make(plan)
        context["commands"] = commands?.value ?? .null
        context["listeners"] = listeners

        var properties: [String] = []
        var initLines: [String] = []
        var blocks: [[String]] = []
        var harnessLines: [String] = []
        let launchPrelude = LaunchHook(commands)?.prelude ?? []
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
    }

    private static func strings(_ lines: [String]) -> TemplateValue {
        .list(lines.map { .string($0) })
    }
}
