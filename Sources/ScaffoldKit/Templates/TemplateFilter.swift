/// A filter: `{{ value|name(arguments) }}` calls it with the value, the evaluated arguments and the
/// location of the filter's name; it throws a `Diagnostic` at that location for bad input.
///
/// Write one with `TemplateFilters.filter(_:arguments:_:)`, which checks the argument count and gives
/// the body a `TemplateFilterInput` whose accessors throw the engine's standard messages.
public typealias TemplateFilter =
    @Sendable (_ value: TemplateValue, _ arguments: [TemplateValue], _ location: SourceLocation) throws -> TemplateValue

/// One call of a filter: its input and arguments, with accessors that throw located, uniform errors.
struct TemplateFilterInput: Sendable {
    public let name: String
    public let value: TemplateValue
    public let arguments: [TemplateValue]
    public let location: SourceLocation

    public init(name: String, value: TemplateValue, arguments: [TemplateValue], location: SourceLocation) {
        self.name = name
        self.value = value
        self.arguments = arguments
        self.location = location
    }

    /// An error located at the filter's name, with `message` as it is.
    public func error(_ message: String) -> Diagnostic { .error(message, at: location) }

    /// The input as a string, or "filter 'name' expects a string, got …".
    public func string() throws(Diagnostic) -> String {
        guard case .string(let text) = value else { throw inputError("a string") }
        return text
    }

    /// The input as a list, or "filter 'name' expects a list, got …".
    public func list() throws(Diagnostic) -> [TemplateValue] {
        guard case .list(let items) = value else { throw inputError("a list") }
        return items
    }

    /// "filter 'name' expects <expected>, got <the input's kind>".
    public func inputError(_ expected: String) -> Diagnostic {
        error("filter '\(name)' expects \(expected), got \(value.kindDescription)")
    }

    /// Argument `index` (0-based) as a string.
    public func stringArgument(_ index: Int) throws(Diagnostic) -> String {
        guard index < arguments.count, case .string(let text) = arguments[index] else {
            throw argumentError(index, "a string")
        }
        return text
    }

    /// Argument `index` (0-based) as an integer.
    public func intArgument(_ index: Int) throws(Diagnostic) -> Int {
        guard index < arguments.count, case .int(let number) = arguments[index] else {
            throw argumentError(index, "an integer")
        }
        return number
    }

    /// "argument N of filter 'name' must be <expected>, got …" (N is 1-based).
    public func argumentError(_ index: Int, _ expected: String) -> Diagnostic {
        let actual = index < arguments.count ? arguments[index].kindDescription : "nothing"
        return error("argument \(index + 1) of filter '\(name)' must be \(expected), got \(actual)")
    }
}

extension TemplateFilters {
    /// A filter named `name` taking exactly `arguments` arguments; `body` computes the result.
    public static func filter(
        _ name: String, arguments count: Int, _ body: @escaping @Sendable (TemplateFilterInput) throws -> TemplateValue
    ) -> TemplateFilter {
        return { value, arguments, location in
            guard arguments.count == count else {
                let noun = count == 1 ? "argument" : "arguments"
                let message = "filter '\(name)' expects \(count) \(noun), got \(arguments.count)"
                throw Diagnostic.error(message, at: location)
            }
            return try body(TemplateFilterInput(name: name, value: value, arguments: arguments, location: location))
        }
    }
}
