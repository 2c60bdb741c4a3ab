//
//  MyAppTests.swift
//  MyAppTests
//
//  Created by Jane Appleseed on 26/11/2026.
//

import Testing
@testable import MyApp

struct MyAppTests {

    @Test func example() async throws {
        // Write your test here and use APIs like `#expect(...)` to check expected conditions.
    }

}
