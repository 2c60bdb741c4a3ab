import XCTest
@testable import Recipes

nonisolated final class RecipesTests: XCTestCase {
    func testTheListHasATitle() async {
        let title = await MainActor.run { () -> String? in
            let list = RecipeListViewController()
            list.loadViewIfNeeded()
            return list.title
        }
        XCTAssertEqual(title, "Recipes")
    }
}
