import XCTest
@testable import ScaffoldKit
import ScaffoldTestSupport

/// Generated tests of generic requirements compile and still assert (issue 22, item 21); the end-to-end Catalog
/// scenario builds and runs them (`UserProtocolFixture`).
final class GenericSamplesTests: XCTestCase {
    func testTypeParametersTheirConstraintsAndAStandardTypeForEach() throws {
        let parameters = GenericSamples.parameters(of: "<T: Codable & Sendable, U, K: Swift.Hashable>")
        XCTAssertEqual(parameters.map(\.name), ["T", "U", "K"])
        XCTAssertEqual(parameters.map(\.constraints), [["Codable", "Sendable"], [], ["Swift.Hashable"]])
        XCTAssertEqual(GenericSamples.concreteTypes(clause: "<T: Codable & Sendable, U, K: Swift.Hashable>",
                                                    whereClause: nil), ["T": "String", "U": "String", "K": "String"])
        XCTAssertEqual(GenericSamples.concreteTypes(clause: "<N: BinaryInteger>", whereClause: nil), ["N": "Int"])
        XCTAssertNil(GenericSamples.concreteTypes(clause: "<V: View>", whereClause: nil))
        XCTAssertNil(GenericSamples.concreteTypes(clause: "<E: Sequence>", whereClause: "E.Element == String"))
        XCTAssertEqual(GenericSamples.substitute("[T: Tag]?", ["T": "String"]), "[String: Tag]?")
        XCTAssertTrue(GenericSamples.mentions("Result<T, Error>", ["T"]))
        XCTAssertFalse(GenericSamples.mentions("Text", ["T"]))
    }

    func testTheSpyAnswersAGenericValueByCastAndTheTestsCallWithAStandardType() throws {
        let project = InMemoryProject(files: [
            "Sources/App/Lifecycle.swift": """
                @MainActor
                protocol Lifecycle: AnyObject {
                    func transform<T: Codable & Sendable>(_ value: T) -> T?
                    func decode<T: Decodable>() -> T?
                    func fetch<T: Decodable>(completion: @escaping (T?) -> Void)
                }

                """,
            "scaffold.yml": """
                protocol: Sources/App/Lifecycle.swift#Lifecycle
                composite: Coordinator
                module: App
                paths: {generated: Sources/App/Generated, components: Sources/App/Components, tests: Tests/AppTests}
                responsibilities:
                  - {name: First, methods: [transform(_:), decode(), fetch(completion:)]}
                  - {name: Last, methods: [transform(_:)]}

                """,
        ])
        let result = project.run("generate")
        XCTAssertEqual(result.status, 0, result.errors)
        let tests = try XCTUnwrap(project.text("Tests/AppTests/CoordinatorForwardingTests.swift"))
        for line in [
            "    var transformAnswer: Any? = nil\n",
            "    var decodeAnswer: Any? = nil\n",
            "    var fetchCompletionAnswer: Any? = nil\n",
            "        return transformAnswer as? T\n",
            "        self.reply(fetchCompletionAnswer as? T, to: completion)\n",
            "            harness.lastComponent.transformAnswer = \"scaffold\"\n",
            "            let result: String? = harness.composite.transform(\"scaffold\" as String)\n",
            "    // decode() is not exercised here: its type parameter is known from its return type alone.\n",
            "    // fetch(completion:) is not exercised here: its completion handler takes a value of its own type "
                + "parameter.\n",
        ] {
            XCTAssertTrue(tests.contains(line), line + "\n" + tests)
        }
        let stub = try XCTUnwrap(project.text("Tests/AppTests/FirstComponentTests.swift"))
        XCTAssertTrue(stub.contains("XCTAssertNil(leaf.transform(\"scaffold\" as String))"), stub)
    }
}
