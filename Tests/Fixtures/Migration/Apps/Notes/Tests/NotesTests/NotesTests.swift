import XCTest
@testable import Notes

nonisolated final class NotesTests: XCTestCase {
    func testTheViewControllerLoads() async {
        let loaded = await MainActor.run { () -> Bool in
            let controller = ViewController()
            controller.loadViewIfNeeded()
            return controller.isViewLoaded
        }
        XCTAssertTrue(loaded)
    }
}
