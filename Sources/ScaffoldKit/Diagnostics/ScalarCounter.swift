/// Counts the Unicode scalars between two byte offsets of UTF-8 text in constant time, so that turning offsets
/// into columns stays linear in the input even when thousands of locations fall on one long line (a manifest's
/// flow list, a minified Swift file).
///
/// It keeps the number of scalars before every 64th byte (a scalar starts at each byte that is not a
/// continuation byte `10xxxxxx`) and counts the rest of the way, at most 63 bytes.
struct ScalarCounter: Sendable {
    private static let stride = 64
    let bytes: [UInt8]
    /// `checkpoints[k]`: scalars that start before byte `k * stride`.
    private let checkpoints: [Int]
    /// Every byte starts a scalar (most source files): a count is the offset itself.
    private let isASCII: Bool

    init(bytes: [UInt8]) {
        self.bytes = bytes
        // Most files are ASCII: one pass that or-s the bytes together tells, and no checkpoints are needed.
        var highBits: UInt8 = 0
        for byte in bytes { highBits |= byte }
        guard highBits >= 0x80 else {
            checkpoints = []
            isASCII = true
            return
        }
        var checkpoints: [Int] = []
        checkpoints.reserveCapacity(bytes.count / Self.stride + 1)
        var scalars = 0
        var next = 0
        for (offset, byte) in bytes.enumerated() {
            if offset == next {
                checkpoints.append(scalars)
                next += Self.stride
            }
            if byte & 0xC0 != 0x80 { scalars += 1 }
        }
        if bytes.count % Self.stride == 0 { checkpoints.append(scalars) }
        self.checkpoints = checkpoints
        isASCII = scalars == bytes.count
    }

    /// Scalars that start in `start..<end` (offsets clamped to the text).
    func scalars(from start: Int, to end: Int) -> Int {
        let end = min(max(end, 0), bytes.count)
        let start = min(max(start, 0), end)
        return scalarsBefore(end) - scalarsBefore(start)
    }

    /// The 1-based column of the byte at `offset` on the line starting at `lineStart`.
    func column(of offset: Int, lineStart: Int) -> Int {
        scalars(from: lineStart, to: offset) + 1
    }

    private func scalarsBefore(_ offset: Int) -> Int {
        if isASCII { return offset }
        let block = offset / Self.stride
        var count = checkpoints[block]
        var index = block * Self.stride
        while index < offset {
            if bytes[index] & 0xC0 != 0x80 { count += 1 }
            index += 1
        }
        return count
    }
}
