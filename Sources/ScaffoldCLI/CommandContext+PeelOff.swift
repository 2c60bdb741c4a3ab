import ScaffoldKit

extension CommandContext {
    /// `scaffold add component NAME --from LEAF --methods m1,m2 [--members a,b]`: moves the methods out of the
    /// leaf's files into a new leaf, with the members only they use; refuses (writing nothing) when a member is
    /// shared with code that stays.
    func peelOff(_ options: AddComponentOptions) throws -> Int32 {
        guard let from = options.from, !options.methods.isEmpty else {
            throw UsageError("--from needs --methods: the methods to move", helpCommand: "scaffold add component")
        }
        let project = try locateProject()
        let request = PeelOffRequest(name: options.name, from: from, methods: options.methods,
                                     members: options.members, composite: options.composite)
        let (peelOff, plan) = try transaction(project) { try PeelOffRun($0).run(request) }
        console.report(peelOff.notes)
        if !isQuiet {
            for change in plan.changes where change.modifiesDisk {
                let counts = change.lineDiff.map { " (\($0))" } ?? ""
                console.output(change.action.rawValue + "d" + String(repeating: " ", count: 3) + change.path + counts)
            }
        }
        return ExitCode.success
    }
}
