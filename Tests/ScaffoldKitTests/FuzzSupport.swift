import Foundation
import XCTest
@testable import ScaffoldKit
import ScaffoldTestSupport

/// Deterministic fuzzing for a bounded time inside `swift test`.
///
/// Input number `i` of a fuzzer is always the same bytes: one of its seeds with a few mutations (insert, delete,
/// duplicate or swap bytes, tokens from its dictionary or lines), drawn from a generator seeded with the fuzzer's
/// name and `i`. The fuzzer runs inputs 0, 1, 2… until its time is spent: a couple of seconds by default,
/// `SCAFFOLD_FUZZ_SECONDS` seconds each when set (for long runs, e.g. in release: `SCAFFOLD_FUZZ_SECONDS=600 swift
/// test -c release --filter FuzzTests`), from input `SCAFFOLD_FUZZ_START` when set (to go on where a run stopped).
/// `SCAFFOLD_FUZZ_INPUT=i` runs input `i` alone, to replay a failure (and
/// with `SCAFFOLD_FUZZ_DUMP=FOLDER` writes it there); `SCAFFOLD_FUZZ_VERBOSE=1` prints each input's number before
/// running it, so a crash names its input.
struct Fuzzer {
    let name: String
    let seeds: [[UInt8]]
    /// Fragments worth inserting: the syntax the reader under test cares about.
    let dictionary: [[UInt8]]
    /// An input taking longer than this is a failure (a hang, or time that grows faster than the input).
    var timeLimit: Duration = .seconds(5)

    /// Runs `check` on input after input for `defaultSeconds` (or the environment's time); returns how many ran.
    @discardableResult
    func run(defaultSeconds: Double, file: StaticString = #filePath, line: UInt = #line,
             _ check: (_ input: FuzzInput) throws -> Void) rethrows -> Int {
        let environment = ProcessInfo.processInfo.environment
        let seconds = environment["SCAFFOLD_FUZZ_SECONDS"].flatMap(Double.init) ?? defaultSeconds
        let verbose = environment["SCAFFOLD_FUZZ_VERBOSE"] != nil
        let numbers: [Int]? = environment["SCAFFOLD_FUZZ_INPUT"].flatMap(Int.init).map { [$0] }
        let clock = ContinuousClock()
        let deadline = clock.now + .milliseconds(Int(seconds * 1000))
        let start = environment["SCAFFOLD_FUZZ_START"].flatMap(Int.init) ?? 0
        var number = 0
        var slowest: (Duration, Int) = (.zero, 0)
        while numbers.map({ number < $0.count }) ?? (clock.now < deadline) {
            let current = numbers?[number] ?? start + number
            let input = self.input(current)
            if numbers != nil, let folder = environment["SCAFFOLD_FUZZ_DUMP"] {
                _ = FileManager.default.createFile(atPath: folder + "/\(name)-\(current)", contents: Data(input.bytes))
            }
            if verbose { print("\(name) input \(current): \(input.bytes.count) bytes") }
            let elapsed = try clock.measure { try check(input) }
            if elapsed > slowest.0 { slowest = (elapsed, current) }
            if elapsed > timeLimit { XCTFail("\(input) took \(elapsed)", file: file, line: line) }
            number += 1
        }
        print("\(name): \(number) inputs in \(seconds) s, slowest \(slowest.0) (input \(slowest.1))")
        return number
    }

    /// Input `number`: a seed with one to four mutations.
    func input(_ number: Int) -> FuzzInput {
        var generator = SeededGenerator(seed: Self.stableHash(name) &+ UInt64(number))
        let seed = Int.random(in: 0..<max(1, seeds.count), using: &generator)
        var bytes = seeds.isEmpty ? [] : seeds[seed]
        for _ in 0..<Int.random(in: 1...4, using: &generator) { mutate(&bytes, using: &generator) }
        return FuzzInput(fuzzer: name, number: number, seed: seed, bytes: bytes)
    }

