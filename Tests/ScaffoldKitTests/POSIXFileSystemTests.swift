import Foundation
import XCTest
@testable import ScaffoldKit

final class POSIXFileSystemTests: XCTestCase {
    private var folder = ""

    override func setUpWithError() throws {
        folder = NSTemporaryDirectory() + "scaffold-posix-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: folder)
    }

    func testWriteCreatesFoldersAndLeavesNoTemporaryFile() throws {
        let fs = POSIXFileSystem()
        let path = folder + "/a/b/c.txt"
        try fs.write(Array("hello\n".utf8), to: path)
        XCTAssertEqual(try fs.contents(of: path), Array("hello\n".utf8))
        XCTAssertEqual(try fs.entries(of: folder + "/a/b"), ["c.txt"])
    }

    /// Writes a longer text to an executable file, rewrites it as "new" with `rewrite`, checks the text, the
    /// permissions and that no temporary is left, and returns whether the file kept its inode.
    private func rewriteExecutable(_ rewrite: (POSIXFileSystem, String) throws -> Void) throws -> Bool {
        let fs = POSIXFileSystem()
        let path = folder + "/run.sh"
        try fs.write(Array("a longer old text".utf8), to: path)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: path)
        let inodeBefore = try XCTUnwrap(FileManager.default.attributesOfItem(atPath: path)[.systemFileNumber] as? Int)
        try rewrite(fs, path)
        let attributes = try FileManager.default.attributesOfItem(atPath: path)
        XCTAssertEqual(attributes[.posixPermissions] as? Int, 0o755)
        XCTAssertEqual(try fs.contents(of: path), Array("new".utf8))
        XCTAssertEqual(try fs.entries(of: folder), ["run.sh"])
        return attributes[.systemFileNumber] as? Int == inodeBefore
    }

    func testWriteReplacesAtomicallyAndKeepsPermissions() throws {
        let keptInode = try rewriteExecutable { try $0.write(Array("new".utf8), to: $1) }
        XCTAssertFalse(keptInode, "replaced by rename, not rewritten")
    }

    func testWriteInPlaceKeepsTheFileAndMakesNoTemporaryNorFolder() throws {
        let keptInode = try rewriteExecutable { try $0.writeInPlace(Array("new".utf8), to: $1) }
        XCTAssertTrue(keptInode, "rewritten, not replaced")
        XCTAssertThrowsError(try POSIXFileSystem().writeInPlace([], to: folder + "/missing/a.swift"))
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder + "/missing"))
    }

    func testModificationTimeIsKeptWhenNotRewritten() throws {
        let fs = POSIXFileSystem()
        let path = folder + "/Generated/A.swift"
        let file = GeneratedFile(
            path: "Generated/A.swift", contents: GeneratedFile.marker + "\n", ownership: .generated)
        let writer = OutputWriter(fileSystem: fs)
        _ = try writer.write([file], root: folder)
        let before = try XCTUnwrap(fs.modificationTime(of: path))
        let inodeBefore = try FileManager.default.attributesOfItem(atPath: path)[.systemFileNumber] as? Int
        usleep(20_000)
        let report = try writer.write([file], root: folder, sweeping: ["Generated"])
        XCTAssertEqual(report.unchanged, ["Generated/A.swift"])
        XCTAssertEqual(fs.modificationTime(of: path), before)
        XCTAssertEqual(try FileManager.default.attributesOfItem(atPath: path)[.systemFileNumber] as? Int, inodeBefore)
        XCTAssertEqual(try fs.entries(of: folder + "/Generated"), ["A.swift"], "no temporary left")
    }

    func testEntriesSortedAndMissingFolderIsEmpty() throws {
        let fs = POSIXFileSystem()
        for name in ["b", "a", "C"] { try fs.write([], to: folder + "/" + name) }
        try fs.createDirectory(folder + "/d/e")
        XCTAssertEqual(try fs.entries(of: folder), ["C", "a", "b", "d"])
        XCTAssertEqual(try fs.entries(of: folder + "/missing"), [])
        XCTAssertThrowsError(try fs.entries(of: folder + "/a")) { error in
            XCTAssertEqual("\(error)".contains("Not a directory"), true, "\(error)")
        }
    }

    func testMkdirPAndDirectoryQueries() throws {
        let fs = POSIXFileSystem()
        try fs.createDirectory(folder + "/x/y/z")
        try fs.createDirectory(folder + "/x/y/z")
        XCTAssertTrue(fs.isDirectory(folder + "/x/y/z"))
        XCTAssertTrue(fs.fileExists(folder + "/x/y"))
        XCTAssertFalse(fs.isRegularFile(folder + "/x"))
        try fs.write([], to: folder + "/file")
        XCTAssertThrowsError(try fs.createDirectory(folder + "/file/sub"))
    }

    func testErrorsNameThePathAndTheReason() throws {
        let fs = POSIXFileSystem()
        XCTAssertNil(try fs.contents(of: folder + "/missing"))
        XCTAssertThrowsError(try fs.contents(of: folder)) { error in
            XCTAssertEqual((error as? Diagnostic)?.message,
                           "cannot read '\(self.folder)': it is a folder, not a regular file")
        }
        try fs.write([], to: folder + "/file")
        XCTAssertThrowsError(try fs.write([], to: folder + "/file/inner")) { error in
            XCTAssertEqual((error as? Diagnostic)?.message, "cannot create folder '\(self.folder)/file': File exists")
        }
        try fs.removeFile(folder + "/file")
        try fs.removeFile(folder + "/file")
        XCTAssertFalse(fs.fileExists(folder + "/file"))
    }

    func testPrefixReadsAtMostCountBytesAndFailsLikeContents() throws {
        let fs = POSIXFileSystem()
        let path = folder + "/long.txt"
        let text = Array(String(repeating: "0123456789", count: 1000).utf8)
        try fs.write(text, to: path)
        XCTAssertEqual(try fs.prefix(of: path, count: 15), Array(text.prefix(15)))
        XCTAssertEqual(try fs.prefix(of: path, count: 0), [])
        XCTAssertEqual(try fs.prefix(of: path, count: 50_000), text)
        XCTAssertNil(try fs.prefix(of: folder + "/missing.txt", count: 10))
        XCTAssertThrowsError(try fs.prefix(of: folder, count: 10))
    }

    /// The sweep decides from a file's first bytes whether it is generated; a long header is read in full.
    func testSweepFindsStaleFilesWhoseMarkerIsBeyondTheFirstBytes() throws {
        let fs = POSIXFileSystem()
        let longLine = String(repeating: "x", count: 5000)
        let marker = GeneratedFile.marker
        try fs.write(Array("// \(longLine)\n\(marker)\nstale\n".utf8), to: folder + "/G/LongHeader.swift")
        try fs.write(Array("\(marker)\nstale\n".utf8), to: folder + "/G/Short.swift")
        try fs.write(Array("// mine\n\(longLine)\n".utf8), to: folder + "/G/UsersLong.swift")
        try fs.write(Array("a\nb\nc\nd\ne\nf\n\(marker)\n".utf8), to: folder + "/G/MarkerTooLate.swift")
        let plan = WritePlanner(fileSystem: fs).plan(root: folder, files: [], sweptFolders: ["G"])
        XCTAssertEqual(plan.changes.map(\.path), ["G/LongHeader.swift", "G/Short.swift"])
        XCTAssertEqual(plan.changes.map(\.action), [.delete, .delete])
    }

    func testCurrentDirectoryIsAbsolute() {
        XCTAssertEqual(POSIXFileSystem().currentDirectory, FileManager.default.currentDirectoryPath)
    }

    func testManifestIsFoundWalkingUp() throws {
        let fs = POSIXFileSystem()
        try fs.write([], to: folder + "/scaffold.yml")
        try fs.createDirectory(folder + "/Sources/App")
        XCTAssertEqual(try ManifestLocator.find(from: folder + "/Sources/App", in: fs), folder + "/scaffold.yml")
        XCTAssertNil(try ManifestLocator.find(named: "nothing-\(UUID().uuidString).yml", from: folder, in: fs))
    }

    /// The lock is a real `flock`, taken once per run: while it is held, another process, and another holder in
    /// this process, are refused; released, both get it.
    func testProjectLockExcludesAnotherProcessAndAnotherHolderUntilReleased() throws {
        let lock = ProjectLock(folder: folder)
        let impatient = ProjectLock(folder: folder + "/.", waiting: .fail)
        try lock.withExclusiveLock {
            XCTAssertThrowsError(try impatient.withExclusiveLock {}) { error in
                XCTAssertTrue((error as? Diagnostic)?.message.contains("another scaffold run is working on") == true)
            }
            XCTAssertEqual(try flockStatus(), 1, "another process must not get the lock")
        }
        XCTAssertNoThrow(try impatient.withExclusiveLock {})
        XCTAssertEqual(try flockStatus(), 0, "released after the holder")
    }

    /// The exit status of `flock --nonblock --exclusive` on the folder: 1 when it is locked.
    private func flockStatus() throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/flock")
        process.arguments = ["--nonblock", "--exclusive", folder, "true"]
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }
}
