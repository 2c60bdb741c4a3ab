import XCTest
@testable import ScaffoldKit

final class PathUtilitiesTests: XCTestCase {
    func testNormalize() {
        XCTAssertEqual(PathUtilities.normalize("a/./b//c/../d/"), "a/b/d")
        XCTAssertEqual(PathUtilities.normalize("/../x"), "/x")
        XCTAssertEqual(PathUtilities.normalize("../a/../../b"), "../../b")
        XCTAssertEqual(PathUtilities.normalize("a/.."), ".")
        XCTAssertEqual(PathUtilities.normalize("/"), "/")
    }

    func testJoinParentAndLastComponent() {
        XCTAssertEqual(PathUtilities.join("/p", "a/b"), "/p/a/b")
        XCTAssertEqual(PathUtilities.join("/p/", "a"), "/p/a")
        XCTAssertEqual(PathUtilities.join("/p", "/abs"), "/abs")
        XCTAssertEqual(PathUtilities.parent(of: "/p/a/b.swift"), "/p/a")
        XCTAssertEqual(PathUtilities.parent(of: "/p"), "/")
        XCTAssertEqual(PathUtilities.parent(of: "name"), ".")
        XCTAssertEqual(PathUtilities.lastComponent(of: "/p/a/b.swift"), "b.swift")
        XCTAssertEqual(PathUtilities.join("/", "a"), "/a")
        XCTAssertEqual(PathUtilities.join("", "a"), "a")
        XCTAssertEqual(PathUtilities.join("/p", ""), "/p")
    }

    func testSplitIsParentAndLastComponent() {
        for path in ["/p/a/b.swift", "/p", "/", "name", "a/b/", "a//b/./c", "/p/../q/r", ".", "..", "é/ü.swift"] {
            let (folder, name) = PathUtilities.split(path)
            XCTAssertEqual(folder, PathUtilities.parent(of: path), path)
            XCTAssertEqual(String(name), PathUtilities.lastComponent(of: path), path)
        }
        XCTAssertNil(PathUtilities.lastSlash(in: "name"))
        let path = "é/ä/b.swift"
        XCTAssertEqual(PathUtilities.lastSlash(in: path).map { String(path[..<$0]) }, "é/ä")
    }

    func testIsInsideAndRelative() {
        XCTAssertTrue(PathUtilities.isInside("/p/a/../b", folder: "/p"))
        XCTAssertFalse(PathUtilities.isInside("/p/../q", folder: "/p"))
        XCTAssertFalse(PathUtilities.isInside("/pq", folder: "/p"))
        XCTAssertTrue(PathUtilities.isInside("a/b", folder: "."))
        XCTAssertFalse(PathUtilities.isInside("a/../../b", folder: "."))
        XCTAssertEqual(PathUtilities.relative("/p/a/b", to: "/p"), "a/b")
        XCTAssertNil(PathUtilities.relative("/q", to: "/p"))
        XCTAssertEqual(PathUtilities.absolute("../x", in: "/p/q"), "/p/x")
    }

    func testDisplayedPathsAreRelativeInsideTheWorkingFolderOnly() {
        XCTAssertEqual(PathUtilities.displayed("/p/a/scaffold.yml", from: "/p"), "a/scaffold.yml")
        XCTAssertEqual(PathUtilities.displayed("/q/scaffold.yml", from: "/p"), "/q/scaffold.yml")
        XCTAssertEqual(PathUtilities.displayed("/p", from: "/p"), "/p")
    }

    /// The shortcut for paths that are already normal never changes what `normalize` returns.
    func testPathsRecognisedAsNormalAreExactlyThoseNormalizeKeeps() {
        let parts = ["", ".", "..", "a", "ab", ".a", "..a", "a.", "Sources", "x..y"]
        var paths: [String] = ["/", "//", "/.", "/..", "a/", "/a/", "./a", "a/./b", "a//b"]
        for first in parts {
            for second in parts {
                for third in ["", "c"] {
                    paths.append([first, second, third].joined(separator: "/"))
                    paths.append("/" + [first, second].joined(separator: "/"))
                    paths.append(first + second + third)
                }
            }
        }
        for path in paths {
            let slow = PathUtilities.normalize(path + "/x/..")
            if PathUtilities.isNormal(path) {
                XCTAssertEqual(PathUtilities.normalize(path), path, path)
                XCTAssertEqual(slow, path, "'\(path)' is normal but the long way gives '\(slow)'")
            }
        }
        for path in ["Sources/App/Generated/AppDelegate.swift", "/p/G/A.swift", "a", "/", ".hidden/x..y"] {
            XCTAssertTrue(PathUtilities.isNormal(path), path)
        }
    }
}
