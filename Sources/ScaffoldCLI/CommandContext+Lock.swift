import ScaffoldKit

extension CommandContext {
    /// Runs `body`, a command on the project in `folder`, holding the project's lock from its first read to its last
    /// write, after putting right what a killed run left there (`InterruptedRun`). A second run waits, saying so
    /// after a moment, or with `--no-wait` fails at once. Sandboxed, there is no lock (Xcode runs one build at a
    /// time), and an interrupted run's journal is an error asking for a run outside the build.
    func withProjectLock<T>(_ folder: String, _ body: () throws -> T) throws -> T {
        if policy.isSandboxed {
            if InterruptedRun.isPending(in: folder, fileSystem: fileSystem) {
                throw Diagnostic.error("a scaffold run that changed several files was interrupted, and a sandboxed "
                    + "run cannot undo it; run 'scaffold generate' outside the build once",
                    at: SourceLocation(file: InterruptedRun.journalPath(in: folder), line: 1, column: 1))
            }
            return try body()
        }
        nonisolated(unsafe) let console = console
        let waiting: LockWaiting = global.noWait ? .fail : .wait(notice: { console.report([.note($0, at: nil)]) })
        return try fileSystem.projectLock(for: folder, waiting: waiting).withExclusiveLock {
            console.report(try InterruptedRun.recover(in: folder, fileSystem: fileSystem))
            return try body()
        }
    }
}
