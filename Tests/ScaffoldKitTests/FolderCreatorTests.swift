import XCTest
@testable import ScaffoldKit

final class FolderCreatorTests: XCTestCase {
    /// Records each lookup and each `mkdir` against a set of existing folders.
    private final class Disk {
        var folders: Set<String>
        var lookups: [String] = []
        var made: [String] = []

        init(_ folders: Set<String>) { self.folders = folders }

        func creator() -> FolderCreator {
            FolderCreator(isDirectory: { path in
                self.lookups.append(path)
                return self.folders.contains(path)
            }, makeFolder: { path in
                self.made.append(path)
                self.folders.insert(path)
            })
        }
    }

    func testEachFolderIsLookedUpAndMadeAtMostOnce() throws {
        let disk = Disk(["/", "/r"])
        var creator = disk.creator()
        for path in ["/r/a/b", "/r/a/b/", "/r/a/c", "/r/a", "/r/d", "/r/a/b"] { try creator.create(path) }
        XCTAssertEqual(disk.made, ["/r/a", "/r/a/b", "/r/a/c", "/r/d"])
        XCTAssertEqual(disk.lookups, ["/r/a/b", "/r/a", "/r", "/r/a/c", "/r/d"])
        XCTAssertEqual(Set(disk.lookups).count, disk.lookups.count, "no folder is looked up twice")
    }

    func testRelativePathsStopAtTheWorkingDirectoryAndFailuresPropagate() throws {
        let disk = Disk([])
        var creator = disk.creator()
        try creator.create("x/y")
        XCTAssertEqual(disk.made, ["x", "x/y"])
        var failing = FolderCreator(isDirectory: { _ in false }, makeFolder: { path in
            throw Diagnostic.error("cannot create folder '\(path)': Permission denied", at: nil)
        })
        XCTAssertThrowsError(try failing.create("/q/z")) { error in
            XCTAssertEqual((error as? Diagnostic)?.message, "cannot create folder '/q': Permission denied")
        }
    }
}