    private func mutate(_ bytes: inout [UInt8], using generator: inout SeededGenerator) {
        let position = Int.random(in: 0...bytes.count, using: &generator)
        let range = position..<min(bytes.count, position + Int.random(in: 0...64, using: &generator))
        switch Int.random(in: 0..<10, using: &generator) {
        case 0...3 where !dictionary.isEmpty:
            let token = dictionary[Int.random(in: 0..<dictionary.count, using: &generator)]
            bytes.insert(contentsOf: token, at: position)
        case 4:
            bytes.removeSubrange(range)
        case 5:
            bytes.insert(contentsOf: Array(bytes[range]), at: range.lowerBound)
        case 6:
            let lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
            let index = Int.random(in: 0..<lines.count, using: &generator)
            var copy = lines.map(Array.init)
            if Bool.random(using: &generator) { copy.remove(at: index) } else { copy.insert(copy[index], at: index) }
            bytes = Array(copy.joined(separator: [UInt8(ascii: "\n")]))
        case 7:
            let other = Int.random(in: 0...bytes.count, using: &generator)
            let moved = Array(bytes[range])
            bytes.removeSubrange(range)
            bytes.insert(contentsOf: moved, at: min(other, bytes.count))
        case 8 where !bytes.isEmpty:
            bytes[min(position, bytes.count - 1)] = UInt8.random(in: 0...127, using: &generator)
        default:
            // Now and then thousands: nesting deep enough to have overflowed a recursive parser's stack.
            var repeats = Int.random(in: 2...(Int.random(in: 0..<8, using: &generator) == 0 ? 20_000 : 200),
                                     using: &generator)
            let token = dictionary.isEmpty ? Array(bytes[range]) : dictionary[Int.random(in: 0..<dictionary.count,
                                                                                          using: &generator)]
            // At most 64 kB: deep enough to find a recursion, small enough for the time limit in a debug build.
            repeats = min(repeats, 65_536 / max(1, token.count))
            bytes.insert(contentsOf: Array(repeatElement(token, count: repeats).joined()), at: position)
        }
    }

    /// FNV-1a: the same number for a name on every run (`hashValue` is seeded per process).
    private static func stableHash(_ text: String) -> UInt64 {
        text.utf8.reduce(0xCBF2_9CE4_8422_2325) { ($0 ^ UInt64($1)) &* 0x100_0000_01B3 }
    }


    /// The seeds: the files under `folder` of the package (relative to its root) whose names end with `suffix`.
    static func files(under folder: String, endingWith suffix: String) -> [(path: String, bytes: [UInt8])] {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let base = root.appendingPathComponent(folder)
        let enumerator = FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil)
        var found: [(path: String, bytes: [UInt8])] = []
        while let url = enumerator?.nextObject() as? URL {
            guard url.lastPathComponent.hasSuffix(suffix), let data = FileManager.default.contents(atPath: url.path)
            else { continue }
            found.append((String(url.path.dropFirst(base.path.count + 1)), Array(data)))
        }
        return found.sorted { $0.path < $1.path }
    }

    /// The fragments as UTF-8, with a space and a line break.
    static func dictionary(_ fragments: [String]) -> [[UInt8]] {
        (fragments + [" ", "\n"]).map { Array($0.utf8) }
    }
}

/// One input of a fuzzer: its number (`SCAFFOLD_FUZZ_INPUT` replays it), the seed it was made from, its bytes.
struct FuzzInput: CustomStringConvertible {
    var fuzzer: String
    var number: Int
    var seed: Int
    var bytes: [UInt8]

    var text: String { String(decoding: bytes, as: UTF8.self) }

    /// The fuzzer, the number and the bytes as a Swift string literal, shortened: enough to recognise the input.
    var description: String {
        let shown = String(decoding: bytes.prefix(400), as: UTF8.self).debugDescription
        return "\(fuzzer) input \(number): " + shown + (bytes.count > 400 ? "… (\(bytes.count) bytes)" : "")
    }
}

/// Fails unless `error` is a `DiagnosticError` whose every error points at a place (`path:line:column`).
func assertLocated(_ error: Error, _ input: FuzzInput, file: StaticString = #filePath, line: UInt = #line) {
    guard let diagnostics = (error as? DiagnosticError)?.diagnostics ?? (error as? Diagnostic).map({ [$0] }) else {
        return XCTFail("not a diagnostic: \(error)\n\(input)", file: file, line: line)
    }
    for diagnostic in diagnostics where diagnostic.location == nil {
        XCTFail("error without a location: \(diagnostic.rendered)\n\(input)", file: file, line: line)
    }
}

/// Fails unless every `error:` line a command printed starts with `path:line:column`.
func assertEveryErrorLineLocated(_ output: String, _ input: FuzzInput, file: StaticString = #filePath,
                                 line: UInt = #line) {
    for printed in output.split(separator: "\n") {
        guard let marker = printed.range(of: ": error:") else { continue }
        let parts = printed[..<marker.lowerBound].split(separator: ":", omittingEmptySubsequences: false)
        let located = parts.count >= 3 && Int(parts[parts.count - 2]) != nil && Int(parts[parts.count - 1]) != nil
        if !located { XCTFail("error without a location: \(printed)\n\(input)", file: file, line: line) }
    }
}
