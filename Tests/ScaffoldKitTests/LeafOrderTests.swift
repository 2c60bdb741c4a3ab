import XCTest
@testable import ScaffoldKit

/// `after:` orders a composite's leaves wherever they take part together; manifest order otherwise.
final class LeafOrderTests: XCTestCase {
    private func plan(_ body: String) throws -> ForwardingPlan {
        try XCTUnwrap(ContextFixtures.plan(responsibilities: body))
    }

    func testALeafRunsAfterThoseItNamesForEveryMethodItSharesWithThem() throws {
        let plan = try plan("""
              - name: Analytics
                methods: [application(_:didFinishLaunchingWithOptions:), applicationWillTerminate(_:)]
                after: [Crash]
              - name: Flags
                methods: [applicationWillTerminate(_:)]
              - name: Crash
                methods: [application(_:didFinishLaunchingWithOptions:)]
            """)
        XCTAssertEqual(plan.methods.map(\.leafProperties), [
            ["crashComponent", "analyticsComponent"],
            // Crash does not take part: manifest order.
            ["analyticsComponent", "flagsComponent"],
        ])
        XCTAssertEqual(plan.components.map(\.name), ["Analytics", "Flags", "Crash"], "the composite's own order")
    }

    func testAfterIsTransitiveThroughALeafThatDoesNotTakePart() throws {
        let plan = try plan("""
              - name: C
                methods: [applicationWillTerminate(_:)]
                after: [B]
              - name: B
                methods: [applicationDidBecomeActive(_:)]
                after: [A]
              - name: A
                methods: [applicationWillTerminate(_:)]
            """)
        let terminate = try XCTUnwrap(plan.methods.first { $0.requirement.selector == "applicationWillTerminate(_:)" })
        XCTAssertEqual(terminate.leafProperties, ["aComponent", "cComponent"])
    }

    func testCommandsAndListenersAreOrderedToo() throws {
        let plan = try plan("""
              - name: Setup
                pattern: command
                after: [Flags]
              - name: Flags
                pattern: command
              - name: Logging
                pattern: listener
                after: [Metrics]
              - name: Metrics
                pattern: listener
            """)
        XCTAssertEqual(plan.commands.map(\.name), ["Flags", "Setup"])
        XCTAssertEqual(plan.listeners.map(\.name), ["Metrics", "Logging"])
    }

    func testWithoutAfterTheOrderIsTheManifestsAndACycleStillEnds() {
        let names = ["A", "B", "C"]
        XCTAssertEqual(LeafOrder([]).ordered(names) { $0 }, names)
        var a = Responsibility(name: Located("A", at: .init(file: "m", line: 1, column: 1)),
                               pattern: Located(.component, at: .init(file: "m", line: 1, column: 1)),
                               location: .init(file: "m", line: 1, column: 1))
        var b = a
        b.name = Located("B", at: a.location)
        a.after = [Located("B", at: a.location)]
        b.after = [Located("A", at: a.location)]
        XCTAssertEqual(Set(LeafOrder([a, b]).ordered(["A", "B"]) { $0 }), ["A", "B"])
    }
}
