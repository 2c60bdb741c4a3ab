/// Values kept alive until the process exits, when the process asks for it: a `scaffold` run frees thousands of
/// small objects (template contexts, parsed templates, plans) just before it exits, and the system would take
/// the memory back at once anyway. Clang's `-disable-free` does the same. Off by default, so a long-lived
/// process (the tests, a host app using ScaffoldKit) frees everything as usual.
public enum ProcessLifetime {
    private static let lock = ThreadLock()
    nonisolated(unsafe) private static var keepsValues = false
    nonisolated(unsafe) private static var kept: [Any] = []

    /// From now on, `keep` holds values until the process exits. For executables that run one command and exit.
    public static func keepValuesUntilExit() {
        lock.withLock { keepsValues = true }
    }

    /// Holds `value` until the process exits when `keepValuesUntilExit()` was called; else does nothing.
    static func keep(_ value: Any) {
        lock.withLock {
            if keepsValues { kept.append(value) }
        }
    }
}
