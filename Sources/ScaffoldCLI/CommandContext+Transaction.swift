import ScaffoldKit

extension CommandContext {
    /// Runs `body`, a command on `project`, in its `ProjectTransaction`: a second run waits, saying so after a
    /// moment, or with `--no-wait` fails at once; what an interrupted run left is undone first, and said.
    func transaction<T>(_ project: Project, _ body: (ProjectTransaction) throws -> T) throws -> T {
        nonisolated(unsafe) let console = console
        let waiting: LockWaiting = global.noWait ? .fail : .wait(notice: { console.report([.note($0, at: nil)]) })
        return try ProjectTransaction.run(project, waiting: waiting, recovered: { console.report($0) }, body)
    }
}
