import XCTest
@testable import ScaffoldKit

final class InMemoryFileSystemTests: XCTestCase {
    func testInitialFilesAreRelativeToTheWorkingFolder() throws {
        let fs = InMemoryFileSystem(currentDirectory: "/p", files: ["a/b.txt": "hi"])
        XCTAssertEqual(fs.text(of: "/p/a/b.txt"), "hi")
        XCTAssertEqual(try fs.contents(of: "a/b.txt"), Array("hi".utf8))
        XCTAssertTrue(fs.isDirectory("/p/a"))
        XCTAssertTrue(fs.fileExists("/p/a"))
        XCTAssertFalse(fs.isDirectory("/p/a/b.txt"))
        XCTAssertNil(try fs.contents(of: "/p/missing"))
    }

    func testWriteStampsGrowAndLogIsKept() throws {
        let fs = InMemoryFileSystem(currentDirectory: "/p")
        try fs.write(Array("1".utf8), to: "x/one.txt")
        try fs.write(Array("2".utf8), to: "x/two.txt")
        let first = try XCTUnwrap(fs.modificationStamp(of: "x/one.txt"))
        let second = try XCTUnwrap(fs.modificationStamp(of: "x/two.txt"))
        XCTAssertLessThan(first, second)
        try fs.write(Array("1b".utf8), to: "x/one.txt")
        XCTAssertGreaterThan(try XCTUnwrap(fs.modificationStamp(of: "x/one.txt")), second)
        XCTAssertEqual(fs.writtenPaths, ["/p/x/one.txt", "/p/x/two.txt", "/p/x/one.txt"])
    }

    func testEntriesAreSortedNamesOfFilesAndFolders() throws {
        let fs = InMemoryFileSystem(currentDirectory: "/p", files: ["d/b": "", "d/a": "", "d/sub/c": ""])
        XCTAssertEqual(try fs.entries(of: "d"), ["a", "b", "sub"])
        XCTAssertEqual(try fs.entries(of: "nowhere"), [])
        XCTAssertThrowsError(try fs.entries(of: "d/a"))
    }

    func testRemoveAndErrors() throws {
        let fs = InMemoryFileSystem(currentDirectory: "/p", files: ["f": "x"])
        try fs.removeFile("f")
        try fs.removeFile("f")
        XCTAssertEqual(fs.removedPaths, ["/p/f"])
        XCTAssertFalse(fs.fileExists("f"))
        fs.createDirectory("dir")
        XCTAssertThrowsError(try fs.write([], to: "dir")) { error in
            XCTAssertEqual((error as? Diagnostic)?.rendered, "scaffold: error: cannot write '/p/dir': Is a directory")
        }
        XCTAssertThrowsError(try fs.contents(of: "dir"))
        try fs.write([], to: "file")
        XCTAssertThrowsError(try fs.write([], to: "file/inner"))
    }
}
