import Foundation
import XCTest
@testable import ScaffoldKit

/// The Info.plist fixtures under `Tests/Fixtures/Migration`, and Foundation's `PropertyListSerialization` as the
/// independent reader of what scaffold writes.
enum InfoPlistFixture {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/Migration")

    static func bytes(_ name: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: folder.appendingPathComponent(name)))
    }

    static func text(_ name: String) throws -> String {
        String(decoding: try bytes(name), as: UTF8.self)
    }

    /// The top-level dictionary as Foundation reads it.
    static func foundationDictionary(_ bytes: [UInt8], file: StaticString = #filePath, line: UInt = #line) throws
        -> [String: Any]
    {
        let value = try PropertyListSerialization.propertyList(from: Data(bytes), options: [], format: nil)
        return try XCTUnwrap(value as? [String: Any], "not a dictionary", file: file, line: line)
    }
}
