import XCTest
@testable import Notes

final class NotesTests: XCTestCase {
    func testTheViewControllerLoads() {
        let controller = ViewController()
        controller.loadViewIfNeeded()
        XCTAssertNotNil(controller.view)
    }
}
