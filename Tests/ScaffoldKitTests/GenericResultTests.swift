import XCTest
@testable import ScaffoldKit
import ScaffoldTestSupport

/// A generic requirement whose type parameter only its result names: the forwarding loop's calls say which type
/// they answer (`GenericResult`).
final class GenericResultTests: XCTestCase {
    func testAResultOnlyTypeParameterIsNamedAtEachCall() throws {
        let project = InMemoryProject(files: [
            "Sources/App/Events.swift": """
                @MainActor
                protocol Events {
                    func decode<T: Decodable & Sendable>() -> T?
                    func decode<T: Decodable & Sendable>(_ data: T) -> T?
                }

                """,
            "scaffold.yml": """
                protocol: Sources/App/Events.swift#Events
                composite: Hub
                module: App
                paths: {generated: Sources/App/Hub/Generated, components: Sources/App/Hub/Components, tests: Tests/Hub}
                responsibilities:
                  - {name: Cache, methods: ["decode()", "decode(_:)"]}

                """,
        ])
        let result = project.run("generate")
        XCTAssertEqual(result.status, 0, result.errors)
        let loop = try XCTUnwrap(project.text("Sources/App/Hub/Generated/Sequence+HubComponent.swift"))
        XCTAssertTrue(loop.contains("            let answer = leaf.decode() as T?\n"), loop)
        XCTAssertTrue(loop.contains("            let answer = leaf.decode(data)\n"), loop)
    }
}
