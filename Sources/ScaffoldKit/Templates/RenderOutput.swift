/// The bytes a render writes, in one buffer that grows by doubling. A run renders thousands of files from hundreds
/// of thousands of small pieces: appending to a `[UInt8]` checks its uniqueness and capacity through the generic
/// path every time, several times the cost of the copy itself. One buffer serves a whole run's files
/// (`Generator.render`): each file's bytes are copied out at their exact size (`bytes(from:)`).
final class RenderOutput {
    private var base: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    /// The number of bytes written.
    private(set) var count = 0

    init(capacity: Int = 4096) {
        self.capacity = max(capacity, 16)
        base = .allocate(capacity: self.capacity)
    }

    deinit {
        base.deallocate()
    }

    func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress, !bytes.isEmpty else { return }
        if count + bytes.count > capacity { grow(to: count + bytes.count) }
        (base + count).update(from: source, count: bytes.count)
        count += bytes.count
    }

    /// Appends `text`'s UTF-8 bytes, copied from its storage in one go. Taken over (`consuming`): a string the
    /// caller lends would be retained for the copy.
    func append(_ text: consuming String) {
        text.withUTF8 { append($0) }
    }

    func append(_ bytes: consuming [UInt8]) {
        bytes.withUnsafeBufferPointer { append($0) }
    }

    /// The bytes written from `start` on.
    func bytes(from start: Int = 0) -> [UInt8] {
        Array(UnsafeBufferPointer(start: base + start, count: count - start))
    }

    /// The last byte written, if any.
    var last: UInt8? { count > 0 ? base[count - 1] : nil }

    /// The byte `offset` bytes before the end (`1` is the last).
    func byte(fromEnd offset: Int) -> UInt8 { base[count - offset] }

    func removeLast(_ length: Int = 1) {
        count -= min(length, count)
    }

    /// Forgets what was written, keeping the room for the next file.
    func removeAll() {
        count = 0
    }

    private func grow(to needed: Int) {
        var grown = capacity * 2
        while grown < needed { grown *= 2 }
        let larger = UnsafeMutablePointer<UInt8>.allocate(capacity: grown)
        larger.update(from: base, count: count)
        base.deallocate()
        base = larger
        capacity = grown
    }
}
