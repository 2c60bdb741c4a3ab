import XCTest
@testable import Recipes

final class RecipesTests: XCTestCase {
    func testTheListHasATitle() {
        let list = RecipeListViewController()
        list.loadViewIfNeeded()
        XCTAssertEqual(list.title, "Recipes")
    }
}
