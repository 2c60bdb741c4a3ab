/// A compact byte format for values kept between runs (`ScannedProtocolCache`): unsigned integers as LEB128,
/// strings as their length then their UTF-8, each optional or case behind a tag byte.
struct BinaryWriter {
    private(set) var bytes: [UInt8] = []

    mutating func int(_ value: Int) {
        var rest = UInt64(bitPattern: Int64(value))
        while rest >= 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: rest) | 0x80)
            rest >>= 7
        }
        bytes.append(UInt8(rest))
    }

    mutating func bool(_ value: Bool) { bytes.append(value ? 1 : 0) }

    mutating func string(_ value: String) {
        int(value.utf8.count)
        bytes.append(contentsOf: value.utf8)
    }

    mutating func optional<T>(_ value: T?, _ write: (inout BinaryWriter, T) -> Void) {
        guard let value else { return bytes.append(0) }
        bytes.append(1)
        write(&self, value)
    }

    mutating func array<T>(_ values: [T], _ write: (inout BinaryWriter, T) -> Void) {
        int(values.count)
        for value in values { write(&self, value) }
    }

    /// Keys in sorted order, so equal dictionaries give equal bytes.
    mutating func stringDictionary(_ values: [String: String]) {
        int(values.count)
        for key in values.keys.sorted() {
            string(key)
            string(values[key] ?? "")
        }
    }
}

/// Reads what `BinaryWriter` wrote; every read checks the bounds, and any mismatch makes the reader fail (nil).
struct BinaryReader {
    private let bytes: [UInt8]
    private var offset = 0
    private(set) var failed = false

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    var isAtEnd: Bool { offset == bytes.count }

    /// Marks the bytes as not what the caller expected.
    mutating func fail() { failed = true }

    mutating func int() -> Int {
        var value: UInt64 = 0
        var shift: UInt64 = 0
        while offset < bytes.count, shift < 64 {
            let byte = bytes[offset]
            offset += 1
            value |= UInt64(byte & 0x7F) << shift
            if byte < 0x80 { return Int(Int64(bitPattern: value)) }
            shift += 7
        }
        failed = true
        return 0
    }

    /// A count of elements, each taking at least one byte: anything larger than what is left is corrupt.
    mutating func count() -> Int {
        let value = int()
        guard value >= 0, value <= bytes.count - offset else {
            failed = true
            return 0
        }
        return value
    }

    mutating func byte() -> UInt8 {
        guard offset < bytes.count else {
            failed = true
            return 0
        }
        offset += 1
        return bytes[offset - 1]
    }

    mutating func bool() -> Bool { byte() == 1 }

    /// Bytes that are not UTF-8 are repaired, not refused: whole files are checked by their hash before reading.
    mutating func string() -> String {
        let length = count()
        guard !failed else { return "" }
        offset += length
        return String(decoding: bytes[(offset - length)..<offset], as: UTF8.self)
    }

    mutating func optional<T>(_ read: (inout BinaryReader) -> T) -> T? {
        switch byte() {
        case 0: return nil
        case 1: return read(&self)
        default:
            failed = true
            return nil
        }
    }

    mutating func array<T>(_ read: (inout BinaryReader) -> T) -> [T] {
        let count = count()
        var values: [T] = []
        values.reserveCapacity(count)
        for _ in 0..<count where !failed { values.append(read(&self)) }
        return values
    }

    mutating func stringDictionary() -> [String: String] {
        let count = count()
        var values: [String: String] = [:]
        for _ in 0..<count where !failed {
            let key = string()
            values[key] = string()
        }
        return values
    }
}
