import XCTest
@testable import ScaffoldKit

final class XcodeFileListsTests: XCTestCase {
    func testInputsAreTheReadsThatAreNotWrittenAndOutputsEveryRenderedFile() {
        let files = [
            GeneratedFile(path: "Sources/App/AppDelegate/Generated/AppDelegate.swift", contents: "", ownership: .generated),
            GeneratedFile(path: "Sources/App/AppDelegate/Components/PushComponent.swift", contents: "", ownership: .user),
        ]
        let lists = XcodeFileLists(
            reads: ["/p/scaffold.yml", "/p/Sources/App/AppDelegate/Generated/AppDelegate.swift",
                    "/p/Sources/App/AppDelegate/Components/AnalyticsComponent.swift", "/shared/Delegate.swift"],
            files: files, directory: "/p")
        XCTAssertEqual(lists.inputs, ["../shared/Delegate.swift",
                                      "Sources/App/AppDelegate/Components/AnalyticsComponent.swift", "scaffold.yml"])
        XCTAssertEqual(lists.outputs, ["Sources/App/AppDelegate/Components/PushComponent.swift",
                                       "Sources/App/AppDelegate/Generated/AppDelegate.swift"])
        XCTAssertEqual(XcodeFileLists.text(lists.inputs.suffix(1)), "$(SRCROOT)/scaffold.yml\n")
    }

    func testTheLoggingFileSystemNotesFilesReadAndRefusesWrites() throws {
        let base = InMemoryFileSystem(currentDirectory: "/p", files: ["a.txt": "a", "b/c.txt": "c"])
        let logging = ReadLoggingFileSystem(base: base)
        XCTAssertEqual(try logging.contents(of: "a.txt"), Array("a".utf8))
        XCTAssertNil(try logging.contents(of: "missing.txt"))
        _ = try logging.prefix(of: "/p/b/c.txt", count: 1)
        XCTAssertTrue(logging.fileExists("/p/a.txt"))
        XCTAssertEqual(logging.readPaths, ["/p/a.txt", "/p/b/c.txt"])
        XCTAssertThrowsError(try logging.write([], to: "/p/a.txt"))
        XCTAssertThrowsError(try logging.removeFile("/p/a.txt"))
        XCTAssertEqual(base.text(of: "/p/a.txt"), "a")
    }
}
