import XCTest
@testable import ScaffoldKit

/// The journal's format: every byte of every original kept, and a journal that is not whole is not read.
final class JournalTests: XCTestCase {
    private let journal = Journal(entries: [
        Journal.Entry(path: "scaffold.yml", old: Array("old: 1\n".utf8), new: Array("new: 2\n".utf8)),
        Journal.Entry(path: "Sources/App/Leaf Name.swift", old: nil, new: Array("// new\n".utf8)),
        Journal.Entry(path: "Sources/App/Gone.swift", old: [0, 10, 255, 10], new: nil),
        Journal.Entry(path: "Empty.swift", old: [], new: []),
    ])

    func testAJournalReadsBackExactly() throws {
        XCTAssertEqual(Journal.decode(journal.encoded()), journal)
        XCTAssertEqual(Journal.decode(Journal(entries: []).encoded()), Journal(entries: []))
    }

    func testEveryCutOfAJournalIsRefused() {
        let bytes = journal.encoded()
        for count in 0..<bytes.count {
            XCTAssertNil(Journal.decode(Array(bytes.prefix(count))), "cut at \(count) of \(bytes.count)")
        }
        XCTAssertNil(Journal.decode(bytes + [10]), "bytes after the end")
        XCTAssertNil(Journal.decode(Array("scaffold-journal 2\nend\n".utf8)), "another version")
    }

    func testAnEntryTellsTheBytesItWroteFromAnEdit() {
        let entry = Journal.Entry(path: "a", old: [1], new: Array("written".utf8))
        XCTAssertTrue(entry.isNew(Array("written".utf8)))
        XCTAssertFalse(entry.isNew(Array("edited!".utf8)))
        XCTAssertFalse(entry.isNew(nil))
        XCTAssertTrue(Journal.Entry(path: "a", old: [1], new: nil).isNew(nil), "deleted, and still gone")
    }

    /// A bit flipped anywhere (in an original, a length, a hash) makes the journal unreadable, so that undoing it
    /// can never write damaged bytes into a user's file; a journal an older scaffold sealed with a plain `end` reads.
    func testEveryFlippedBitIsRefusedAndAnUnsealedEndStillReads() {
        let bytes = journal.encoded()
        for index in bytes.indices {
            for bit in 0..<8 {
                var damaged = bytes
                damaged[index] ^= 1 << bit
                XCTAssertNil(Journal.decode(damaged), "bit \(bit) of byte \(index) flipped")
            }
        }
        let sealed = bytes.count - String(decoding: bytes, as: UTF8.self).split(separator: "\n").last!.utf8.count - 1
        XCTAssertEqual(Journal.decode(Array(bytes[..<sealed]) + Array("end\n".utf8)), journal)
    }
}
