import Foundation
import XCTest

extension XCTestCase {
    /// Asserts that the scenario `module` built against the stand-ins without warnings and that its generated
    /// tests ran and passed, in Swift 6 and Swift 5 modes; returns what its tests printed in each mode.
    func assertPassesOnStandIns(_ module: String, file: StaticString = #filePath, line: UInt = #line)
        throws -> [(mode: StandInsBuild.LanguageMode, output: String)] {
        _ = try EndToEndScenarios.scenario(module)  // throws why the scenario could not be made
        var outputs: [(mode: StandInsBuild.LanguageMode, output: String)] = []
        for mode in StandInsBuild.LanguageMode.allCases {
            let outcome = try StandInsBuild.outcome(mode)
            let build = outcome.build.stdout + outcome.build.stderr
            let ownLines = Self.lines(of: build, concerning: module)
            XCTAssertEqual(outcome.build.status, 0, "swift build (\(mode)) failed; \(module)'s lines:\n"
                + "\(ownLines.joined(separator: "\n"))\n… end of the output:\n\(build.suffix(4000))",
                file: file, line: line)
            XCTAssertEqual(ownLines.filter { $0.contains("warning:") }, [], "warnings (\(mode))",
                           file: file, line: line)
            guard let test = outcome.tests[module] else {
                if outcome.build.status == 0 {
                    XCTFail("\(module)'s tests did not run (\(mode))", file: file, line: line)
                }
                continue
            }
            let output = test.stdout + test.stderr
            XCTAssertEqual(test.status, 0, "swift test (\(mode)) of \(module) failed:\n\(output.suffix(8000))",
                           file: file, line: line)
            XCTAssertTrue(output.contains("with 0 failures"), "no XCTest summary (\(mode)):\n\(output.suffix(3000))",
                          file: file, line: line)
            XCTAssertFalse(output.contains("Executed 0 tests"), "no generated tests ran (\(mode))",
                           file: file, line: line)
            XCTAssertFalse(output.contains("warning:"), "warnings (\(mode)):\n\(output.suffix(3000))",
                           file: file, line: line)
            outputs.append((mode, output))
        }
        return outputs
    }

    /// The diagnostic lines of a build located in `module`'s folder or in no scenario's folder (the stand-ins,
    /// the package): the ones that concern `module`.
    private static func lines(of build: String, concerning module: String) -> [String] {
        let root = EndToEndScenarios.root.path + "/"
        return build.components(separatedBy: "\n").filter { line in
            guard line.contains("error:") || line.contains("warning:") else { return false }
            guard let range = line.range(of: root) else { return true }
            return line[range.upperBound...].hasPrefix(module + "/")
        }
    }
}
