import XCTest
@testable import ScaffoldKit

/// A folder normalized once (`FolderPath`) names each file as `Generator.join` of the folder and the file does.
final class FolderPathTests: XCTestCase {
    func testAFileInAFolderIsTheJoinOfBoth() {
        let folders = ["", ".", "./", "Sources/App/Components", "Sources/App/Components/", "./Sources//App/./Gen",
                       "a/..", "a/../b", "..", "../Shared/Tests", "/", "/abs/path/", "/..", "Tests/AppTests"]
        for folder in folders {
            for (name, suffix) in [("AnalyticsComponent", ".swift"), ("Push", "Tests.swift"), ("Sub/Leaf", ".swift"),
                                   ("../Up", ".swift")] {
                XCTAssertEqual(FolderPath(folder).file(name, suffix), Generator.join(folder, name + suffix),
                               "\(folder) + \(name)\(suffix)")
            }
        }
    }
}
