import XCTest
@testable import ScaffoldKit
import ScaffoldCLI

/// A user protocol edited between two `generate` runs: the forwarders follow the protocol, and every leaf method
/// that would silently stop being called is reported with its exact location and the nearest requirement.
final class LeafAuditTests: XCTestCase {
    private let manifest = """
        protocol: Sources/App/Lifecycle.swift#Lifecycle
        composite: LifecycleDelegate
        superclass: NSObject
        paths:
          generated: Sources/App/Generated
          components: Sources/App/Components
          tests: Tests/AppTests
        responsibilities:
          - name: Sync
            methods: [didLaunch(options:), show(_:)]
          - name: Logging
            methods: [didLaunch(options:)]

        """

    private let before = """
        import Foundation

        @MainActor
        protocol Lifecycle: AnyObject {
            func didLaunch(options: [String: Any])
            func show(_ url: URL) -> Bool
            func didEnterBackground()
        }

        """

    /// The protocol after the change: `show(_:)` takes a label, `didLaunch` a `Set`, a method was added.
    private let after = """
        import Foundation

        @MainActor
        protocol Lifecycle: AnyObject {
            func didLaunch(options: Set<String>)
            func show(url: URL) -> Bool
            func didEnterBackground()
            func willTerminate()
        }

        """

    private func run(_ arguments: [String], _ fileSystem: InMemoryFileSystem) -> (Int32, CapturingConsole) {
        let console = CapturingConsole()
        let status = CommandRunner.run(arguments, fileSystem: fileSystem, console: console)
        return (status, console)
    }

    func testEditingTheProtocolRewritesForwardersAndReportsEveryLeafThatWouldStopBeingCalled() throws {
        let fileSystem = InMemoryFileSystem(files: [
            "/work/scaffold.yml": manifest,
            "/work/Sources/App/Lifecycle.swift": before,
        ])
        let (first, firstConsole) = run(["generate"], fileSystem)
        XCTAssertEqual(first, 0, firstConsole.standardError)
        XCTAssertEqual(firstConsole.standardError, "")
        let composite = try XCTUnwrap(fileSystem.text(of: "/work/Sources/App/Generated/LifecycleDelegate.swift"))
        XCTAssertTrue(composite.contains("func show(_ url: URL) -> Bool {"), composite)

        // The user's leaf: written for the old protocol, plus a method the manifest does not list and a helper.
        let leafPath = "/work/Sources/App/Components/SyncComponent.swift"
        try fileSystem.write(Array("""
            import Foundation

            @MainActor
            final class SyncComponent: LifecycleDelegateComponent {
                func didLaunch(options: [String: Any]) {}

                func show(_ url: URL) -> Bool {
                    true
                }

                func didEnterBackground() {}

                private func helper() {}

                func refresh() {}
            }

            """.utf8), to: leafPath)

        try fileSystem.write(Array(after.utf8), to: "/work/Sources/App/Lifecycle.swift")
        let (second, console) = run(["generate"], fileSystem)
        XCTAssertEqual(second, 1)
        XCTAssertEqual(console.standardError, """
            scaffold.yml:10:36: error: 'Lifecycle' has no method 'show(_:)'

            """, "a manifest method the protocol no longer has is an error; nothing is written")

        // The manifest follows the protocol's renamed method; the leaves do not (yet). LoggingComponent was
        // created by the first run, for the old protocol. A method named after a listed requirement that it
        // cannot implement is an error at the leaf, and nothing is written.
        let updated = manifest.replacing("show(_:)", with: "show(url:)")
        try fileSystem.write(Array(updated.utf8), to: "/work/scaffold.yml")
        let (third, audit) = run(["generate"], fileSystem)
        XCTAssertEqual(third, 1)
        XCTAssertEqual(audit.standardError, """
            Sources/App/Components/LoggingComponent.swift:8:10: error: 'didLaunch(options:)' in 'LoggingComponent' \
            does not implement the requirement of 'LifecycleDelegateComponent' it is named after, so the composite \
            never calls it: parameter 'options' has type '[String: Any]', the protocol has 'Set<String>'
            Sources/App/Lifecycle.swift:5:10: note: 'didLaunch(options:)' is declared here
            Sources/App/Components/SyncComponent.swift:5:10: error: 'didLaunch(options:)' in 'SyncComponent' does \
            not implement the requirement of 'LifecycleDelegateComponent' it is named after, so the composite never \
            calls it: parameter 'options' has type '[String: Any]', the protocol has 'Set<String>'
            Sources/App/Lifecycle.swift:5:10: note: 'didLaunch(options:)' is declared here
            Sources/App/Components/SyncComponent.swift:7:10: warning: 'show(_:)' in 'SyncComponent' matches no \
            requirement of 'LifecycleDelegateComponent' and is never called; nearest requirement: 'show(url:)' \
            (argument label '_' is 'url' in the protocol)
            Sources/App/Lifecycle.swift:6:10: note: 'show(url:)' is declared here
            Sources/App/Components/SyncComponent.swift:11:10: warning: 'SyncComponent' implements \
            'didEnterBackground()' but scaffold.yml does not list it for 'Sync', so it is never called; add it to \
            the responsibility's methods
            scaffold.yml:9:3: note: 'Sync' is declared here

            """, "the helper 'refresh()' is not reported: it is near no requirement")
        XCTAssertEqual(fileSystem.text(of: "/work/Sources/App/Generated/LifecycleDelegate.swift"), composite)

        for leaf in ["Sync", "Logging"] {
            let path = "/work/Sources/App/Components/\(leaf)Component.swift"
            let text = try XCTUnwrap(fileSystem.text(of: path))
            try fileSystem.write(Array(text.replacing("options: [String: Any]", with: "options: Set<String>").utf8),
                                 to: path)
        }
        let (fourth, warnings) = run(["generate"], fileSystem)
        XCTAssertEqual(fourth, 0, warnings.standardError)
        XCTAssertEqual(warnings.standardError.components(separatedBy: ": warning: ").count, 3, warnings.standardError)
        let rewritten = try XCTUnwrap(fileSystem.text(of: "/work/Sources/App/Generated/LifecycleDelegate.swift"))
        XCTAssertTrue(rewritten.contains("func show(url: URL) -> Bool {"), rewritten)
        XCTAssertTrue(rewritten.contains("func didLaunch(options: Set<String>) {"), rewritten)
        XCTAssertFalse(rewritten.contains("func show(_ url: URL)"), rewritten)
        XCTAssertEqual(fileSystem.text(of: leafPath)?.contains("func show(_ url: URL) -> Bool"), true,
                       "leaves are scanned, never changed")

        let (check, checkConsole) = run(["generate", "--check"], fileSystem)
        XCTAssertEqual(check, 1, "--check fails while a leaf method would never be called")
        XCTAssertTrue(checkConsole.standardError.hasSuffix(
            "scaffold: error: 2 leaf methods would never be called (warnings above)\n"), checkConsole.standardError)
    }
}
