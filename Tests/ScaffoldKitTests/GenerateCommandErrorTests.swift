import XCTest
@testable import ScaffoldKit
import ScaffoldCLI

/// `scaffold generate` on a broken manifest, in a project that holds a previous generation: exit code 1, every
/// error of the file on standard error (sorted, with notes), and not one file written, changed or removed.
final class GenerateCommandErrorTests: XCTestCase {
    /// The example project after `scaffold init --example`, plus a protocol of the user's.
    private static let previousGeneration: [String: String] = {
        let fileSystem = InMemoryFileSystem(currentDirectory: "/p", files: [
            "Sources/App/SceneLifecycle.swift": SceneLifecycleFixture.source,
        ])
        let console = CapturingConsole()
        _ = CommandRunner.run(["init", "--example", "--module", "MyApp"], fileSystem: fileSystem, console: console)
        return fileSystem.snapshot
    }()

    func testThePreviousGenerationIsAProject() {
        let files = Self.previousGeneration
        XCTAssertNotNil(files["/p/scaffold.yml"])
        XCTAssertNotNil(files["/p/Sources/MyApp/AppDelegate/Generated/AppDelegate.swift"])
        XCTAssertGreaterThan(files.count, 15)
    }

    func testEveryBrokenManifestIsRejectedWithItsExactErrorsAndNothingChanges() throws {
        XCTAssertGreaterThanOrEqual(generateErrorCases.count, 40)
        for testCase in generateErrorCases {
            let fileSystem = InMemoryFileSystem(currentDirectory: "/p", files: Self.previousGeneration)
            try fileSystem.write(testCase.manifest, to: "/p/scaffold.yml")
            let before = fileSystem.snapshot
            let stamps = fileSystem.allFiles.map { fileSystem.modificationStamp(of: $0) }
            let writes = fileSystem.writtenPaths.count
            let console = CapturingConsole()

            let status = CommandRunner.run(["generate"], fileSystem: fileSystem, console: console)

            XCTAssertEqual(status, 1, testCase.name)
            XCTAssertEqual(console.standardError, testCase.expected.map { $0 + "\n" }.joined(), testCase.name)
            XCTAssertEqual(console.standardOutput, "", testCase.name)
            XCTAssertEqual(fileSystem.snapshot, before, testCase.name)
            XCTAssertEqual(fileSystem.allFiles.map { fileSystem.modificationStamp(of: $0) }, stamps, testCase.name)
            XCTAssertEqual(fileSystem.writtenPaths.count, writes, testCase.name)
            XCTAssertEqual(fileSystem.removedPaths, [], testCase.name)
        }
    }

    /// Errors are sorted by line and column whatever stage found them, and no case reports one twice.
    func testErrorsAreSortedAndUnique() {
        for testCase in generateErrorCases {
            let errors = testCase.expected.filter { $0.contains(": error: ") }
            let positions = errors.compactMap { line -> [Int]? in
                let fields = line.split(separator: ":")
                guard fields.count > 2, let row = Int(fields[1]), let column = Int(fields[2]) else { return nil }
                return [row, column]
            }
            XCTAssertEqual(positions, positions.sorted { $0.lexicographicallyPrecedes($1) }, testCase.name)
            XCTAssertEqual(Set(errors).count, errors.count, testCase.name)
        }
    }

    /// `add` on a broken manifest also changes nothing.
    func testAddOnABrokenManifestChangesNothing() throws {
        let fileSystem = InMemoryFileSystem(currentDirectory: "/p", files: Self.previousGeneration)
        try fileSystem.write(Array("responsibilities:\n  - name: 3D\n".utf8), to: "/p/scaffold.yml")
        let before = fileSystem.snapshot
        let console = CapturingConsole()
        XCTAssertEqual(CommandRunner.run(["add", "component", "Logging"], fileSystem: fileSystem, console: console), 1)
        XCTAssertEqual(console.standardError,
                       "scaffold.yml:2:11: error: responsibility name '3D' is not a valid Swift name: "
                        + "it starts with a digit\n")
        XCTAssertEqual(fileSystem.snapshot, before)
    }
}
