import Foundation
import XCTest
@testable import ScaffoldKit

/// Every path a manifest names is checked at its key before anything is read or written through it.
final class ManifestPathsTests: XCTestCase {
    private func errors(_ manifest: String, files: [String: String] = [:]) -> [String] {
        let fs = InMemoryFileSystem(currentDirectory: "/p", files: files.merging(["scaffold.yml": manifest]) { $1 })
        let project = Project(workspace: Workspace(fileSystem: fs), manifestPath: "/p/scaffold.yml",
                              templatesFolder: nil)
        do {
            _ = try project.decode(try project.readManifest())
            return []
        } catch {
            return (error as? DiagnosticError)?.diagnostics.map(\.rendered) ?? ["\(error)"]
        }
    }

    func testAControlCharacterInAPathIsAnErrorAtItsKey() {
        XCTAssertEqual(errors("""
            protocol: UIApplicationDelegate
            paths: {generated: "Gen\\0x", components: "C\\nD", tests: Tests}
            templates: "T\\u001B"

            """), [
            "scaffold.yml:2:20: error: `paths.generated` 'Gen\\u{0}x': control character U+0000 (NUL) is not "
                + "allowed in a path",
            "scaffold.yml:2:42: error: `paths.components` 'C\\u{A}D': control character U+000A is not allowed in a "
                + "path",
            "scaffold.yml:3:12: error: `templates` 'T\\u{1B}': control character U+001B is not allowed in a path",
        ])
    }

    func testAProtocolOrTemplatesOutsideTheProjectAreRefusedAtTheirKey() {
        XCTAssertEqual(errors("protocol: /dev/zero#P\ntemplates: ../Templates\n"), [
            "scaffold.yml:1:11: error: `protocol` '/dev/zero' lies outside the project folder '/p'; scaffold reads and "
                + "writes only inside the project",
            "scaffold.yml:2:12: error: `templates` '../Templates' lies outside the project folder '/p'; scaffold reads "
                + "and writes only inside the project",
        ])
    }

    func testANameTooLongForItsFilesIsAnErrorAtTheName() {
        let name = String(repeating: "A", count: 230)
        XCTAssertEqual(errors("responsibilities:\n  - name: \(name)\n"), [
            "scaffold.yml:2:11: error: the name '\(name.prefix(40))…' is 230 bytes long: the files named after it "
                + "would pass the 255 bytes a file name may have",
        ])
    }

    func testAGeneratedFolderLinkedOutOfTheProjectIsAnErrorAtItsKey() throws {
        let folder = try FileManager.default.realpath(NSTemporaryDirectory() + "scaffold-paths-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let fs = POSIXFileSystem()
        try fs.createDirectory(folder + "/outside")
        try fs.createDirectory(folder + "/project/Sources")
        try FileManager.default.createSymbolicLink(atPath: folder + "/project/Sources/Generated",
                                                   withDestinationPath: folder + "/outside")
        try fs.write(Array("paths: {generated: Sources/Generated}\n".utf8), to: folder + "/project/scaffold.yml")
        let project = Project(workspace: Workspace(fileSystem: fs), manifestPath: folder + "/project/scaffold.yml",
                              templatesFolder: nil)
        XCTAssertThrowsError(try project.decode(try project.readManifest())) { error in
            XCTAssertEqual((error as? DiagnosticError)?.diagnostics.map(\.message), [
                "`paths.generated` 'Sources/Generated' leads outside the project folder '\(folder)/project' through a "
                    + "symbolic link (to '\(folder)/outside'); scaffold reads and writes only inside the project",
            ])
        }
    }
}
