/// A 64-bit hash of bytes, to tell whether a file changed between two runs (`RunRecord`). Not cryptographic:
/// it guards against edits, not against someone crafting a collision. Eight bytes per step, so hashing every
/// input of a project costs less than reading it.
enum ContentHash {
    static func of(_ bytes: [UInt8]) -> UInt64 {
        bytes.withUnsafeBytes { of($0) }
    }

    static func of(_ text: String) -> UInt64 {
        var text = text
        return text.withUTF8 { of(UnsafeRawBufferPointer($0)) }
    }

    static func of(_ buffer: UnsafeRawBufferPointer) -> UInt64 {
        var hash: UInt64 = 0x9E37_79B9_7F4A_7C15 ^ UInt64(buffer.count)
        var offset = 0
        while offset + 8 <= buffer.count {
            hash = mix(hash ^ buffer.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
            offset += 8
        }
        var tail: UInt64 = 0
        var shift: UInt64 = 0
        while offset < buffer.count {
            tail |= UInt64(buffer[offset]) << shift
            shift += 8
            offset += 1
        }
        return mix(mix(hash ^ tail) ^ UInt64(buffer.count))
    }

    /// One multiply–xorshift round (the finaliser of SplitMix64): every input bit moves every output bit.
    private static func mix(_ value: UInt64) -> UInt64 {
        var value = value
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }
}
