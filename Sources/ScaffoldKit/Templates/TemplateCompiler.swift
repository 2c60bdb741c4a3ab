/// Turns nodes into a `TemplateProgram`'s steps and tables.
struct TemplateCompiler {
    let loops: [TemplateProgram.EnclosingLoop]
    var steps: [TemplateProgram.Step] = []
    var text: [UInt8] = []
    var outputs: [(expression: TemplateExpression, offset: TemplateOffset)] = []
    var fields: [TemplateProgram.FieldRead] = []
    var fieldExpressions: [(expression: TemplateExpression, offset: TemplateOffset)] = []
    var conditions: [TemplateExpression] = []
    var comparisons: [TemplateProgram.Comparison] = []
    var literals: [TemplateValue] = []
    var compiledLoops: [TemplateProgram.Loop] = []
    var includes: [(name: TemplateKey, offset: TemplateOffset)] = []
    var sets: [(name: TemplateKey, value: TemplateExpression)] = []

    mutating func compile(_ nodes: [TemplateNode]) {
        for node in nodes {
            switch node {
            case .text(let string):
                let start = text.count
                text.append(contentsOf: string.utf8)
                steps.append(.init(kind: .text, first: start, second: text.count))
            case .output(let expression, let offset):
                if let field = fieldRead(expression) {
                    steps.append(.init(kind: .outputField, first: fields.count))
                    addField(field, expression, at: offset)
                } else {
                    steps.append(.init(kind: .output, first: outputs.count))
                    outputs.append((expression, offset))
                }
            case .conditional(let branches, let otherwise):
                compile(branches, otherwise)
            case .loop(let loop):
                steps.append(.init(kind: .loop, first: compiledLoops.count))
                compiledLoops.append(TemplateProgram.Loop(loop, in: loops))
            case .include(let name, let offset):
                steps.append(.init(kind: .include, first: includes.count))
                includes.append((name, offset))
            case .set(let name, let expression):
                steps.append(.init(kind: .set, first: sets.count))
                sets.append((name, expression))
            }
        }
    }

    /// Each branch: jumps past its body unless its condition holds, the body, and a jump to the end.
    private mutating func compile(_ branches: [TemplateBranch], _ otherwise: [TemplateNode]) {
        var jumpsToEnd: [Int] = []
        for branch in branches {
            var unlessHolds: [Int] = []
            compileTest(branch.condition, jumpingWhen: false, into: &unlessHolds)
            compile(branch.body)
            jumpsToEnd.append(steps.count)
            steps.append(.init(kind: .jump, first: 0))
            for jump in unlessHolds { steps[jump].second = steps.count }
        }
        compile(otherwise)
        for jump in jumpsToEnd { steps[jump].second = steps.count }
    }

    /// Steps that go on when `condition`'s truth is not `jumpingWhen`, and otherwise jump to a step the caller
    /// sets (the steps' indexes are added to `jumps`). `not`, `and` and `or` become jumps, evaluated left to right
    /// and short-circuited as `TemplateRenderer.isTrue` does, so the same operands are evaluated in the same order
    /// and fail with the same errors; a field, `name.key == "literal"` and anything else are one step each.
    private mutating func compileTest(_ condition: TemplateExpression, jumpingWhen truth: Bool,
                                      into jumps: inout [Int]) {
        switch condition {
        case .not(let operand):
            compileTest(operand, jumpingWhen: !truth, into: &jumps)
        case .and(let left, let right), .or(let left, let right):
            // `and` jumps on a false left operand when it jumps on false, `or` on a true one when it jumps on true;
            // otherwise the left operand's deciding value skips the right one.
            let isAnd: Bool
            if case .and = condition { isAnd = true } else { isAnd = false }
            if truth != isAnd {
                compileTest(left, jumpingWhen: truth, into: &jumps)
                compileTest(right, jumpingWhen: truth, into: &jumps)
            } else {
                var decided: [Int] = []
                compileTest(left, jumpingWhen: !truth, into: &decided)
                compileTest(right, jumpingWhen: truth, into: &jumps)
                for jump in decided { steps[jump].second = steps.count }
            }
        default:
            jumps.append(steps.count)
            compileStep(condition, jumpingWhen: truth)
        }
    }

