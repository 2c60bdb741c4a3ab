#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Byte-array equality with `memcmp`: the writer compares every generated file with the one on disk, megabytes
/// on a large project, where `==` compares element by element.
enum ByteComparison {
    static func equal(_ left: [UInt8], _ right: [UInt8]) -> Bool {
        left.withUnsafeBufferPointer { equal($0, right) }
    }

    static func equal(_ left: UnsafeBufferPointer<UInt8>, _ right: [UInt8]) -> Bool {
        guard left.count == right.count else { return false }
        return right.withUnsafeBufferPointer { rightBytes in
            guard let leftStart = left.baseAddress, let rightStart = rightBytes.baseAddress else { return true }
            return memcmp(leftStart, rightStart, left.count) == 0
        }
    }
}
