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
}
