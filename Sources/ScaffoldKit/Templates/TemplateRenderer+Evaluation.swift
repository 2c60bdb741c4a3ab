/// Evaluating expressions against the scope, strictly: anything unknown is a located error.
extension TemplateRenderer {
    func evaluate(_ expression: TemplateExpression) throws(Diagnostic) -> TemplateValue {
        switch expression {
        case .literal(let value):
            return value
        case .variable(let name, let offset):
            switch scope.lookup(name) {
            case .value(let value)?: return value
            case .loop(let index0, let length)?: return TemplateScope.loopObject(index0, length)
            case nil:
                let hint = Suggestions.didYouMean(name.name, in: scope.visibleNames)
                throw .error("unknown variable '\(name.name)'\(hint)", at: location(offset))
            }
        case .member(let base, let key, let offset):
            if case .variable(let name, _) = base, let field = scope.field(key, of: name) { return field }
            if case .variable(let name, _) = base, case .loop? = scope.lookup(name) {
                let hint = Suggestions.didYouMean(key.name, in: TemplateScope.loopFields)
                throw .error("'\(name.name)' has no key '\(key.name)'\(hint)", at: location(offset))
            }
            return try member(key, of: try evaluate(base), base, at: offset)
        case .filter(let input, let call):
            return try apply(call, to: try resolvedItems(try evaluate(input)))
        case .not, .and, .or, .equal:
            return .bool(try isTrue(expression))
        }
    }

    /// Whether `expression` is truthy (`if`, `elif`, `not`, `and`, `or`), operators evaluated as flags without
    /// making a value of each.
    func isTrue(_ expression: TemplateExpression) throws(Diagnostic) -> Bool {
        switch expression {
        case .not(let operand):
            return !(try isTrue(operand))
        case .and(let left, let right):
            guard try isTrue(left) else { return false }
            return try isTrue(right)
        case .or(let left, let right):
            if try isTrue(left) { return true }
            return try isTrue(right)
        case .equal(let left, let right, let negated):
            let leftValue = try resolved(try evaluate(left))
            let rightValue = try resolved(try evaluate(right))
            return (leftValue == rightValue) != negated
        default:
            return try resolved(try evaluate(expression)).isTruthy
        }
    }

    private func member(
        _ key: TemplateKey, of value: TemplateValue, _ base: TemplateExpression, at offset: TemplateOffset
    ) throws(Diagnostic) -> TemplateValue {
        guard case .object(let fields) = value else {
            let message = "cannot read '\(key.name)' of '\(base.displayText)', which is \(value.kindDescription)"
            throw .error(message, at: location(offset))
        }
        guard let field = fields[key] else {
            let hint = Suggestions.didYouMean(key.name, in: fields.names.sorted())
            throw .error("'\(base.displayText)' has no key '\(key.name)'\(hint)", at: location(offset))
        }
        return field
    }

    private func apply(_ call: TemplateFilterCall, to input: TemplateValue) throws(Diagnostic) -> TemplateValue {
        var arguments: [TemplateValue] = []
        arguments.reserveCapacity(call.arguments.count)
        for argument in call.arguments { arguments.append(try resolvedItems(try evaluate(argument))) }
        do {
            return try call.function(input, arguments, call.location)
        } catch let diagnostic as Diagnostic {
            throw diagnostic
        } catch let error as DiagnosticError {
            throw error.diagnostics.first ?? .error("filter '\(call.name)' failed", at: call.location)
        } catch {
            throw .error("filter '\(call.name)' failed: \(error)", at: call.location)
        }
    }
}
