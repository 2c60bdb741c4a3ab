import Foundation
import ScaffoldTestSupport
import XCTest

/// Issue 23: special files never hang, and bad paths are located errors. The built `scaffold` meets a FIFO, a socket
/// or a folder where a file should be, NUL bytes in paths, a manifest that is a folder and a name too long: each run
/// ends at once with an error naming the place, exit 1, and writes nothing.
final class SpecialFilesTests: XCTestCase {
    private var project: URL!
    private let manager = FileManager.default
    private let generated = "Sources/App/AppDelegate/Generated"
    private let components = "Sources/App/AppDelegate/Components"

    override func setUpWithError() throws {
        project = manager.temporaryDirectory.appendingPathComponent("scaffold-special-\(UUID().uuidString)")
        try manager.createDirectory(at: project, withIntermediateDirectories: true)
        XCTAssertEqual(try scaffold(["init"]).status, 0)
        XCTAssertEqual(try scaffold(["add", "component", "Push", "--preset", "push"]).status, 0)
    }

    override func tearDownWithError() throws {
        try? manager.removeItem(at: project)
    }

    private func scaffold(_ arguments: [String]) throws -> TestProcess.Outcome {
        try TestProcess.run(TestProcess.scaffold, arguments, in: project, timeout: 10)
    }

    /// Replaces `path` with a FIFO; returns its absolute path.
    @discardableResult
    private func fifo(_ path: String) throws -> String {
        let absolute = project.appendingPathComponent(path).path
        try? manager.removeItem(atPath: absolute)
        XCTAssertEqual(mkfifo(absolute, 0o644), 0)
        return absolute
    }

    private func text(_ path: String) throws -> String {
        try String(contentsOf: project.appendingPathComponent(path), encoding: .utf8)
    }

    /// Runs `arguments` and expects exit `status` at once, with `expected` in what it printed to standard error.
    private func expectRefusal(_ arguments: [String], _ expected: String, status: Int32 = 1,
                               file: StaticString = #filePath, line: UInt = #line) throws {
        let run = try scaffold(arguments)
        XCTAssertFalse(run.timedOut, "\(arguments) hangs", file: file, line: line)
        XCTAssertEqual(run.status, status, "\(arguments)", file: file, line: line)
        XCTAssertTrue(run.errors.contains(expected), "\(arguments): \(run.errors)", file: file, line: line)
    }

    func testAFIFOWhereAFileIsReadIsAnErrorAtIt() throws {
        let manifest = try text("scaffold.yml")
        for path in ["\(generated)/AppDelegate.swift", "\(components)/PushComponent.swift"] {
            let absolute = try fifo(path)
            try expectRefusal(["generate"], "\(absolute):1:1: error: cannot ")
            try manager.removeItem(atPath: absolute)
        }
        let protocolFile = try fifo("Lifecycle.swift")
        try manifest.replacingOccurrences(of: "protocol: UIApplicationDelegate", with: "protocol: Lifecycle.swift#P")
            .write(to: project.appendingPathComponent("scaffold.yml"), atomically: true, encoding: .utf8)
        try expectRefusal(["generate"], "\(protocolFile):1:1: error: cannot read '\(protocolFile)': it is a FIFO")
        try (manifest + "templates: Templates\n")
            .write(to: project.appendingPathComponent("scaffold.yml"), atomically: true, encoding: .utf8)
        try manager.createDirectory(at: project.appendingPathComponent("Templates"), withIntermediateDirectories: true)
        let template = try fifo("Templates/Composite.swift.template")
        try expectRefusal(["generate"], "\(template):1:1: error: cannot read '\(template)': it is a FIFO")
        try manifest.write(to: project.appendingPathComponent("scaffold.yml"), atomically: true, encoding: .utf8)
        let delegate = try fifo("AppDelegate.swift")
        try expectRefusal(["adopt", "AppDelegate.swift"], "cannot read '\(delegate)': it is a FIFO")
        let yml = try fifo("scaffold.yml")
        try expectRefusal(["generate"], "manifest '\(yml)' is a FIFO (named pipe), not a file")
        try expectRefusal(["list", "--manifest", "scaffold.yml"], "manifest 'scaffold.yml' is a FIFO (named pipe)")
    }

    func testASocketOrAFolderWhereAFileIsWrittenIsAnError() throws {
        try manager.removeItem(at: project.appendingPathComponent("\(components)/PushComponent.swift"))
        try manager.createDirectory(at: project.appendingPathComponent("\(components)/PushComponent.swift"),
                                    withIntermediateDirectories: true)
        try expectRefusal(["generate"], "error: cannot write '\(components)/PushComponent.swift': a folder of that "
            + "name is in the way")
        try manager.createDirectory(at: project.appendingPathComponent("\(components)/DeepComponent.swift"),
                                    withIntermediateDirectories: true)
        try expectRefusal(["add", "component", "Deep"], "'\(components)/DeepComponent.swift': a folder of that name")
        XCTAssertFalse(try text("scaffold.yml").contains("Deep"), "the manifest is left as it was")
    }

    func testANulOrOtherControlCharacterInAPathIsALocatedError() throws {
        let manifest = try text("scaffold.yml")
        try manifest.replacingOccurrences(of: "generated: Sources/App/AppDelegate/Generated",
                                          with: "generated: \"Sources/App/Gen\\0x\"")
            .appending("templates: \"T\\0x\"\n")
            .write(to: project.appendingPathComponent("scaffold.yml"), atomically: true, encoding: .utf8)
        try manager.createDirectory(at: project.appendingPathComponent("T"), withIntermediateDirectories: true)
        try "x".write(to: project.appendingPathComponent("T/a"), atomically: true, encoding: .utf8)
        try expectRefusal(["generate"], "scaffold.yml:17:14: error: `paths.generated` 'Sources/App/Gen\\u{0}x': "
            + "control character U+0000 (NUL) is not allowed in a path")
        try expectRefusal(["generate"], "error: `templates` 'T\\u{0}x': control character U+0000 (NUL)")
        XCTAssertFalse(manager.fileExists(atPath: project.appendingPathComponent("Sources/App/Gen").path))
        try expectRefusal(["adopt", "App\nDelegate.swift"], "<command line>:1:19: error: argument "
            + "'App\\u{A}Delegate.swift': control character U+000A is not allowed on the command line", status: 64)
    }

    func testAManifestThatIsAFolderAndANameTooLongAreSaidSo() throws {
        let name = String(repeating: "Long", count: 60)
        try expectRefusal(["add", "component", name], "is 240 bytes long: the files named after it would pass the 255 "
            + "bytes a file name may have")
        XCTAssertFalse(try text("scaffold.yml").contains(name))
        let nested = project.appendingPathComponent("Nested")
        try manager.createDirectory(at: nested.appendingPathComponent("scaffold.yml"),
                                    withIntermediateDirectories: true)
        let run = try TestProcess.run(TestProcess.scaffold, ["generate"], in: nested, timeout: 10)
        XCTAssertEqual(run.status, 1)
        XCTAssertTrue(run.errors.contains("manifest '\(nested.path)/scaffold.yml' is a folder, not a file"), run.errors)
    }
}
