import Foundation
import XCTest
@testable import ScaffoldKit

/// Paths checked on the real disk, links resolved: inside the project, or where they really lead.
final class ProjectBoundaryTests: XCTestCase {
    private var folder = ""
    private var project: String { folder + "/project" }
    private var outside: String { folder + "/outside" }

    override func setUpWithError() throws {
        folder = try FileManager.default.realpath(NSTemporaryDirectory() + "scaffold-boundary-\(UUID().uuidString)")
        for path in [project + "/Sources/App", project + "/Shared", outside + "/Sub"] {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        }
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: folder)
    }

    private func link(_ path: String, to target: String) throws {
        try FileManager.default.createSymbolicLink(atPath: project + "/" + path, withDestinationPath: target)
    }

    func testPathsInsideAndLinksThatStayInside() throws {
        try link("Sources/Linked", to: "../Shared")
        try link("Sources/App/Dot", to: ".")
        var boundary = try ProjectBoundary(root: project, fileSystem: POSIXFileSystem())
        for path in ["scaffold.yml", "Sources/App/Generated/AppDelegate.swift", "Sources/Linked/New/File.swift",
                     "Sources/App/Dot/Dot/X.swift", "Missing/Folders/Below.swift"] {
            XCTAssertNil(try boundary.outside(path), path)
        }
    }

    func testLinksThatLeadOutAreFoundWhereverTheyAre() throws {
        try link("Sources/App/Generated", to: outside)
        try link("Sources/Out", to: outside + "/Sub")
        try link("Shared/Leaf.swift", to: outside + "/Leaf.swift")
        try link("Shared/Up", to: "../..")
        var boundary = try ProjectBoundary(root: project, fileSystem: POSIXFileSystem())
        XCTAssertEqual(try boundary.outside("Sources/App/Generated/AppDelegate.swift")?.resolved,
                       outside + "/AppDelegate.swift")
        XCTAssertEqual(try boundary.outside("Sources/App/Generated")?.resolved, outside)
        XCTAssertEqual(try boundary.outside("Sources/Out/Deeper/New.swift")?.resolved,
                       outside + "/Sub/Deeper/New.swift")
        XCTAssertEqual(try boundary.outside("Shared/Leaf.swift")?.resolved, outside + "/Leaf.swift", "a dangling link")
        XCTAssertEqual(try boundary.outside("Shared/Up/elsewhere.swift")?.resolved, folder + "/elsewhere.swift")
        XCTAssertEqual(try boundary.outside("../outside/x")?.resolved, outside + "/x", "written outside")
        let error = boundary.error("write", "Shared/Leaf.swift", Outside(resolved: outside + "/Leaf.swift"))
        XCTAssertEqual(error.rendered, "\(project)/Shared/Leaf.swift:1:1: error: refusing to write "
            + "'Shared/Leaf.swift': it lies outside the project folder '\(project)' (it leads to "
            + "'\(outside)/Leaf.swift' through a symbolic link); scaffold changes nothing outside the project")
    }

    func testEveryFileOfAFolderThatLeadsOutIsOutsideAsItsFirstIs() throws {
        try link("Sources/App/Generated", to: outside)
        var boundary = try ProjectBoundary(root: project, fileSystem: POSIXFileSystem())
        let absent: FileStatus?? = .some(nil)
        for name in ["A.swift", "B.swift", "A.swift"] {
            XCTAssertEqual(try boundary.outside("Sources/App/Generated/" + name, status: absent)?.resolved,
                           outside + "/" + name, name)
            XCTAssertNil(try boundary.outside("Sources/App/" + name, status: absent), name)
        }
        XCTAssertEqual(try boundary.outside(project + "/Sources/App/Generated/C.swift")?.resolved, outside + "/C.swift")
        // A file that is itself a link is resolved, whatever its folder: the caller says what it is.
        try link("Sources/App/Leaf.swift", to: outside + "/Leaf.swift")
        XCTAssertEqual(try boundary.outside("Sources/App/Leaf.swift", status: FileStatus(kind: .link, size: 0))?
            .resolved, outside + "/Leaf.swift")
    }

    /// Two folder names `String` finds equal but the disk does not (a precomposed "é" and an "e" with a combining
    /// accent): the one that is a link out is outside, whichever is asked about first.
    func testFoldersSpelledAlikeAreToldApartByTheirBytes() throws {
        let composed = "Sources/caf\u{E9}", decomposed = "Sources/cafe\u{301}"
        XCTAssertEqual(composed, decomposed)
        try FileManager.default.createDirectory(atPath: project + "/" + composed, withIntermediateDirectories: true)
        try link(decomposed, to: outside)
        let absent: FileStatus?? = .some(nil)
        for order in [[composed, decomposed], [decomposed, composed]] {
            var boundary = try ProjectBoundary(root: project, fileSystem: POSIXFileSystem())
            for folder in order {
                let found = try boundary.outside(folder + "/File.swift", status: absent)
                let isDecomposed = folder.utf8.elementsEqual(decomposed.utf8)
                XCTAssertEqual(found?.resolved, isDecomposed ? outside + "/File.swift" : nil, "\(order)")
            }
        }
        XCTAssertFalse(PathUtilities.isInside("/p/cafe\u{301}/x", folder: "/p/caf\u{E9}"))
        XCTAssertTrue(PathUtilities.isInside("/p/caf\u{E9}/x", folder: "/p/caf\u{E9}"))
        XCTAssertFalse(PathUtilities.isInside("/p/caf\u{E9}", folder: "/p/cafe\u{301}"))
    }

    func testALinkLoopIsSaidToBeOne() throws {
        try link("Sources/A", to: "B")
        try link("Sources/B", to: "A")
        var boundary = try ProjectBoundary(root: project, fileSystem: POSIXFileSystem())
        XCTAssertThrowsError(try boundary.outside("Sources/A/File.swift")) { error in
            XCTAssertTrue((error as? Diagnostic)?.message.contains("a symbolic link loop") == true, "\(error)")
        }
    }

    func testTheProjectReachedThroughALinkIsStillInside() throws {
        let alias = folder + "/alias"
        try FileManager.default.createSymbolicLink(atPath: alias, withDestinationPath: project)
        var boundary = try ProjectBoundary(root: alias, fileSystem: POSIXFileSystem())
        XCTAssertNil(try boundary.outside("Sources/App/New.swift"))
        XCTAssertNil(try boundary.outside(alias + "/scaffold.yml"))
    }
}

private typealias Outside = ProjectBoundary.Outside

extension FileManager {
    /// `path` with its links resolved (the temporary folder is a link on Apple's systems).
    func realpath(_ path: String) throws -> String {
        try createDirectory(atPath: path, withIntermediateDirectories: true)
        return try POSIXFileSystem().resolvedPath(path)
    }
}
