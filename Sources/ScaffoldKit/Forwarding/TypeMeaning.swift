/// Types compared by what they mean rather than how they are spelled, as Swift matches a witness to a
/// requirement: `Error` = `any Error`, `[T]` = `Array<T>`, `T!` = `T?`, `Void` = `()`, `Swift.Int` = `Int`, the
/// SDK's other names of a type (`CKShareMetadata` = `CKShare.Metadata`, see `SDKTypeAliases`), and no attributes
/// (`@escaping`, `@Sendable`, `@MainActor`), which Swift accepts on a witness either way.
enum TypeMeaning {
    /// A key equal for two spellings of one type.
    static func key(_ type: SwiftType) -> String {
        canonical(type).description
    }

    /// Other names the SDK gives a type: alias → the type it names (`SDKTypeAliases`).
    static let aliases = SDKTypeAliases.table

    /// Modules whose name may qualify a type: `Swift.Error` is `Error`.
    private static let modules: Set<String> = ["Swift", "Foundation", "UIKit", "CloudKit", "Intents",
                                               "UserNotifications", "AppKit", "WatchKit", "HealthKit"]

    static func canonical(_ type: SwiftType) -> SwiftType {
        switch type {
        case .attributed(_, let base): return canonical(base)
        case .existential("any", let base): return canonical(base)
        case .existential(let keyword, let base): return .existential(keyword: keyword, canonical(base))
        case .implicitlyUnwrappedOptional(let wrapped), .optional(let wrapped): return .optional(canonical(wrapped))
        case .array(let element): return .array(canonical(element))
        case .dictionary(let key, let value): return .dictionary(key: canonical(key), value: canonical(value))
        case .tuple(let elements):
            if elements.count == 1 && elements[0].label == nil { return canonical(elements[0].type) }
            return .tuple(elements.map { .init(label: $0.label, type: canonical($0.type)) })
        case .function(var function):
            function.parameters = function.parameters.map(canonical)
            function.result = canonical(function.result)
            return .function(function)
        case .composition(let types):
            return .composition(types.map(canonical).sorted { $0.description < $1.description })
        case .metatype(let base, let kind): return .metatype(canonical(base), kind: kind)
        case .nominal(let components): return canonical(components)
        case .raw: return type
        }
    }

    private static func canonical(_ written: [SwiftType.NominalComponent]) -> SwiftType {
        var components = written.map {
            SwiftType.NominalComponent(name: $0.name, genericArguments: $0.genericArguments.map(canonical))
        }
        if components.count > 1, modules.contains(components[0].name) { components.removeFirst() }
        if components.count == 1 {
            let only = components[0]
            switch (only.name, only.genericArguments.count) {
            case ("Void", 0): return .tuple([])
            case ("Optional", 1): return .optional(only.genericArguments[0])
            case ("Array", 1): return .array(only.genericArguments[0])
            case ("Dictionary", 2): return .dictionary(key: only.genericArguments[0], value: only.genericArguments[1])
            case (let name, 0): if let alias = aliases[name] { return alias }
            default: break
            }
        }
        return .nominal(components: components)
    }
}
