import XCTest
@testable import ScaffoldKit

/// A deferred leaf's launch method must answer `true`: its answer comes after launch answered.
final class DeferredLaunchAnswersTests: XCTestCase {
    private let launch = "application(_:didFinishLaunchingWithOptions:)"

    private func leaf(_ body: String) -> [UInt8] {
        Array("""
            final class LaterComponent: AppDelegateComponent {
                func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: \
            [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
            \(body)
                }

                func applicationWillTerminate(_ application: UIApplication) {
                    return
                }
            }

            """.utf8)
    }

    func testEveryAnswerIsFoundWithWhereItIs() {
        let answers = DeferredLaunchAnswers.answers(of: launch, in: leaf("""
                    if launchOptions == nil { return false } // "}" in a comment
                    let text = "{ return x"
                    return true
            """))
        XCTAssertEqual(answers.map(\.text), ["false", "true"])
        XCTAssertEqual(answers.map(\.line), [3, 5])
        XCTAssertEqual(answers.first?.column, 42)
    }

    func testMultiLineAndRawStringsAreNotCode() {
        let answers = DeferredLaunchAnswers.answers(of: launch, in: leaf(#"""
                    let note = """
                        return false }
                        """
                    let raw = #"return "x" }"#
                    return true
            """#))
        XCTAssertEqual(answers.map(\.text), ["true"])
        XCTAssertEqual(answers.map(\.line), [7])
    }

    func testABodyOfOneExpressionIsItsAnswer() {
        XCTAssertEqual(DeferredLaunchAnswers.answers(of: launch, in: leaf("        true")).map(\.text), ["true"])
        XCTAssertEqual(DeferredLaunchAnswers.answers(of: launch, in: leaf("        setUp() && ready")).map(\.text),
                       ["setUp() && ready"])
    }

    func testGenerateRefusesADeferredLeafAnsweringFalseAtTheAnswer() throws {
        let plan = try XCTUnwrap(ContextFixtures.plan(responsibilities: """
              - name: Later
                methods: [application(_:didFinishLaunchingWithOptions:)]
                phase: deferred
            """))
        let files = ["Leaves/LaterComponent.swift": leaf("        return false")]
        let problems = DeferredLaunchAnswers.problems(for: plan) { files[$0] }
        XCTAssertEqual(problems.map(\.rendered), [
            "Leaves/LaterComponent.swift:3:16: error: 'Later' is deferred (`phase: deferred`): its "
                + "'application(_:didFinishLaunchingWithOptions:)' runs after launch answered, so it must answer "
                + "`true`, not `false`\nscaffold.yml:9:12: note: 'Later' is deferred here",
        ])
        XCTAssertEqual(DeferredLaunchAnswers.problems(for: plan) { _ in self.leaf("        true") }.count, 0)
    }
}
