import XCTest

@testable import ScaffoldKit

/// Which deprecations forwarders carry as `@available(*, deprecated…)`: only those in effect on every supported
/// deployment target (iOS 15 and later), with the message as written.
final class SwiftSignatureDeprecationTests: XCTestCase {
    private func requirement(_ available: String...) -> MethodRequirement {
        MethodRequirement(name: "application", parameters: [],
                          attributes: available.map { Attribute(name: "available", arguments: $0) },
                          location: SourceLocation(file: "P.swift", line: 1, column: 1))
    }

    private func carriedAttributes(of method: MethodRequirement) throws -> [String] {
        try SwiftSignature().carriedAttributes(of: method).map { try writtenText($0) }
    }

    func testAnOldIOSDeprecationKeepsItsMessage() throws {
        let method = requirement(#"iOS, introduced: 2.0, deprecated: 9.0, message: "Use the scene's window""#)
        XCTAssertEqual(SwiftSignature.obsoleteMessage(of: method), #""Use the scene's window""#)
        XCTAssertEqual(try carriedAttributes(of: method).last,
                       #"@available(*, deprecated, message: "Use the scene's window")"#)
    }

    func testAnOldDeprecationWithoutMessageHasAnEmptyOne() throws {
        XCTAssertEqual(SwiftSignature.obsoleteMessage(of: requirement("iOS, introduced: 4.0, deprecated: 15.0")), "")
        XCTAssertEqual(try carriedAttributes(of: requirement("iOS, deprecated: 12")).last,
                       "@available(*, deprecated)")
    }

    func testRecentOtherPlatformAndEverywhereDeprecationsAreNotMadeObsolete() {
        XCTAssertNil(SwiftSignature.obsoleteMessage(of: requirement("iOS, introduced: 13.0, deprecated: 17.0")))
        XCTAssertNil(SwiftSignature.obsoleteMessage(of: requirement("macOS, deprecated: 10.10, message: \"m\"")))
        XCTAssertNil(SwiftSignature.obsoleteMessage(of: requirement("*, deprecated, message: \"m\"")))
        XCTAssertNil(SwiftSignature.obsoleteMessage(of: requirement("iOS 13.0, *")))
    }

    func testNonASCIIMessagesAndCommasInsideMessagesAreKept() {
        let method = requirement(#"iOS, deprecated: 10.0, message: "Utilisez « window », pas ça""#)
        XCTAssertEqual(SwiftSignature.obsoleteMessage(of: method), #""Utilisez « window », pas ça""#)
    }
}
