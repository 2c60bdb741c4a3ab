import XCTest

/// Issue 22's corpus: the apps of `Tests/Fixtures/RealApps`, delegates written the way real apps are (async
/// methods, `import class`, the conformance in an extension, generic commas, untyped and lazy properties, `#if`
/// methods and imports, extensions in other folders, observable delegates, shared members, the SDK's optional
/// spellings, shadowing parameters), each adopted and then peeled with the built binary, checked with
/// `generate --check`, its original lines counted in the result, and compiled against the iOS SDK (when there is
/// one) in Swift 5 and 6 before and after (`RealAppRun`, run with the suite's other slow work in `ScenarioBuilds`).
final class RealAppsEndToEndTests: XCTestCase {
    /// The apps scaffold cannot migrate yet, with the item of issue 22 that stops each. Remove an app when its fix
    /// lands: this test fails for an app listed here that now migrates cleanly, and for any other app that fails.
    static let knownFailures: [String: String] = [:]

    func testEveryRealAppIsAdoptedAndPeeledWithNoNewDiagnosticOrLostLine() throws {
        let apps = try RealAppScenario.all()
        XCTAssertGreaterThanOrEqual(apps.count, 15, "issue 22 asks for at least 15 apps")
        XCTAssertEqual(Set(Self.knownFailures.keys).subtracting(apps.map(\.name)), [], "known failures of no app")
        for app in apps {
            let outcome = try ScenarioBuilds.realApp(app.name)
            XCTAssertEqual(outcome.fixtureProblems, [], "\(app.name): the fixture does not compile before adoption")
            let summary = outcome.failures.joined(separator: "\n    ")
            print("RealApps \(app.name) (\(String(format: "%.1f", outcome.seconds)) s): "
                + (outcome.failures.isEmpty ? "migrated cleanly" : summary))
            if let known = Self.knownFailures[app.name] {
                XCTAssertFalse(outcome.failures.isEmpty && outcome.fixtureProblems.isEmpty,
                               "\(app.name) now migrates cleanly: remove it from knownFailures (\(known))")
            } else {
                XCTAssertEqual(outcome.failures, [], "\(app.name):\n    \(summary)")
            }
        }
    }
}
