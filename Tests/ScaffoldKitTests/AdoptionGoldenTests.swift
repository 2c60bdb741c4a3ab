import Foundation
import XCTest
@testable import ScaffoldKit
import ScaffoldCLI
import ScaffoldTestSupport

/// Every file `scaffold adopt` writes for the fixtures, compared byte for byte with reviewed copies in
/// `Tests/Golden/Adoption/`. Re-record on purpose with `SCAFFOLD_RECORD_GOLDEN=1 swift test --filter
/// AdoptionGoldenTests`, then review the diff.
final class AdoptionGoldenTests: XCTestCase {
    private let goldenFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Golden/Adoption")

    func testAdoptedFixturesMatchTheReviewedOutput() throws {
        let recording = ProcessInfo.processInfo.environment["SCAFFOLD_RECORD_GOLDEN"] == "1"
        for fixture in AdoptionFixture.allCases {
            let before = try fixture.files()
            let project = try fixture.project()
            let result = project.run("adopt", fixture.delegatePath)
            XCTAssertEqual(result.status, 0, "\(fixture): \(result.errors)")
            let written = project.files.filter { before[$0.key] != $0.value }
            let folder = goldenFolder.appendingPathComponent(fixture.rawValue)
            if recording {
                try? FileManager.default.removeItem(at: folder)
                for (path, text) in written {
                    let url = folder.appendingPathComponent(path + ".golden")
                    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(),
                                                            withIntermediateDirectories: true)
                    try text.write(to: url, atomically: true, encoding: .utf8)
                }
                continue
            }
            let recorded = try goldenFiles(in: folder)
            XCTAssertEqual(Set(written.keys), Set(recorded.keys), "\(fixture): the set of written files changed")
            for (path, text) in written.sorted(by: { $0.key < $1.key }) where recorded[path] != nil {
                XCTAssertEqual(text, recorded[path], "\(fixture): \(path) differs from its golden copy")
            }
        }
    }

    private func goldenFiles(in folder: URL) throws -> [String: String] {
        var files: [String: String] = [:]
        let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
        while let url = enumerator?.nextObject() as? URL {
            guard url.pathExtension == "golden" else { continue }
            let relative = String(url.path.dropFirst(folder.path.count + 1).dropLast(".golden".count))
            files[relative] = try String(contentsOf: url, encoding: .utf8)
        }
        return files
    }
}
