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
        // created by the first run, for the old protocol.
        let updated = manifest.replacing("show(_:)", with: "show(url:)")
        try fileSystem.write(Array(updated.utf8), to: "/work/scaffold.yml")
        let (third, audit) = run(["generate"], fileSystem)
        XCTAssertEqual(third, 0, audit.standardError)
        XCTAssertEqual(audit.standardError, """
            Sources/App/Components/LoggingComponent.swift:8:10: warning: 'didLaunch(options:)' in \
            'LoggingComponent' matches no requirement of 'Lifecycle' and is never called; nearest requirement: \
            'didLaunch(options:)' (parameter 'options' has type '[String: Any]', the protocol has 'Set<String>')
            Sources/App/Lifecycle.swift:5:10: note: 'didLaunch(options:)' is declared here
            Sources/App/Components/SyncComponent.swift:5:10: warning: 'didLaunch(options:)' in 'SyncComponent' \
            matches no requirement of 'Lifecycle' and is never called; nearest requirement: 'didLaunch(options:)' \
            (parameter 'options' has type '[String: Any]', the protocol has 'Set<String>')
            Sources/App/Lifecycle.swift:5:10: note: 'didLaunch(options:)' is declared here
            Sources/App/Components/SyncComponent.swift:7:10: warning: 'show(_:)' in 'SyncComponent' matches no \
            requirement of 'Lifecycle' and is never called; nearest requirement: 'show(url:)' (argument label '_' \
            is 'url' in the protocol)
            Sources/App/Lifecycle.swift:6:10: note: 'show(url:)' is declared here
            Sources/App/Components/SyncComponent.swift:11:10: warning: 'SyncComponent' implements \
            'didEnterBackground()' but scaffold.yml does not list it for 'Sync', so it is never called; add it to \
            the responsibility's methods
            scaffold.yml:9:3: note: 'Sync' is declared here
            Sources/App/Components/SyncComponent.swift:15:10: warning: 'refresh()' in 'SyncComponent' matches no \
            requirement of 'Lifecycle' and is never called by the composite; make it private if it is a helper

            """)
        let rewritten = try XCTUnwrap(fileSystem.text(of: "/work/Sources/App/Generated/LifecycleDelegate.swift"))
        XCTAssertTrue(rewritten.contains("func show(url: URL) -> Bool {"), rewritten)
        XCTAssertTrue(rewritten.contains("func didLaunch(options: Set<String>) {"), rewritten)
        XCTAssertFalse(rewritten.contains("func show(_ url: URL)"), rewritten)
        XCTAssertEqual(fileSystem.text(of: leafPath)?.contains("func show(_ url: URL) -> Bool"), true,
                       "leaves are scanned, never changed")

        let (check, checkConsole) = run(["generate", "--check"], fileSystem)
        XCTAssertEqual(check, 1, "--check fails while a leaf method would never be called")
        XCTAssertTrue(checkConsole.standardError.hasSuffix(
            "scaffold: error: 5 leaf methods would never be called (warnings above)\n"), checkConsole.standardError)
    }

    /// The byte pass removes exactly what removing each attribute (and each `?`) from the text would.
    func testAttributeStrippingMatchesRemovingEachAttribute() {
        let texts = ["@escaping @Sendable (Bool?) -> Void", "(Int) -> Void", "[String: Any]?", "@MainActor @escaping () -> Void",
                     "@escapingX", "@Sendable", "(@Sendable (T?) -> Void)?", "", "é@escaping é"]
        for text in texts {
            for dropping in [true, false] {
                var expected = text
                for attribute in ["@escaping ", "@Sendable ", "@MainActor "] { expected = expected.replacing(attribute, with: "") }
                if dropping { expected = expected.replacing("?", with: "") }
                XCTAssertEqual(LeafAudit.withoutAttributes(text, droppingOptionals: dropping), expected, text)
            }
        }
    }
}
