import Foundation
import ScaffoldTestSupport
import XCTest

/// Issue 23: nothing outside the project, through links either. The built `scaffold` runs on a project whose
/// folders lead out through symbolic links; every run that would write, create or delete out there is refused, and
/// the folder outside stays as it was.
final class LinksOutOfTheProjectTests: XCTestCase {
    private var root: URL!
    private var project: URL { root.appendingPathComponent("project") }
    private var outside: URL { root.appendingPathComponent("outside") }
    private let manager = FileManager.default
    private let generated = "Sources/App/AppDelegate/Generated"
    private let components = "Sources/App/AppDelegate/Components"
    private let tests = "Tests/AppTests/AppDelegate"

    override func setUpWithError() throws {
        root = manager.temporaryDirectory.appendingPathComponent("scaffold-links-\(UUID().uuidString)")
        try manager.createDirectory(at: project, withIntermediateDirectories: true)
        try manager.createDirectory(at: outside.appendingPathComponent("Sub"), withIntermediateDirectories: true)
        XCTAssertEqual(try scaffold("init").status, 0)
        XCTAssertEqual(try scaffold("add", "component", "Push", "--preset", "push").status, 0)
    }

    override func tearDownWithError() throws {
        try? manager.removeItem(at: root)
    }

    @discardableResult
    private func scaffold(_ arguments: String...) throws -> TestProcess.Outcome {
        try TestProcess.run(TestProcess.scaffold, arguments, in: project, timeout: 20)
    }

    /// Replaces the project's `path` with a link to `target`.
    private func link(_ path: String, to target: String) throws {
        let url = project.appendingPathComponent(path)
        try? manager.removeItem(at: url)
        try manager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try manager.createSymbolicLink(atPath: url.path, withDestinationPath: target)
    }

    private func outsideFiles() throws -> [String] {
        try manager.subpathsOfDirectory(atPath: outside.path).sorted()
    }

    func testAFolderOfTheManifestLinkedOutIsRefusedAtItsKey() throws {
        let cases = [(generated, "17:14", "paths.generated"), (components, "19:15", "paths.components"),
                     (tests, "21:10", "paths.tests"), ("Sources", "17:14", "paths.generated")]
        for (path, location, key) in cases {
            try link(path, to: outside.path)
            let commands = [["generate"], ["add", "component", "Deep", "--preset", "deeplinks"],
                            ["generate", "--check"]]
            for arguments in commands {
                let run = try TestProcess.run(TestProcess.scaffold, arguments, in: project, timeout: 20)
                XCTAssertEqual(run.status, 1, "\(path), \(arguments)")
                XCTAssertTrue(run.errors.hasPrefix("scaffold.yml:\(location): error: `\(key)` '"),
                              "\(path): \(run.errors)")
                XCTAssertTrue(run.errors.contains("leads outside the project folder"), run.errors)
            }
            XCTAssertEqual(try outsideFiles(), ["Sub"], "nothing written outside through \(path)")
            try manager.removeItem(at: project.appendingPathComponent(path))
            XCTAssertEqual(try scaffold("generate").status, 0, "repaired once the link is gone")
        }
    }

    func testTheSweepFollowsNoLinkedFolderAndLinksToTheFolderItselfDoNotHang() throws {
        let stale = try String(contentsOf: project.appendingPathComponent("\(generated)/AppDelegate.swift"),
                               encoding: .utf8)
        try stale.write(to: outside.appendingPathComponent("Sub/Old.swift"), atomically: true, encoding: .utf8)
        try link("\(generated)/Linked", to: outside.appendingPathComponent("Sub").path)
        try link("\(generated)/a", to: ".")
        try link("\(generated)/b", to: ".")
        try link("\(tests)/a", to: ".")
        try link("\(tests)/b", to: "..")
        let run = try scaffold("generate")
        XCTAssertFalse(run.timedOut)
        XCTAssertEqual(run.status, 0, run.errors)
        XCTAssertEqual(try outsideFiles(), ["Sub", "Sub/Old.swift"], "the marked file out there is not deleted")
    }

