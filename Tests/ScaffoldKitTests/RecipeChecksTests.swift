import XCTest
@testable import ScaffoldKit
import ScaffoldCLI
import ScaffoldTestSupport

final class RecipeChecksTests: XCTestCase {
    func testAnUnknownEventIsLocatedWithASuggestion() {
        let text = RecipesFixture.manifest("""
        responsibilities:
          - name: Analytics
            pattern: listener
            events: [didEnterBackgrund, didEnterBackground, didEnterBackground]
          - name: Logging
            pattern: listener
            events: [sunrise]

        """)
        XCTAssertEqual(RecipesFixture.errors(text), [
            "scaffold.yml:11:14: error: unknown lifecycle event 'didEnterBackgrund'; did you mean 'didEnterBackground'?",
            "scaffold.yml:11:53: error: event 'didEnterBackground' is listed twice for 'Analytics'\n"
                + "scaffold.yml:11:33: note: 'didEnterBackground' is first listed here",
            "scaffold.yml:14:14: error: unknown lifecycle event 'sunrise'\nscaffold.yml:14:14: note: events are didFinishLaunching, "
                + "didBecomeActive, willResignActive, didEnterBackground, willEnterForeground, willTerminate, "
                + "didReceiveMemoryWarning, significantTimeChange, protectedDataWillBecomeUnavailable, "
                + "protectedDataDidBecomeAvailable",
        ])
    }

    func testACommandNeedsALaunchMethodInTheProtocol() throws {
        let spec = ProtocolSpec(name: "Lifecycle", location: GeneratorFixture.location)
        let command = Responsibility(name: GeneratorFixture.located("Setup"),
                                     pattern: Located(.command, at: SourceLocation(file: "scaffold.yml", line: 9,
                                                                                   column: 14)),
                                     location: GeneratorFixture.location)
        let problems = RecipeChecks.problems(in: GeneratorFixture.composite([command], protocol: "Lifecycle"),
                                             protocolSpec: spec, index: SelectorIndex(spec))
        XCTAssertEqual(problems.map(\.rendered), [
            "scaffold.yml:9:14: error: 'Setup' is a command, but 'Lifecycle' has no launch method to run it from "
                + "('application(_:didFinishLaunchingWithOptions:)', or a requirement whose doc comment says "
                + "'- scaffold.launch: commands')",
        ])
    }

    func testAnObjectiveCCompositeHasOnlyComponentsAndTakesCompletionHandlers() {
        let text = RecipesFixture.manifest("""
        style: objc
        responsibilities:
          - name: Setup
            pattern: command
          - name: Fetch
            methods: [application(_:performFetchWithCompletionHandler:), applicationWillTerminate(_:)]

        """)
        XCTAssertEqual(RecipesFixture.errors(text), [
            "scaffold.yml:11:14: error: 'Setup' is a command, but an Objective-C composite ('style: objc') has only "
                + "components; use 'style: swift' for commands and listeners\n"
                + "scaffold.yml:8:8: note: 'style: objc' is set here",
        ])
    }

    func testAnObjectiveCCompositeRefusesAsyncMethods() {
        let project = InMemoryProject(files: [
            "Lifecycle.swift": """
                import Foundation

                @MainActor
                protocol Lifecycle: NSObjectProtocol {
                    func refresh() async
                }

                """,
            "scaffold.yml": """
                protocol: Lifecycle.swift#Lifecycle
                superclass: NSObject
                style: objc
                responsibilities:
                  - name: Data
                    methods: [refresh()]

                """,
        ])
        let result = project.run("generate")
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.errors, "scaffold.yml:6:15: error: 'refresh()' is async; an Objective-C composite "
            + "('style: objc') forwards methods that return at once or take a completion handler\n"
            + "scaffold.yml:3:8: note: 'style: objc' is set here\n")
    }
}
