import XCTest
@testable import ScaffoldKit

/// Temporaries are known by their name, and only those whose writer is gone are left-overs.
final class TemporaryFilesTests: XCTestCase {
    func testNamesCarryTheProcessAndAreRecognised() {
        let name = TemporaryFiles.name(for: "AppDelegate.swift", sequence: 7)
        XCTAssertEqual(name, ".AppDelegate.swift.scaffold-\(getpid())-7")
        XCTAssertEqual(TemporaryFiles.writer(of: name), getpid())
        XCTAssertEqual(TemporaryFiles.writer(of: "..scaffold-journal.scaffold-12-3"), 12)
        for other in ["AppDelegate.swift", ".scaffold-journal", ".x.scaffold-12", ".x.scaffold-a-1", "x.scaffold-1-2",
                      ".x.scaffold-1-2-3", ".scaffold-1-2", ".x.scaffold-1234567890-1"] {
            XCTAssertNil(TemporaryFiles.writer(of: other), other)
        }
    }

    func testATemporaryPathIsItsNameInTheFolder() {
        let path = TemporaryFiles.nextPath(in: "/p/G", for: "A.swift")
        let name = PathUtilities.lastComponent(of: path)
        XCTAssertEqual(PathUtilities.parent(of: path), "/p/G")
        XCTAssertTrue(name.hasPrefix(".A.swift.scaffold-\(getpid())-"), name)
        XCTAssertEqual(TemporaryFiles.writer(of: name), getpid())
        XCTAssertNotEqual(TemporaryFiles.nextPath(in: "/p/G", for: "A.swift"), path, "a new sequence number")
        XCTAssertTrue(TemporaryFiles.nextPath(in: "/", for: "A.swift").hasPrefix("/.A.swift.scaffold-"))
    }

    func testOnlyATemporaryOfAProcessThatIsGoneIsALeftOver() {
        XCTAssertTrue(TemporaryFiles.isLeftOver(".A.swift.scaffold-999999999-1"), "no such process")
        XCTAssertFalse(TemporaryFiles.isLeftOver(TemporaryFiles.name(for: "A.swift", sequence: 1)), "this process")
        XCTAssertFalse(TemporaryFiles.isLeftOver(".A.swift.scaffold-1-1"), "process 1 is running")
        XCTAssertFalse(TemporaryFiles.isLeftOver("A.swift"))
    }
}
