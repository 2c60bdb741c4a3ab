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
}
