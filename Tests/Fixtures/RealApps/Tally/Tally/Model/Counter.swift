/// The tally itself.
struct Counter {
    private(set) var value: Int

    init(start: Int = 0) {
        value = start
    }

    mutating func reset() {
        value = 0
    }
}
