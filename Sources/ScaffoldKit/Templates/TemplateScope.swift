/// The variables a template sees: the render context, under a stack of frames of local bindings
/// (loop variables, `set`). Bindings live in flat arrays, so a loop iteration rebinds in place
/// instead of copying any dictionary. Past `indexedFrom` bindings (a template of thousands of `set`s) an index
/// finds names instead of a search of them all, so that rendering stays linear.
struct TemplateScope {
    enum Binding {
        case value(TemplateValue)
        /// `loop` inside a `for`: fields are computed when read.
        case loop(index0: Int, length: Int)
    }

    /// `loop`, which every `for` binds, and its fields.
    static let loopKey = TemplateKey("loop")
    static let loopFields = ["index", "index0", "first", "last", "length"]
    /// `loopFields` as keys: a field of `loop` is found by its position among them.
    private static let loopKeys = TemplateKeys(loopFields)

    private let globals: TemplateObject
    private var names: [TemplateKey] = []
    private var bindings: [Binding] = []
    private var frameStarts: [Int] = []
    /// While there are more than `indexedFrom` bindings: the innermost binding of each name, and for each binding
    /// the one of the same name it shadows (-1 for none).
    private var index: [Int: Int]?
    private var shadowed: [Int] = []
    static let indexedFrom = 32

    init(globals: TemplateObject) {
        self.globals = globals
        // Room for a few frames and bindings made once: a run renders thousands of small templates, each with a
        // scope of its own, which would otherwise grow these arrays step by step.
        names.reserveCapacity(8)
        bindings.reserveCapacity(8)
        frameStarts.reserveCapacity(8)
    }

    /// The innermost binding of `name`, then the context.
    func lookup(_ name: TemplateKey) -> Binding? {
        if let index = innermost(name) { return bindings[index] }
        return globals[name].map(Binding.value)
    }

    /// `name.key` read where the object is bound, without copying the object (templates read `method.signature`
    /// and the like thousands of times), and a field of `loop` (`loop.last`) computed; nil when it is not
    /// that simple (`name` unbound, not an object, or no such key), for the caller's general path and its errors.
    func field(_ key: TemplateKey, of name: TemplateKey) -> TemplateValue? {
        field(key.number, of: name.number)
    }

    /// `field(_:of:)` of the key and name numbered `key` and `name` (`TemplateKey.number`).
    func field(_ key: Int, of name: Int) -> TemplateValue? {
        if let index = innermost(number: name) { return field(key, at: index) }
        guard case .object(let object)? = globals.value(ofKey: name) else { return nil }
        return object.value(ofKey: key)
    }

    /// `field(_:of:)` of the binding at `index`.
    func field(_ key: Int, at index: Int) -> TemplateValue? {
        switch bindings[index] {
        case .value(.object(let object)): return object.value(ofKey: key)
        case .loop(let index0, let length): return Self.loopField(key, index0, length)
        case .value: return nil
        }
    }

    /// Field `key` (its number) of `loop`, in the order of `loopFields`.
    private static func loopField(_ key: Int, _ index0: Int, _ length: Int) -> TemplateValue? {
        switch loopKeys.position(ofNumber: key) {
        case 0?: return .int(index0 + 1)
        case 1?: return .int(index0)
        case 2?: return .bool(index0 == 0)
        case 3?: return .bool(index0 == length - 1)
        case 4?: return .int(length)
        default: return nil
        }
    }

    static func loopObject(_ index0: Int, _ length: Int) -> TemplateValue {
        let values = loopKeys.keys.compactMap { loopField($0.number, index0, length) }
        return .object(TemplateObject(keys: loopKeys, values: values))
    }

    /// The index of the innermost local binding of `name` made at `lowest` or above, if any.
    private func innermost(_ name: TemplateKey, from lowest: Int = 0) -> Int? {
        innermost(number: name.number, from: lowest)
    }

    /// `innermost(_:from:)` of the name numbered `number` (`TemplateKey.number`).
    private func innermost(number: Int, from lowest: Int = 0) -> Int? {
        if let index {
            guard let found = index[number], found >= lowest else { return nil }
            return found
        }
        var position = names.count - 1
        while position >= lowest {
            if names[position].number == number { return position }
            position -= 1
        }
        return nil
    }

    /// Every visible name, for "did you mean".
    var visibleNames: [String] {
        var seen = Set<String>()
        return (names.reversed().map(\.name) + globals.names.sorted()).filter { seen.insert($0).inserted }
    }

    /// Starts a frame; returns its start, for `truncate(to:)` between loop iterations.
    @discardableResult
    mutating func pushFrame() -> Int {
        frameStarts.append(names.count)
        return names.count
    }

    mutating func popFrame() {
        truncate(to: frameStarts.removeLast())
    }

    /// Drops the bindings made since `count` (what the previous iteration's body bound with `set`).
    mutating func truncate(to count: Int) {
        guard count < names.count else { return }
        if index != nil {
            if count <= Self.indexedFrom {
                index = nil
                shadowed = []
            } else {
                for dropped in (count..<names.count).reversed() {
                    index?[names[dropped].number] = shadowed[dropped] < 0 ? nil : shadowed[dropped]
                }
                shadowed.removeSubrange(count...)
            }
        }
        names.removeSubrange(count...)
        bindings.removeSubrange(count...)
    }

    /// Adds a binding to the current frame (shadowing any outer one).
    mutating func bind(_ name: TemplateKey, _ binding: Binding) {
        if index != nil {
            shadowed.append(index?[name.number] ?? -1)
            index?[name.number] = names.count
        }
        names.append(name)
        bindings.append(binding)
        if index == nil && names.count > Self.indexedFrom { buildIndex() }
    }

    /// `bind`, or with a position (a loop's next iteration) replaces the binding of the same name there, in place,
    /// and moves the position on.
    mutating func bind(_ name: TemplateKey, _ binding: Binding, replacing position: inout Int?) {
        guard let current = position else { return bind(name, binding) }
        bindings[current] = binding
        position = current + 1
    }

    private mutating func buildIndex() {
        var built: [Int: Int] = [:]
        shadowed = names.indices.map { position in
            defer { built[names[position].number] = position }
            return built[names[position].number] ?? -1
        }
        index = built
    }

    /// `set`: replaces `name` in the current frame, or binds it there.
    mutating func assign(_ name: TemplateKey, _ value: TemplateValue) {
        if let index = innermost(name, from: frameStarts.last ?? 0) {
            bindings[index] = .value(value)
        } else {
            bind(name, .value(value))
        }
    }
}
