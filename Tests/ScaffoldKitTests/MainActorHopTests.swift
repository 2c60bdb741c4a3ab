import XCTest
@testable import ScaffoldKit

/// A protocol that is not `@MainActor` (as `UNUserNotificationCenterDelegate`): each forwarder hops to the main-actor
/// leaves, and its arguments, which need not be `Sendable`, cross in a `Handover` instead of being captured.
final class MainActorHopTests: XCTestCase {
    private static let source = """
        import Foundation

        public class Thing {}

        public protocol Watcher: AnyObject {
            func seen(_ thing: Thing)
            /// - scaffold.policy: firstNonNil
            func count(_ thing: Thing, in place: String) -> Int?
            func load(_ thing: Thing) async
            func check(_ thing: Thing) throws
            func ask(_ thing: Thing, completion: @escaping @Sendable (Bool) -> Void)
            func adjust(_ counter: inout Int)
            func tick()
        }

        """

    private func composite(_ methods: [String]) throws -> String {
        let spec = try SwiftDeclarationScanner.protocolSpec(named: "Watcher", in: Array(Self.source.utf8),
                                                            path: "Sources/App/Watcher.swift")
        let composite = GeneratorFixture.composite([GeneratorFixture.component("One", methods)],
                                                   protocol: "Sources/App/Watcher.swift#Watcher")
        let plan = try ForwardingPlanner.plan(composite, protocolSpec: spec, isCatalogProtocol: false)
        XCTAssertFalse(plan.isMainActor)
        let files = try GeneratorFixture.generate("One", methods, protocol: "Sources/App/Watcher.swift#Watcher",
                                                  files: ["Sources/App/Watcher.swift": Self.source])
        return try XCTUnwrap(files.first { $0.key.hasSuffix("Generated/AppDelegate.swift") }?.value)
    }

    func testEveryKindOfHopHandsItsArgumentsOverInsteadOfCapturingThem() throws {
        let text = try composite(["seen(_:)", "count(_:in:)", "load(_:)", "check(_:)", "ask(_:completion:)"])
        for expected in [
            """
                nonisolated func seen(_ thing: Thing) {
                    let handover = Handover(thing)
                    onMainActor { [self] in
                        let thing = handover.value
                        [targets.oneComponent].seen(thing)
                    }
                }
            """,
            """
                    let handover = Handover((thing, place))
                    return MainActor.assumeIsolated { [self] in
                        let (thing, place) = handover.value
                        return [targets.oneComponent].count(thing, in: place)
                    }
            """,
            """
                    let handover = Handover(thing)
                    await isolated { [self] in
                        let thing = handover.value
                        await [targets.oneComponent].load(thing)
                    }
            """,
            """
                    let handover = Handover(thing)
                    try MainActor.assumeIsolated { [self] in
                        let thing = handover.value
                        try [targets.oneComponent].check(thing)
                    }
            """,
            """
                    let handover = Handover((thing, completion))
                    onMainActor { [self] in
                        let (thing, completion) = handover.value
            """,
        ] {
            XCTAssertTrue(text.contains(expected), "missing:\n\(expected)\nin:\n\(text)")
        }
        XCTAssertTrue(text.contains("nonisolated private struct Handover<Value>: @unchecked Sendable {"), text)
    }

    func testNothingIsHandedOverWithoutArgumentsAndAnInoutOneIsUsedInPlace() throws {
        let text = try composite(["adjust(_:)", "tick()"])
        XCTAssertTrue(text.contains("""
                nonisolated func tick() {
                    onMainActor { [self] in
                        [targets.oneComponent].tick()
                    }
                }
            """), text)
        // The leaves change the caller's counter before the forwarder returns: no later hop, and no copy.
        XCTAssertTrue(text.contains("""
                nonisolated func adjust(_ counter: inout Int) {
                    MainActor.assumeIsolated { [self] in
                        [targets.oneComponent].adjust(&counter)
                    }
                }
            """), text)
        XCTAssertFalse(text.contains("Handover"), text)
    }
}
