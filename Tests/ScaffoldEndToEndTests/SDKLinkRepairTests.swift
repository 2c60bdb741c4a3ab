import Foundation
import XCTest

/// A copy of an SDK whose symbolic links were flattened into files holding the link's path is used through a
/// repaired copy, with the links restored; the original is not written. Needs no SDK: made-up folders.
final class SDKLinkRepairTests: XCTestCase {
    func testFlattenedLinksAreFoundAndRestoredInACopyLeavingTheOriginalAsItWas() throws {
        let root = try TestPaths.temporaryFolder("sdk-repair")
        defer { try? FileManager.default.removeItem(at: root) }
        let sdk = root.appendingPathComponent("Fake.sdk")
        let include = sdk.appendingPathComponent("usr/include")
        try FileManager.default.createDirectory(at: include.appendingPathComponent("pthread"),
                                                withIntermediateDirectories: true)
        try "#define PTHREAD 1\n".write(to: include.appendingPathComponent("pthread/pthread.h"), atomically: true,
                                        encoding: .utf8)
        try "pthread/pthread.h".write(to: include.appendingPathComponent("pthread.h"), atomically: true,
                                      encoding: .utf8)
        // Short files that are not links: a word, and a path to nothing.
        try "hello\n".write(to: include.appendingPathComponent("word.h"), atomically: true, encoding: .utf8)
        try "missing/file.h".write(to: include.appendingPathComponent("dangling.h"), atomically: true, encoding: .utf8)

        XCTAssertEqual(SDKLinkRepair.flattenedLinks(in: sdk),
                       [.init(file: "usr/include/pthread.h", destination: "pthread/pthread.h")])
        let cache = root.appendingPathComponent("cache")
        let repaired = try SDKLinkRepair.usable(sdk, cache: cache)
        XCTAssertNotEqual(repaired.path, sdk.path)
        let link = repaired.appendingPathComponent("usr/include/pthread.h").path
        XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: link), "pthread/pthread.h")
        XCTAssertEqual(try String(contentsOfFile: link, encoding: .utf8), "#define PTHREAD 1\n")
        XCTAssertEqual(try String(contentsOf: include.appendingPathComponent("pthread.h"), encoding: .utf8),
                       "pthread/pthread.h")
        XCTAssertEqual(SDKLinkRepair.flattenedLinks(in: repaired), [])
        XCTAssertEqual(try SDKLinkRepair.usable(sdk, cache: cache).path, repaired.path, "a second run reuses the copy")
        XCTAssertEqual(try SDKLinkRepair.usable(repaired, cache: cache).path, repaired.path,
                       "a sound SDK is used as it is")
    }
}
