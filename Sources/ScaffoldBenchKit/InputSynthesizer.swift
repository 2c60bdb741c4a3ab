/// Writes the benchmark's inputs: manifests and a user protocol of chosen sizes, and the typical project.
///
/// Everything is deterministic, so two runs measure the same bytes.
public enum InputSynthesizer {
    /// Where the synthetic protocol lives, relative to the manifest, and its `protocol:` value.
    public static let protocolPath = "Sources/App/BigProtocol.swift"
    public static let protocolSource = protocolPath + "#BigProtocol"

    /// The four kinds of requirement the user protocol mixes, in turn.
    public enum MethodKind: Int, CaseIterable, Sendable {
        case void, bool, optional, completion
    }

    /// The kind of method `index` of `BigProtocol`.
    public static func kind(ofMethod index: Int) -> MethodKind {
        MethodKind(rawValue: index % MethodKind.allCases.count) ?? .void
    }

    /// The Swift name (as the manifest lists it) of method `index` of `BigProtocol`.
    public static func selector(ofMethod index: Int) -> String {
        switch kind(ofMethod: index) {
        case .void: return "didObserveEvent\(index)(_:count:)"
        case .bool: return "shouldAccept\(index)(_:count:)"
        case .optional: return "value\(index)(for:)"
        case .completion: return "perform\(index)(_:completionHandler:)"
        }
    }

    /// The declaration of method `index`, with its doc comment, indented for the protocol body.
    static func declaration(ofMethod index: Int) -> String {
        switch kind(ofMethod: index) {
        case .void:
            return "    /// Tells the delegate that event \(index) happened.\n"
                + "    func didObserveEvent\(index)(_ source: String, count: Int)\n"
        case .bool:
            return "    /// Asks the delegate whether to accept request \(index).\n"
                + "    func shouldAccept\(index)(_ source: String, count: Int) -> Bool\n"
        case .optional:
            return "    /// Asks the delegate for value \(index) of a key, if it has one.\n"
                + "    func value\(index)(for key: String) -> String?\n"
        case .completion:
            return "    /// Asks the delegate to perform task \(index) and call the handler when it is done.\n"
                + "    func perform\(index)(_ source: String, completionHandler: @escaping () -> Void)\n"
        }
    }

    /// `Sources/App/BigProtocol.swift`: a protocol of `methods` requirements mixing the four kinds.
    public static func bigProtocol(methods: Int) -> String {
        var text = "// A synthetic delegate protocol for scaffold's benchmark.\nimport Foundation\n\n"
            + "/// \(methods) requirements: void, Bool, optional-returning and completion-handler methods.\n"
            + "@MainActor public protocol BigProtocol: AnyObject {\n"
        for index in 0..<methods {
            if index > 0 { text += "\n" }
            text += declaration(ofMethod: index)
        }
        return text + "}\n"
    }

    /// The name of responsibility `index` (1-based in the text so names sort as written).
    public static func responsibilityName(_ index: Int) -> String {
        let number = String(index + 1)
        return "Responsibility" + String(repeating: "0", count: max(0, 5 - number.count)) + number
    }

    /// The methods responsibility `index` lists: K consecutive methods of the protocol, wrapping around, so
    /// every method is forwarded once N×K reaches M.
    public static func methodIndices(ofResponsibility index: Int, shape: BenchmarkShape) -> [Int] {
        let count = min(shape.methodsPerResponsibility, shape.protocolMethods)
        return (0..<count).map { (index * shape.methodsPerResponsibility + $0) % shape.protocolMethods }
    }

    /// `scaffold.yml` of `shape` over `BigProtocol`.
    public static func manifest(_ shape: BenchmarkShape) -> String {
        let names = (0..<shape.responsibilities).map(responsibilityName)
        let methods = (0..<shape.responsibilities).map {
            methodIndices(ofResponsibility: $0, shape: shape).map(selector(ofMethod:))
        }
        return manifest(protocolSource: protocolSource, composite: "BigDelegate", names: names, methods: methods)
    }

    /// The typical project: ten responsibilities over the built-in protocol whose methods are `selectors`
    /// (e.g. every method of `UIApplicationDelegate`), eight each, together listing every method.
    public static func typicalManifest(selectors: [String]) -> String {
        let names = ["ThirdParties", "PushNotifications", "DeepLinks", "Analytics", "BackgroundFetch",
                     "Orientation", "Logging", "CrashReporting", "Appearance", "QuickActions"]
        let shape = BenchmarkShape(responsibilities: names.count, protocolMethods: selectors.count,
                                   methodsPerResponsibility: 8)
        let methods = names.indices.map { methodIndices(ofResponsibility: $0, shape: shape).map { selectors[$0] } }
        return manifest(protocolSource: "UIApplicationDelegate", composite: "AppDelegate", names: names,
                        methods: methods)
    }

    /// A manifest of `shape` with as many responsibilities as make it at least `bytes` long, for throughput.
    public static func manifest(atLeast bytes: Int, shape: BenchmarkShape) -> String {
        var sized = shape
        let count = smallestCount(reaching: bytes) { count in
            sized.responsibilities = count
            return manifest(sized).utf8.count
        }
        sized.responsibilities = count
        return manifest(sized)
    }

    /// A protocol file of at least `bytes` bytes, for throughput.
    public static func bigProtocol(atLeast bytes: Int) -> (text: String, methods: Int) {
        let methods = smallestCount(reaching: bytes) { bigProtocol(methods: $0).utf8.count }
        return (bigProtocol(methods: methods), methods)
    }

    /// A count whose `size` reaches `bytes`, found by scaling from a sample; sizes grow with the count,
    /// a little faster than linearly (longer numbers), so the result overshoots by well under 1%.
    static func smallestCount(reaching bytes: Int, size: (Int) throws -> Int) rethrows -> Int {
        var count = 100
        var current = try size(count)
        while current < bytes {
            count = max(count + 1, Int((Double(count) * Double(bytes) / Double(max(1, current))).rounded(.up)))
            current = try size(count)
        }
        return count
    }

    private static func manifest(protocolSource: String, composite: String, names: [String],
                                 methods: [[String]]) -> String {
        var text = "# scaffold.yml: \(names.count) responsibilities, synthesised by scaffold-bench.\n"
            + "protocol: \(protocolSource)\ncomposite: \(composite)\nmodule: App\n"
            + "paths:\n  generated: Sources/App/Generated\n  components: Sources/App/Components\n"
            + "  tests: Tests/AppTests\n\nresponsibilities:\n"
        for (name, selectors) in zip(names, methods) {
            text += "  - name: \(name)\n    methods:\n"
            for selector in selectors { text += "      - \(selector)\n" }
        }
        return text
    }
}
