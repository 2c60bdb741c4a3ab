import Foundation
import XCTest
@testable import ScaffoldKit

/// What stands where the manifest should be is said for what it is.
final class ManifestLocatorTests: XCTestCase {
    private var folder = ""
    private let fs = POSIXFileSystem()

    override func setUpWithError() throws {
        folder = try FileManager.default.realpath(NSTemporaryDirectory() + "scaffold-locator-\(UUID().uuidString)")
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: folder)
    }

    private func error(_ body: () throws -> String?) -> String? {
        do {
            return "found \(try body() ?? "nothing")"
        } catch {
            return (error as? Diagnostic)?.message
        }
    }

    func testAFolderNamedLikeTheManifestIsSaidToBeAFolder() throws {
        try fs.createDirectory(folder + "/scaffold.yml")
        XCTAssertEqual(error { try ManifestLocator.find(from: self.folder, in: self.fs) },
                       "manifest '\(folder)/scaffold.yml' is a folder, not a file")
        XCTAssertEqual(error { try ManifestLocator.resolve(explicit: self.folder + "/scaffold.yml", in: self.fs) },
                       "manifest '\(folder)/scaffold.yml' is a folder, not a file")
        do {
            _ = try ManifestLocator.find(from: folder, in: fs)
            XCTFail("a folder was taken for the manifest")
        } catch let diagnostic as Diagnostic {
            XCTAssertEqual(diagnostic.location?.description, "\(folder)/scaffold.yml:1:1", "located, as Xcode jumps")
        }
    }

    func testANameTooLongIsSaidToBeOneNotMissing() {
        let long = folder + "/" + String(repeating: "a", count: 300) + "/scaffold.yml"
        XCTAssertEqual(error { try ManifestLocator.resolve(explicit: long, in: self.fs) },
                       "manifest '\(long)' cannot be read: the name '\(String(repeating: "a", count: 40))…' is 300 "
                        + "bytes long, more than the 255 a file system takes")
    }

    func testALinkLoopAFIFOAndALinkToNothingAreSaidToBeWhatTheyAre() throws {
        let manager = FileManager.default
        try manager.createSymbolicLink(atPath: folder + "/loop.yml", withDestinationPath: "loop.yml")
        try manager.createSymbolicLink(atPath: folder + "/gone.yml", withDestinationPath: "nothing.yml")
        XCTAssertEqual(mkfifo(folder + "/pipe.yml", 0o644), 0)
        XCTAssertEqual(error { try ManifestLocator.resolve(explicit: self.folder + "/loop.yml", in: self.fs) },
                       "cannot resolve '\(folder)/loop.yml': a symbolic link loop (or too many links) is on the way")
        XCTAssertEqual(error { try ManifestLocator.resolve(explicit: self.folder + "/gone.yml", in: self.fs) },
                       "manifest '\(folder)/gone.yml' is a symbolic link to '\(folder)/nothing.yml', which does not "
                        + "exist")
        XCTAssertEqual(error { try ManifestLocator.resolve(explicit: self.folder + "/pipe.yml", in: self.fs) },
                       "manifest '\(folder)/pipe.yml' is a FIFO (named pipe), not a file")
    }

    func testTheFolderOfAnInterruptedRunIsTheProjectEvenWithoutItsManifest() throws {
        try fs.createDirectory(folder + "/Sources")
        try fs.write([], to: folder + "/.scaffold-journal")
        XCTAssertEqual(try ManifestLocator.find(from: folder + "/Sources", in: fs), folder + "/scaffold.yml")
    }
}
