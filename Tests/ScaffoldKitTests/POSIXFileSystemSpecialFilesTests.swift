import Foundation
import XCTest
@testable import ScaffoldKit

/// FIFOs, sockets, devices, huge files, NUL bytes and link loops on the real disk: each an error naming the path,
/// at once (a FIFO never blocks a read or a write).
final class POSIXFileSystemSpecialFilesTests: XCTestCase {
    private var folder = ""
    private let fs = POSIXFileSystem()

    override func setUpWithError() throws {
        folder = try FileManager.default.realpath(NSTemporaryDirectory() + "scaffold-special-\(UUID().uuidString)")
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: folder)
    }

    private func message(_ body: () throws -> Any?) -> String? {
        do {
            _ = try body()
            return nil
        } catch {
            return (error as? Diagnostic)?.rendered ?? "\(error)"
        }
    }

    func testAFIFOIsNeitherReadNorWrittenAndNothingBlocks() throws {
        let path = folder + "/pipe.swift"
        XCTAssertEqual(mkfifo(path, 0o644), 0)
        let expected = "\(path):1:1: error: cannot read '\(path)': it is a FIFO (named pipe), not a regular file"
        XCTAssertEqual(message { try self.fs.contents(of: path) }, expected)
        XCTAssertEqual(message { try self.fs.prefix(of: path, count: 10) }, expected)
        XCTAssertEqual(message { try self.fs.writeInPlace([1], to: path) },
                       "\(path):1:1: error: cannot write '\(path)': it is a FIFO (named pipe), not a regular file")
        XCTAssertEqual(fs.status(of: path)?.kind, .fifo)
    }

    func testASocketAndADeviceAreNotRead() throws {
        let path = folder + "/s.sock"
        let descriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(descriptor) }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { buffer in
            for (index, byte) in path.utf8.enumerated() where index < buffer.count - 1 { buffer[index] = byte }
        }
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
            }
        }
        XCTAssertEqual(bound, 0)
        XCTAssertEqual(message { try self.fs.contents(of: path) },
                       "\(path):1:1: error: cannot read '\(path)': it is a socket, not a regular file")
        XCTAssertEqual(message { try self.fs.contents(of: "/dev/zero") },
                       "/dev/zero:1:1: error: cannot read '/dev/zero': it is a device, not a regular file")
        XCTAssertEqual(message { try self.fs.contents(of: self.folder) },
                       "\(folder):1:1: error: cannot read '\(folder)': it is a folder, not a regular file")
    }

    func testAFileOverTheLimitIsRefusedByItsSizeBeforeItIsRead() throws {
        let path = folder + "/huge.swift"
        XCTAssertTrue(FileManager.default.createFile(atPath: path, contents: Data("// header\n".utf8)))
        XCTAssertEqual(truncate(path, off_t(4) << 30), 0, "a sparse file of 4 GB")
        XCTAssertEqual(message { try self.fs.contents(of: path) },
                       "\(path):1:1: error: cannot read '\(path)': it is 4096 MB, larger than the 16 MB scaffold reads")
        XCTAssertEqual(try fs.prefix(of: path, count: 10), Array("// header\n".utf8), "a prefix is still read")
        XCTAssertEqual(truncate(path, off_t(FileStatus.readLimit)), 0)
        XCTAssertEqual(try fs.contents(of: path)?.count, FileStatus.readLimit, "the limit itself is read")
    }

    func testANulByteInAPathIsAnErrorNotAnotherPath() throws {
        try fs.write(Array("x".utf8), to: folder + "/Gen")
        let path = folder + "/Gen\u{0}/x.swift"
        let expected = "scaffold: error: the path '\(folder)/Gen\\u{0}/x.swift' contains a NUL byte"
        XCTAssertEqual(message { try self.fs.contents(of: path) }, expected)
        XCTAssertEqual(message { try self.fs.write([1], to: path) }, expected)
        XCTAssertEqual(message { try self.fs.entries(of: path) }, expected)
        XCTAssertFalse(fs.isDirectory(folder + "/\u{0}"))
        XCTAssertFalse(fs.fileExists(folder + "/Gen\u{0}"))
        XCTAssertNil(fs.status(of: folder + "/Gen\u{0}"))
        XCTAssertEqual(try fs.contents(of: folder + "/Gen"), Array("x".utf8), "untouched")
    }

    func testALinkLoopIsSaidToBeOne() throws {
        try FileManager.default.createSymbolicLink(atPath: folder + "/a", withDestinationPath: "b")
        try FileManager.default.createSymbolicLink(atPath: folder + "/b", withDestinationPath: "a")
        XCTAssertEqual(fs.status(of: folder + "/a")?.kind, .link)
        XCTAssertEqual(message { try self.fs.resolvedPath(self.folder + "/a/x") }, "scaffold: error: cannot resolve "
            + "'\(folder)/a/x': a symbolic link loop (or too many links) is on the way")
        XCTAssertEqual(message { try self.fs.contents(of: self.folder + "/a") }, "\(folder)/a:1:1: error: cannot read "
            + "'\(folder)/a': a symbolic link loop (or too many links) is on the way")
    }

    func testANewFileNeverReplacesOneThatAppeared() throws {
        let path = folder + "/New.swift"
        let staged = try fs.stage(Array("new".utf8), for: path)
        try fs.write(Array("mine".utf8), to: path)
        XCTAssertEqual(message { try self.fs.commitNew(staged: staged, to: path) }, "\(path):1:1: error: cannot "
            + "create '\(path)': something was created there while scaffold ran; run it again")
        XCTAssertEqual(try fs.contents(of: path), Array("mine".utf8))
        XCTAssertEqual(try fs.entries(of: folder), ["New.swift"], "the temporary is gone")
        let other = try fs.stage(Array("new".utf8), for: folder + "/Other.swift")
        try fs.commitNew(staged: other, to: folder + "/Other.swift")
        XCTAssertEqual(try fs.entries(of: folder), ["New.swift", "Other.swift"])
    }
}
