import Foundation
import ScaffoldTestSupport
import XCTest

/// Issue 14: a run writes nothing outside the project folder. The built `scaffold` runs every writing command with
/// `HOME` and the temporary folder pointing at empty folders, which stay empty.
final class OutsideTheProjectTests: XCTestCase {
    func testARunLeavesHomeAndTheTemporaryFolderEmpty() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("scaffold-outside-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let home = root.appendingPathComponent("home")
        let temporary = root.appendingPathComponent("tmp")
        let project = root.appendingPathComponent("project")
        for folder in [home, temporary, project] {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        }
        let commands = [
            ["init", "--example"], ["add", "component", "Push", "--preset", "push"], ["generate"],
            ["generate", "--check"], ["generate", "--dry-run"], ["list"], ["remove", "component", "Push"],
            ["xcfilelists", "--inputs", "in.xcfilelist", "--outputs", "out.xcfilelist"], ["completions", "zsh"],
        ]
        let environment = ["HOME": home.path, "TMPDIR": temporary.path, "XDG_CACHE_HOME": "", "SCAFFOLD_CACHE_DIR": ""]
        for arguments in commands {
            let run = try TestProcess.run(TestProcess.scaffold, arguments, in: project, environment: environment)
            XCTAssertEqual(run.status, 0, arguments.joined(separator: " "))
        }
        XCTAssertTrue(FileManager.default.fileExists(atPath: project.appendingPathComponent("in.xcfilelist").path))
        XCTAssertEqual(try FileManager.default.subpathsOfDirectory(atPath: home.path), [])
        XCTAssertEqual(try FileManager.default.subpathsOfDirectory(atPath: temporary.path), [])
    }

    /// `xcfilelists` writes its two lists inside the project only: a path out, also through a link, is refused.
    func testXcfilelistsRefusesAListOutsideTheProject() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("scaffold-lists-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let project = root.appendingPathComponent("project")
        let outside = root.appendingPathComponent("outside")
        for folder in [project, outside] {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        }
        try FileManager.default.createSymbolicLink(atPath: project.appendingPathComponent("Out").path,
                                                   withDestinationPath: outside.path)
        XCTAssertEqual(try TestProcess.run(TestProcess.scaffold, ["init", "--example"], in: project).status, 0)
        for list in ["../outside/in.xcfilelist", "Out/in.xcfilelist", outside.path + "/in.xcfilelist"] {
            let run = try TestProcess.run(TestProcess.scaffold, ["xcfilelists", "--inputs", "in.xcfilelist",
                                                                 "--outputs", list], in: project, timeout: 20)
            XCTAssertEqual(run.status, 1, list)
            XCTAssertTrue(run.errors.contains("error: refusing to write '"), run.errors)
            XCTAssertTrue(run.errors.contains("it lies outside the project folder"), run.errors)
        }
        XCTAssertEqual(try FileManager.default.subpathsOfDirectory(atPath: outside.path), [])
        XCTAssertFalse(FileManager.default.fileExists(atPath: project.appendingPathComponent("in.xcfilelist").path),
                       "nothing written when one list is refused")
    }
}
