import Foundation
import XCTest
@testable import ScaffoldKit

/// Walking a folder on the real disk: each real folder once, links out of the boundary skipped or refused.
final class FolderWalkTests: XCTestCase {
    private var folder = ""

    override func setUpWithError() throws {
        folder = try FileManager.default.realpath(NSTemporaryDirectory() + "scaffold-walk-\(UUID().uuidString)")
        let fs = POSIXFileSystem()
        for path in ["project/T/A.template", "project/T/Sub/B.template", "project/T/.hidden/C.template",
                     "project/Shared/D.template", "outside/E.template"] {
            try fs.write(Array("x".utf8), to: folder + "/" + path)
        }
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: folder)
    }

    private func link(_ path: String, to target: String) throws {
        try FileManager.default.createSymbolicLink(atPath: folder + "/project/" + path, withDestinationPath: target)
    }

    private func walk(_ linksOut: FolderWalk<POSIXFileSystem>.LinksOut) throws -> [String] {
        try FolderWalk(fileSystem: POSIXFileSystem(), boundary: folder + "/project", linksOut: linksOut)
            .files(under: folder + "/project/T")
    }

    func testTwoLinksToTheFolderItselfDoNotMultiplyTheWalk() throws {
        try link("T/a", to: ".")
        try link("T/b", to: ".")
        try link("T/Sub/up", to: "..")
        XCTAssertEqual(try walk(.refuse), ["A.template", "Sub/B.template"])
    }

    func testALinkInsideIsFollowedOnce() throws {
        try link("T/Linked", to: "../Shared")
        try link("T/Twice", to: "../Shared")
        try link("T/Alias.template", to: "A.template")
        XCTAssertEqual(try walk(.refuse), ["A.template", "Alias.template", "Linked/D.template", "Sub/B.template"])
    }

    func testALinkOutIsSkippedOrRefused() throws {
        try link("T/Out", to: folder + "/outside")
        try link("T/Out.template", to: folder + "/outside/E.template")
        XCTAssertEqual(try walk(.skip), ["A.template", "Sub/B.template"])
        XCTAssertThrowsError(try walk(.refuse)) { error in
            XCTAssertEqual((error as? Diagnostic)?.rendered, "\(self.folder)/project/T/Out:1:1: error: "
                + "'\(self.folder)/project/T/Out' is a symbolic link to '\(self.folder)/outside', outside the project "
                + "folder '\(self.folder)/project'; scaffold reads only inside the project")
        }
    }

    /// A template override linked to nothing would silently leave the built-in template in force.
    func testALinkToNothingIsSkippedOrRefused() throws {
        try link("T/Gone.template", to: "Missing.template")
        XCTAssertEqual(try walk(.skip), ["A.template", "Sub/B.template"])
        XCTAssertThrowsError(try walk(.refuse)) { error in
            XCTAssertEqual((error as? Diagnostic)?.rendered, "\(self.folder)/project/T/Gone.template:1:1: error: "
                + "'\(self.folder)/project/T/Gone.template' is a symbolic link to "
                + "'\(self.folder)/project/T/Missing.template', which does not exist")
        }
    }

    func testWithoutABoundaryLinksLeadAnywhereButEachFolderIsStillWalkedOnce() throws {
        try link("T/Out", to: folder + "/outside")
        try link("T/Loop", to: "..")
        let files = try FolderWalk(fileSystem: POSIXFileSystem(), boundary: nil, linksOut: .refuse)
            .files(under: folder + "/project/T")
        XCTAssertEqual(files, ["A.template", "Loop/Shared/D.template", "Out/E.template", "Sub/B.template"])
    }
}
