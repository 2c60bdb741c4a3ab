/// Turns nodes into a `TemplateProgram`'s steps and tables.
struct TemplateCompiler {
    let loops: [TemplateProgram.EnclosingLoop]
    var steps: [TemplateProgram.Step] = []
    var text: [UInt8] = []
    var outputs: [(expression: TemplateExpression, offset: TemplateOffset)] = []
    var fields: [TemplateProgram.Field] = []
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
                if let field = field(expression, at: offset) {
                    steps.append(.init(kind: .outputField, first: fields.count))
                    fields.append(field)
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

    /// Each branch: a jump past its body unless its condition holds, the body, and a jump to the end.
    private mutating func compile(_ branches: [TemplateBranch], _ otherwise: [TemplateNode]) {
        var jumpsToEnd: [Int] = []
        for branch in branches {
            let test = steps.count
            if let field = field(branch.condition, at: 0) {
                steps.append(.init(kind: .jumpUnlessField, first: fields.count))
                fields.append(field)
            } else if case .not(let operand) = branch.condition, let field = field(operand, at: 0) {
                steps.append(.init(kind: .jumpIfField, first: fields.count))
                fields.append(field)
            } else if case .equal(let left, .literal(let literal), let negated) = branch.condition,
                      let field = field(left, at: 0) {
                steps.append(.init(kind: .jumpUnlessEqual, first: comparisons.count))
                comparisons.append(.init(field: fields.count, literal: literals.count, negated: negated,
                                         condition: conditions.count))
                fields.append(field)
                literals.append(literal)
                conditions.append(branch.condition)
            } else {
                steps.append(.init(kind: .jumpUnless, first: conditions.count))
                conditions.append(branch.condition)
            }
            compile(branch.body)
            jumpsToEnd.append(steps.count)
            steps.append(.init(kind: .jump, first: 0))
            steps[test].second = steps.count
        }
        compile(otherwise)
        for jump in jumpsToEnd { steps[jump].second = steps.count }
    }

    /// `name.key` or `name.key.secondKey`, the expressions with steps of their own.
    private func field(_ expression: TemplateExpression, at offset: TemplateOffset) -> TemplateProgram.Field? {
        let name: TemplateKey, key: TemplateKey, secondKey: TemplateKey?
        switch expression {
        case .member(.variable(let variable, _), let first, _):
            (name, key, secondKey) = (variable, first, nil)
        case .member(.member(.variable(let variable, _), let first, _), let second, _):
            (name, key, secondKey) = (variable, first, second)
        default:
            return nil
        }
        return TemplateProgram.Field(name: name, key: key, secondKey: secondKey, loopSlot: loopSlot(of: name),
                                     expression: expression, offset: offset)
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