    /// One step that jumps when `condition` is `truth`.
    private mutating func compileStep(_ condition: TemplateExpression, jumpingWhen truth: Bool) {
        if let field = fieldRead(condition) {
            steps.append(.init(kind: truth ? .jumpIfField : .jumpUnlessField, first: fields.count))
            addField(field, condition, at: 0)
        } else if case .equal(let left, .literal(let literal), let negated) = condition,
                  let field = fieldRead(left) {
            steps.append(.init(kind: truth ? .jumpIfEqual : .jumpUnlessEqual, first: comparisons.count))
            comparisons.append(.init(field: field, literal: literals.count, negated: negated,
                                     condition: conditions.count))
            literals.append(literal)
            conditions.append(condition)
        } else {
            steps.append(.init(kind: truth ? .jumpIf : .jumpUnless, first: conditions.count))
            conditions.append(condition)
        }
    }

    /// `name.key` or `name.key.secondKey`, the expressions with steps of their own, as the step reads them.
    private func fieldRead(_ expression: TemplateExpression) -> TemplateProgram.FieldRead? {
        let name: TemplateKey, key: TemplateKey, secondKey: TemplateKey?
        switch expression {
        case .member(.variable(let variable, _), let first, _):
            (name, key, secondKey) = (variable, first, nil)
        case .member(.member(.variable(let variable, _), let first, _), let second, _):
            (name, key, secondKey) = (variable, first, second)
        default:
            return nil
        }
        let slot = loopSlot(of: name)
        return .init(name: name.number, key: key.number, secondKey: secondKey?.number ?? -1,
                     loop: slot?.loop ?? -1, place: slot?.place ?? 0)
    }

    /// Adds a field a step reads, with the expression it was parsed from.
    private mutating func addField(_ field: TemplateProgram.FieldRead, _ expression: TemplateExpression,
                                   at offset: TemplateOffset) {
        fields.append(field)
        fieldExpressions.append((expression, offset))
    }

    /// Where the innermost loop around binding `name` binds it (its frame holds the key, the value, then `loop`),
    /// unless that loop's body `set`s the name anywhere: a `set` inside a loop within it would bind it again,
    /// nearer. Includes bind in frames of their own, gone when they return.
    private func loopSlot(of name: TemplateKey) -> (loop: Int, place: Int)? {
        for (depth, enclosing) in loops.enumerated() {
            let loop = enclosing.loop
            let hasKey = loop.keyName != nil
            let place: Int
            if name == TemplateScope.loopKey {
                place = hasKey ? 2 : 1
            } else if name == loop.valueName {
                place = hasKey ? 1 : 0
            } else if name == loop.keyName {
                place = 0
            } else {
                continue
            }
            return enclosing.setNames.contains(name) ? nil : (depth, place)
        }
        return nil
    }

    /// Every name `nodes` `set`, at any depth.
    static func setNames(in nodes: [TemplateNode]) -> Set<TemplateKey> {
        var names: Set<TemplateKey> = []
        collectSetNames(in: nodes, into: &names)
        return names
    }

    private static func collectSetNames(in nodes: [TemplateNode], into names: inout Set<TemplateKey>) {
        for node in nodes {
            switch node {
            case .set(let name, _):
                names.insert(name)
            case .conditional(let branches, let otherwise):
                for branch in branches { collectSetNames(in: branch.body, into: &names) }
                collectSetNames(in: otherwise, into: &names)
            case .loop(let loop):
                collectSetNames(in: loop.body, into: &names)
                collectSetNames(in: loop.emptyBody, into: &names)
            case .text, .output, .include:
                break
            }
        }
    }
}
