import XCTest
@testable import ScaffoldBenchKit

final class ProcessBenchmarksTests: XCTestCase {
    func testThePhaseIsReadFromTheTimingsLineScaffoldPrints() throws {
        let output = """
            created  Sources/App/Generated/AppDelegate.swift
            25 created, 0 updated, 0 unchanged
            scaffold: timings: read manifest 0.21 ms, plan 0.80 ms, render 1.10 ms, write 12.50 ms

            """
        XCTAssertEqual(try XCTUnwrap(ProcessBenchmarks.phase("write", in: output)), 0.0125, accuracy: 1e-9)
        XCTAssertEqual(try XCTUnwrap(ProcessBenchmarks.phase("read manifest", in: output)), 0.00021, accuracy: 1e-9)
        XCTAssertNil(ProcessBenchmarks.phase("audit leaves", in: output))
        XCTAssertNil(ProcessBenchmarks.phase("write", in: "no timings here\n"))
        let interleaved = "created  Sources/Appscaffold: timings: plan 0.80 ms, write 3.00 ms\n/Big.swift\n"
        XCTAssertEqual(try XCTUnwrap(ProcessBenchmarks.phase("write", in: interleaved)), 0.003, accuracy: 1e-9)
    }

    /// The projects `generate` is timed in are in memory where the machine has a memory file system, as the issue's
    /// targets were measured: a first run's figure is then scaffold's, not the disk's.
    func testProjectsAreMadeOnTheMemoryFileSystemWhenThereIsOne() throws {
        let folder = try SyntheticProject.create(["scaffold.yml": "protocol: UIApplicationDelegate\n"])
        defer { TextFile.remove(folder) }
        XCTAssertEqual(try TextFile.read(folder + "/scaffold.yml"), "protocol: UIApplicationDelegate\n")
        let root = TextFile.memoryFolder ?? TextFile.temporaryRoot
        let expectedRoot = URL(fileURLWithPath: root).standardizedFileURL.path
        XCTAssertTrue(folder.hasPrefix(expectedRoot + "/"), "\(folder) is not below \(expectedRoot)")
        if FileManager.default.fileExists(atPath: "/dev/shm") {
            XCTAssertEqual(SyntheticProject.root, "/dev/shm")
        }
    }
}
