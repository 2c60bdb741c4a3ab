import Foundation
import XCTest
@testable import ScaffoldKit

final class ScratchDumpTests: XCTestCase {
    func testDump() throws {
        let spec = try GeneratorFixture.catalogSpec()
        let files = try GeneratorFixture.files([
            GeneratorFixture.component("Push", ["application(_:didFinishLaunchingWithOptions:)",
                "application(_:didReceiveRemoteNotification:fetchCompletionHandler:)"]),
            GeneratorFixture.component("All", spec.methods.map(\.selector)),
        ])
        let root = URL(fileURLWithPath: "/tmp/e2e")
        for file in files {
            let url = root.appendingPathComponent(file.path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try file.contents.write(to: url, atomically: true, encoding: .utf8)
        }
    }
}
