import XCTest
@testable import ScaffoldKit
import ScaffoldTestSupport

/// `scaffold adopt` on mutated delegates of the adoption fixtures (tokens, braces, `#if`, generics inserted,
/// deleted, duplicated): no crash, no hang, every error located, and whenever adopt accepts the input, what
/// `generate --check` finds nothing to change and every line of the module's files is still there.
final class AdopterFuzzTests: XCTestCase {
    /// The fixtures as projects: their files, and the delegate adopt is run on.
    static let fixtures: [(files: [String: String], delegate: String)] = ["PushCoreData", "BackgroundScenes",
                                                                            "Podcasts", "ClassicLifecycle"].map {
        let files = Fuzzer.files(under: "Tests/Fixtures/Adoption/\($0)", endingWith: ".swift")
        let delegate = files.first { $0.path.hasPrefix("Sources/") && $0.path.hasSuffix("/AppDelegate.swift") }
        return (Dictionary(uniqueKeysWithValues: files.map { ($0.path, String(decoding: $0.bytes, as: UTF8.self)) }),
                delegate?.path ?? "")
    }

    static let dictionary = SwiftDeclarationScannerFuzzTests.dictionary + Fuzzer.dictionary([
        "@main\n", "@UIApplicationMain\n", "var window: UIWindow?\n", "private ", "lazy var x = { 1 }()\n",
        "extension AppDelegate {\n", "class AppDelegate: UIResponder, UIApplicationDelegate {\n", "override ",
        "static let k = 1\n", "init() {}\n", "deinit {}\n",
        "func helper<T: Equatable>(_ t: T) -> T where T: Hashable { t }\n",
        "func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: "
            + "[UIApplication.LaunchOptionsKey: Any]?) -> Bool { true }\n",
        "func applicationDidBecomeActive(_ application: UIApplication) {}\n", "self", "AppDelegate", ";",
    ])

    func testEveryAdoptionItAcceptsKeepsEveryLineAndChecksClean() {
        let fixtures = Self.fixtures
        XCTAssertFalse(fixtures.contains { $0.delegate.isEmpty })
        let seeds = fixtures.map { Array($0.files[$0.delegate, default: ""].utf8) }
        let fuzzer = Fuzzer(name: "adopt", seeds: seeds, dictionary: Self.dictionary)
        var accepted = 0
        fuzzer.run(defaultSeconds: 3) { input in
            let fixture = fixtures[input.seed]
            var files = fixture.files
            files[fixture.delegate] = input.text
            if adopt(files, delegate: fixture.delegate, input) { accepted += 1 }
        }
        print("adopt: \(accepted) inputs accepted")
    }

    /// The fixtures unmutated: adopt accepts each, and the checks the fuzzer makes hold.
    func testEveryFixtureIsAccepted() {
        for fixture in Self.fixtures {
            let input = FuzzInput(fuzzer: "adopt", number: -1, seed: 0, bytes: Array(fixture.delegate.utf8))
            XCTAssertTrue(adopt(fixture.files, delegate: fixture.delegate, input), fixture.delegate)
        }
    }

    /// What the fuzzer found (adopt accepted them, then `generate --check` failed), made small: each is now either
    /// adopted with a clean check or refused with a located error.
    func testInputsTheFuzzerFoundStayFixed() {
        let head = "import UIKit\n\n@main\nclass AppDelegate: UIResponder, UIApplicationDelegate {\n"
            + "    var window: UIWindow?\n"
        let method = "func applicationDidBecomeActive(_ application: UIApplication) {}"
        let cases: [(text: String, accepted: Bool)] = [
            // A nested type's method is not the leaf's: the leaf audit no longer reports it.
            (head + "    enum Route {\n        \(method)\n    }\n}\n", true),
            // Nor is a method of another class of the delegate's file, which moves into the leaf's file.
            (head + "}\n\nclass Helper {\n    \(method)\n}\n", true),
            // Declarations on one line without ';': adopt's reader and the audit's took them differently.
            (head + "    init()  \(method)\n}\n", false),
            (head + "    typealias T = Int  \(method)\n}\n", false),
            (head + "    var x: \(method)\n}\n", false),
            // An initializer without a body: adopt's reader and the audit's now both read on to the next body.
            (head + "    init()\n    \(method)\n}\n", true),
            // A type nested in the class, with code the scanner cannot read: both readers skip its body.
            (head + "    extension E {\n        func f(x: [Int: ->Any]) {}\n    }\n}\n", true),
        ]
        for (number, found) in cases.enumerated() {
            let input = FuzzInput(fuzzer: "found", number: number, seed: 0, bytes: Array(found.text.utf8))
            let path = "Sources/App/AppDelegate.swift"
            XCTAssertEqual(adopt([path: found.text], delegate: path, input), found.accepted, found.text)
        }
    }

    /// Runs adopt on `files`; checks what the fuzzer promises; returns whether adopt accepted them.
    private func adopt(_ files: [String: String], delegate: String, _ input: FuzzInput) -> Bool {
        let project = InMemoryProject(files: files)
        let result = project.run("adopt", delegate)
        guard result.status == 0 else {
            XCTAssertEqual(result.status, 1, "\(result.errors)\n\(input)")
            assertEveryErrorLineLocated(result.errors, input)
            XCTAssertEqual(project.files, files, "a refused adoption writes nothing\n\(input)")
            return false
        }
        let check = project.run("generate", "--check")
        XCTAssertEqual(check.status, 0, "adopt exited 0 but generate --check fails:\n\(check.output)\(check.errors)\n"
                       + "\(input)")
        var after: [String: Int] = [:]
        let userFiles = project.files.filter { path, text in
            path.hasSuffix(".swift") && !GeneratedMarker.isPresent(in: Array(text.utf8))
        }
        for text in userFiles.values {
            for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
                after[String(line), default: 0] += 1
            }
        }
        var before: [String: Int] = [:]
        for (path, text) in files where path.hasSuffix(".swift") {
            for line in text.split(separator: "\n", omittingEmptySubsequences: false) where !Self.isRewritten(line) {
                before[String(line), default: 0] += 1
            }
        }
        for (line, count) in before where after[line, default: 0] < count {
            XCTFail("adopt lost a line (\(count) before, \(after[line, default: 0]) after): \(line.debugDescription)\n"
                    + "\(input)")
        }
        return true
    }

    /// A line adopt changes by design: a class or extension declaration (renamed to the leaf, its conformance to
    /// the component protocol) or an entry-point attribute (moved to the composite).
    private static func isRewritten(_ line: Substring) -> Bool {
        ["class ", "extension ", "@main", "@UIApplicationMain", "@NSApplicationMain", "ApplicationDelegate"]
            .contains { line.contains($0) }
    }
}
