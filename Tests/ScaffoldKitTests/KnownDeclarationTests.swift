import XCTest
@testable import ScaffoldKit
import ScaffoldTestSupport

/// The scanner's side of the leaf audit's fast path: a file read with known declarations reads as in full, but for
/// the functions spelled as one of them (`KnownDeclaration`, `SwiftLexer.elideKnownFunction`).
final class KnownDeclarationTests: XCTestCase {
    private let leaf = """
        // PushComponent.swift
        import Foundation

        /// Push: one responsibility.
        @MainActor
        final class PushComponent: LifecycleComponent {
            /// Launch.
            func didLaunch(options: [String: Any]?) -> Bool {
                let text = "}{ \\(options.map { "\\($0)" } ?? "{")"
                /* } */ return !text.isEmpty // }
            }

            func show(_ url: URL) -> Bool { [url].isEmpty }

            func register(
                deviceToken: Data
            ) {
                #if DEBUG
                print("{")
                #endif
            }

            func helper() {}
        }

        extension PushComponent {
            func show(_ url: URL) -> Bool { false }
        }

        """

    /// The known declarations of every function of `bytes` that could be skipped.
    private func learned(_ bytes: [UInt8], path: String) throws -> [KnownDeclaration] {
        let full = try SwiftDeclarationScanner.typeContents(in: bytes, path: path)
        return zip(full.functions, full.signatures).compactMap { function, signature in
            signature.map { KnownDeclaration(spelling: Array(bytes[$0]), function: function) }
        }
    }

    func testAFileReadWithItsOwnSpellingsSkipsThemAndReadsTheRestAsInFull() throws {
        let bytes = Array(leaf.utf8)
        let known = try learned(bytes, path: "Push.swift")
        XCTAssertEqual(known.count, 5)
        let fast = try SwiftDeclarationScanner.typeContents(in: bytes, path: "Push.swift", known: known)
        // `show(_:)` twice, spelled alike: each is skipped.
        XCTAssertEqual(fast.knownFunctions.map(\.declaration), [0, 1, 2, 3, 4])
        XCTAssertEqual(fast.functions, [])
        try assertReadsAsInFull(bytes, path: "Push.swift", known: known)
    }

    /// Where a function spelled as a known declaration cannot be skipped (attributes, modifiers, `#if`, a nested
    /// type, outside a type), or its body has no end, the file is read in full.
    func testAKnownSpellingElsewhereIsReadInFull() throws {
        let bytes = Array(leaf.utf8)
        let known = try learned(bytes, path: "Push.swift")
        let declaration = "    func helper() {}"
        let elsewhere = [
            "    @objc func helper() {}", "    static func helper() {}",
            "    #if DEBUG\n    func helper() {}\n    #endif",
            "    struct Inner {\n        func helper() {}\n    }", "}\nfunc helper() {}\nextension PushComponent {",
            "    func helper() {", "    `func` helper() {}",
        ]
        for edit in elsewhere {
            let text = leaf.replacingOccurrences(of: declaration, with: edit)
            XCTAssertNotEqual(text, leaf)
            try assertReadsAsInFull(Array(text.utf8), path: "Push.swift", known: known, edit)
        }
    }

    /// The file cut at every byte, and with every byte removed: read with the known declarations, the same
    /// functions, locations and errors as in full.
    func testEveryCutAndDeletionReadsAsInFull() throws {
        let bytes = Array(leaf.utf8)
        let known = try learned(bytes, path: "Push.swift")
        var skipped = 0
        for end in 0..<bytes.count {
            skipped += try assertReadsAsInFull(Array(bytes[..<end]), path: "Push.swift", known: known, "cut at \(end)")
            var deleted = bytes
            deleted.remove(at: end)
            skipped += try assertReadsAsInFull(deleted, path: "Push.swift", known: known, "byte \(end) removed")
        }
        // Most of the edited files still have functions to skip: the fast path ran, and read as in full.
        XCTAssertGreaterThan(skipped, bytes.count * 2)
    }

    /// Every Swift file of the fixtures, read with the spellings of all of them.
    func testEveryFixtureReadsAsInFullWithEveryFixturesSpellings() throws {
        let files = Fuzzer.files(under: "Tests/Fixtures", endingWith: ".swift")
        var known: [KnownDeclaration] = []
        var seen: Set<[UInt8]> = []
        for (path, bytes) in files {
            let spellings = (try? learned(bytes, path: path)) ?? []
            known += spellings.filter { seen.insert($0.spelling).inserted }
        }
        XCTAssertGreaterThan(known.count, 20)
        var skipped = 0
        for (path, bytes) in files {
            skipped += try assertReadsAsInFull(bytes, path: path, known: known, path)
        }
        XCTAssertGreaterThan(skipped, 20)
    }

    /// Asserts that `bytes` read with `known` read as in full but for the functions skipped, which are those the
    /// known declarations read as (but for their location and doc comment); returns how many were skipped.
    @discardableResult
    private func assertReadsAsInFull(_ bytes: [UInt8], path: String, known: [KnownDeclaration], _ message: String = "",
                                     file: StaticString = #filePath, line: UInt = #line) throws -> Int {
        let full = Result { try SwiftDeclarationScanner.typeContents(in: bytes, path: path) }
        let fast = Result { try SwiftDeclarationScanner.typeContents(in: bytes, path: path, known: known) }
        switch (full, fast) {
        case let (.failure(full), .failure(fast)):
            XCTAssertEqual("\(full)", "\(fast)", message, file: file, line: line)
            return 0
        case let (.success(full), .success(fast)):
            XCTAssertEqual(full.adoptions, fast.adoptions, message, file: file, line: line)
            var (checked, skipped) = (0, 0)
            for (index, function) in full.functions.enumerated() {
                if checked < fast.functions.count && fast.functions[checked] == function {
                    XCTAssertEqual(fast.functionTypes[checked], full.functionTypes[index], message,
                                   file: file, line: line)
                    XCTAssertEqual(fast.signatures[checked], full.signatures[index], message, file: file, line: line)
                    checked += 1
                    continue
                }
                guard skipped < fast.knownFunctions.count else {
                    XCTFail("\(message): '\(function.swiftName)' neither read nor skipped", file: file, line: line)
                    return skipped
                }
                let (declaration, type) = fast.knownFunctions[skipped]
                var read = known[declaration].function
                (read.location, read.documentation, read.annotations) =
                    (function.location, function.documentation, function.annotations)
                XCTAssertEqual(read, function, message, file: file, line: line)
                XCTAssertEqual(type, full.functionTypes[index], message, file: file, line: line)
                XCTAssertNotNil(full.signatures[index], message, file: file, line: line)
                skipped += 1
            }
            XCTAssertEqual(checked, fast.functions.count, message, file: file, line: line)
            XCTAssertEqual(skipped, fast.knownFunctions.count, message, file: file, line: line)
            return skipped
        default:
            XCTFail("\(message): \(full) against \(fast)", file: file, line: line)
            return 0
        }
    }
}
