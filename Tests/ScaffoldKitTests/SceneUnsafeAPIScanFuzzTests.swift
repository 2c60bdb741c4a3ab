import XCTest
@testable import ScaffoldKit

/// The scene-unsafe API scan on mutated Swift: no crash, no hang, every warning located in the file.
final class SceneUnsafeAPIScanFuzzTests: XCTestCase {
    func testMutatedSwiftGivesOnlyLocatedWarnings() {
        let seeds = Fuzzer.files(under: "Tests/Fixtures", endingWith: ".swift").map(\.bytes)
        let dictionary = Fuzzer.dictionary([
            "UIApplication.shared", ".keyWindow", ".windows", ".delegate?", "?.window", "UIScreen.main", " as? ",
            "launchOptions?[.url]", "UIWindow(frame: ", "(", ")", "\"", "\\(", "#if DEBUG\n", "#endif\n", "//", "/*",
            "*/", "?", "!", ".",
        ])
        Fuzzer(name: "scene-unsafe-apis", seeds: seeds, dictionary: dictionary).run(defaultSeconds: 1.5) { input in
            let lines = input.bytes.split(separator: 0x0A, omittingEmptySubsequences: false).count
            for warning in SceneUnsafeAPIScan.warnings(in: input.bytes, path: "A.swift") {
                XCTAssertEqual(warning.severity, .warning)
                XCTAssertLessThanOrEqual(warning.location?.line ?? .max, lines, "\(input)")
            }
        }
    }
}