    func testAFileLinkedOutIsNeitherWrittenNorDeleted() throws {
        let target = outside.appendingPathComponent("AppDelegate.swift")
        try "// out there\n".write(to: target, atomically: true, encoding: .utf8)
        try link("\(generated)/AppDelegate.swift", to: target.path)
        for arguments in [["generate"], ["--sandboxed", "generate"]] {
            let run = try TestProcess.run(TestProcess.scaffold, arguments, in: project, timeout: 20)
            XCTAssertEqual(run.status, 1, "\(arguments)")
            XCTAssertTrue(run.errors.contains("refusing to write '\(generated)/AppDelegate.swift': it lies outside "
                + "the project folder"), run.errors)
        }
        XCTAssertEqual(try String(contentsOf: target, encoding: .utf8), "// out there\n")
    }

    func testAdoptNeverDeletesNorReadsAModuleOutsideTheProject() throws {
        let adopted = root.appendingPathComponent("adopted")
        try manager.createDirectory(at: adopted, withIntermediateDirectories: true)
        let delegate = outside.appendingPathComponent("AppDelegate.swift")
        try "import UIKit\n\n@main\nclass AppDelegate: UIResponder, UIApplicationDelegate {}\n"
            .write(to: delegate, atomically: true, encoding: .utf8)
        try manager.createDirectory(at: adopted.appendingPathComponent("Sources"), withIntermediateDirectories: true)
        try manager.createSymbolicLink(atPath: adopted.appendingPathComponent("Sources/App").path,
                                       withDestinationPath: outside.path)
        let run = try TestProcess.run(TestProcess.scaffold, ["adopt", "Sources/App/AppDelegate.swift"], in: adopted,
                                      timeout: 20)
        XCTAssertEqual(run.status, 1, run.output)
        XCTAssertTrue(run.errors.contains("outside the project folder"), run.errors)
        XCTAssertEqual(try outsideFiles(), ["AppDelegate.swift", "Sub"])
        XCTAssertEqual(try manager.contentsOfDirectory(atPath: adopted.path).sorted(), ["Sources"])
    }

    func testTemplatesLinkedOutAreRefusedAndLinksInsideThemDoNotHang() throws {
        let templates = project.appendingPathComponent("Templates")
        try manager.createDirectory(at: templates, withIntermediateDirectories: true)
        try link("Templates/a", to: ".")
        try link("Templates/b", to: ".")
        let manifest = project.appendingPathComponent("scaffold.yml")
        try (try String(contentsOf: manifest, encoding: .utf8) + "templates: Templates\n")
            .write(to: manifest, atomically: true, encoding: .utf8)
        let quiet = try scaffold("generate")
        XCTAssertFalse(quiet.timedOut)
        XCTAssertEqual(quiet.status, 0, quiet.errors)
        try link("Templates/Catalog", to: outside.path)
        let refused = try scaffold("generate")
        XCTAssertEqual(refused.status, 1)
        XCTAssertTrue(refused.errors.contains("Templates/Catalog' is a symbolic link to '"), refused.errors)
    }

    /// A `.scaffold-journal` a cloned repository brings, whose entry leads out through a link: nothing is undone.
    func testAJournalWhoseEntryLeadsOutThroughALinkIsRefused() throws {
        try link("Out", to: outside.path)
        let journal = "scaffold-journal 1\nentry 13 5 - -\nOut/pwned.txt\npwned\nend\n"
        try journal.write(to: project.appendingPathComponent(".scaffold-journal"), atomically: true, encoding: .utf8)
        let run = try scaffold("generate")
        XCTAssertEqual(run.status, 1)
        XCTAssertTrue(run.errors.hasPrefix(project.path + "/.scaffold-journal:1:1: error: "), run.errors)
        XCTAssertTrue(run.errors.contains("names 'Out/pwned.txt', which lies outside the project folder"), run.errors)
        XCTAssertEqual(try outsideFiles(), ["Sub"])
    }
}
