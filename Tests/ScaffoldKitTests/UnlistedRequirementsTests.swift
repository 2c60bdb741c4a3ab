import XCTest
@testable import ScaffoldKit
import ScaffoldTestSupport

/// A Swift protocol's requirements no leaf lists: the composite answers them itself, or `generate` refuses at the
/// requirement (issue 22, item 20).
final class UnlistedRequirementsTests: XCTestCase {
    private static let manifest = """
        protocol: Sources/App/Lifecycle.swift#Lifecycle
        composite: Coordinator
        module: App
        paths: {generated: Sources/App/Generated, components: Sources/App/Components, tests: Tests/AppTests}
        responsibilities:
          - {name: Sync, methods: [didLaunch()]}

        """

    private func project(_ protocolText: String) -> InMemoryProject {
        InMemoryProject(files: ["scaffold.yml": Self.manifest, "Sources/App/Lifecycle.swift": protocolText])
    }

    func testEveryRequirementNoLeafListsGetsTheNeutralAnswerOrItsFallbackUnderItsCondition() throws {
        let project = project("""
            import Foundation

            @MainActor
            protocol Lifecycle: AnyObject {
                func didLaunch()
                func didBecomeActive()
                func canOpen(_ url: URL) -> Bool
                func badge() -> Int?
                /// - scaffold.fallback: "Untitled"
                func title() -> String
                func refresh(completion: @escaping (Bool) -> Void)
                func load() async -> Data?
                func transform<T: Codable & Sendable>(_ value: T) -> T?
                func described() -> String
                #if os(iOS)
                func didReceiveMemoryWarning()
                #endif
            }

            extension Lifecycle {
                func described() -> String { "lifecycle" }
            }

            """)
        let result = project.run("generate")
        XCTAssertEqual(result.status, 0, result.errors)
        let composite = try XCTUnwrap(project.text("Sources/App/Generated/Coordinator.swift"))
        let own = composite[composite.range(of: "    func didLaunch() {")!.lowerBound...]
            .components(separatedBy: "\n    /// The object each leaf's calls go to")[0]
        XCTAssertEqual(String(own), """
                func didLaunch() {
                    [targets.syncComponent].didLaunch()
                }

                /// No leaf lists it, and `Lifecycle` requires it: does nothing.
                func didBecomeActive() {
                }

                /// No leaf lists it, and `Lifecycle` requires it: answers `false`.
                func canOpen(_ url: URL) -> Bool {
                    false
                }

                /// No leaf lists it, and `Lifecycle` requires it: answers `nil`.
                func badge() -> Int? {
                    nil
                }

                /// No leaf lists it, and `Lifecycle` requires it: answers `"Untitled"`.
                func title() -> String {
                    "Untitled"
                }

                /// No leaf lists it, and `Lifecycle` requires it: calls `completion(false)`.
                func refresh(completion: @escaping (Bool) -> Void) {
                    completion(false)
                }

                /// No leaf lists it, and `Lifecycle` requires it: answers `nil`.
                func load() async -> Data? {
                    nil
                }

                /// No leaf lists it, and `Lifecycle` requires it: answers `nil`.
                func transform<T: Codable & Sendable>(_ value: T) -> T? {
                    nil
                }

            #if os(iOS)
                /// No leaf lists it, and `Lifecycle` requires it: does nothing.
                func didReceiveMemoryWarning() {
                }
            #endif

            """)
        XCTAssertFalse(composite.contains("func described()"), "the protocol's extension implements it")
        XCTAssertEqual(project.run("generate", "--check").status, 0)
    }

    func testARequirementTheCompositeCannotAnswerIsRefusedAtTheRequirement() {
        let project = project("""
            @MainActor
            protocol Lifecycle: AnyObject {
                func didLaunch()
                func version() -> String
                static func make() -> Int
            }

            """)
        let result = project.run("generate")
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.errors, """
            Sources/App/Lifecycle.swift:4:10: error: 'version()' is a requirement of 'Lifecycle' that no \
            responsibility lists, so the composite answers it itself; but 'String' has no neutral answer: list it \
            under a responsibility, or give it '- scaffold.fallback: EXPRESSION' in its doc comment (what the \
            composite answers)
            Sources/App/Lifecycle.swift:5:17: error: 'make()' is a requirement of 'Lifecycle' that no responsibility \
            lists, and a static one, which the composite cannot answer; make it optional, give it a default in an \
            extension of 'Lifecycle' in its file, or remove it

            """)
        XCTAssertEqual(Array(project.files.keys).sorted(), ["Sources/App/Lifecycle.swift", "scaffold.yml"])
    }

    func testOptionalRequirementsOfAnObjCProtocolStayUnimplemented() throws {
        let project = project("""
            import Foundation

            @objc @MainActor
            protocol Lifecycle: NSObjectProtocol {
                @objc optional func didLaunch()
                @objc optional func didBecomeActive()
                @objc optional func version() -> String
            }

            """)
        let result = project.run("generate")
        XCTAssertEqual(result.status, 0, result.errors)
        let composite = try XCTUnwrap(project.text("Sources/App/Generated/Coordinator.swift"))
        XCTAssertFalse(composite.contains("No leaf lists it"), composite)
    }
}
