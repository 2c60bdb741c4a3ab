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
        for fixture in AdoptionFixture.allCases {
            let (before, project) = try fixture.adopted()
            let written = project.files.filter { before[$0.key] != $0.value }
            let folder = goldenFolder.appendingPathComponent(fixture.rawValue)
            if GoldenFolder.isRecording {
                try GoldenFolder.record(written, in: folder)
                continue
            }
            let recorded = try GoldenFolder.read(folder)
            XCTAssertEqual(Set(written.keys), Set(recorded.keys), "\(fixture): the set of written files changed")
            for (path, text) in written.sorted(by: { $0.key < $1.key }) where recorded[path] != nil {
                XCTAssertEqual(text, recorded[path], "\(fixture): \(path) differs from its golden copy")
            }
        }
    }
}
