//
//  MyAppUITests.swift
//  MyAppUITests
//
//  Created by Jane Appleseed on 26/11/2026.
//

import XCTest

final class MyAppUITests: XCTestCase {

    @MainActor
    func testExample() throws {
        let app = XCUIApplication()
        app.launch()
    }
}
