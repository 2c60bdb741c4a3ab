/// A template's nodes compiled once (`TemplateCompiler`) into a flat list of steps, what the renderer runs: text is
/// a range of one byte array, `if`/`elif`/`else` are jumps, and `{{ name.key }}`, `{% if name.key %}` and
/// `{% if name.key == "literal" %}` (most of what templates do, a second key allowed: `method.stub.kind`) are steps
/// of their own; `not`, `and` and `or` of conditions are jumps between their operands' steps. A step is plain
/// integers, so running one retains nothing; what it refers to lives in the program's tables. Anything else is a step
/// that evaluates its expression as the tree did, so values, output and errors are those of the tree's.
final class TemplateProgram: Sendable {
    struct Step: Sendable {
        enum Kind: UInt8, Sendable {
            /// Writes `text[first..<second]`.
            case text
            /// Writes `outputs[first]`.
            case output
            /// Writes `fields[first]`, `name.key`.
            case outputField
            /// Goes to step `second` unless `conditions[first]` is true.
            case jumpUnless
            /// Goes to step `second` if `conditions[first]` is true.
            case jumpIf
            /// Goes to step `second` unless `fields[first]` is truthy.
            case jumpUnlessField
            /// Goes to step `second` if `fields[first]` is truthy (`{% if not name.key %}`).
            case jumpIfField
            /// Goes to step `second` unless `comparisons[first]` holds (`{% if name.key == "literal" %}`).
            case jumpUnlessEqual
            /// Goes to step `second` if `comparisons[first]` holds.
            case jumpIfEqual
            /// Goes to step `second`.
            case jump
            /// Runs `loops[first]`.
            case loop
            /// Renders `includes[first]`.
            case include
            /// Binds `sets[first]`.
            case set
        }

        var kind: Kind
        var first: Int
        var second: Int = 0
    }

    /// `name.key` or `name.key.secondKey` as a step reads it, in plain integers, so that reading it retains
    /// nothing: the numbers (`TemplateKey.number`) of the names (`secondKey` -1 for none) and, when `name` is the
    /// variable of a loop around the step in the same template, that loop (0 for the innermost; -1 for none) and
    /// the binding's place in its frame. Nothing else can bind that name in between (`TemplateCompiler.loopSlot`),
    /// so it is the binding a search of the scope would find.
    struct FieldRead: Sendable {
        let name: Int
        let key: Int
        let secondKey: Int
        let loop: Int
        let place: Int
    }

    /// `field == literals[literal]`, or `!=` when `negated`; `conditions[condition]` is the whole comparison, for
    /// the general path.
    struct Comparison: Sendable {
        let field: FieldRead
        let literal: Int
        let negated: Bool
        let condition: Int
    }

    /// A `for` loop with its bodies compiled.
    final class Loop: Sendable {
        let loop: TemplateLoop
        let body: TemplateProgram
        let emptyBody: TemplateProgram

        /// `loops`: the loops around this one in its template, innermost first.
        init(_ loop: TemplateLoop, in loops: [EnclosingLoop]) {
            self.loop = loop
            let enclosing = EnclosingLoop(loop: loop, setNames: TemplateCompiler.setNames(in: loop.body))
            body = TemplateProgram(loop.body, in: [enclosing] + loops)
            emptyBody = TemplateProgram(loop.emptyBody, in: loops)
        }
    }

    /// A loop around the nodes being compiled, with every name its body `set`s (at any depth), found once per loop
    /// so that compiling stays linear in the template's size.
    struct EnclosingLoop {
        let loop: TemplateLoop
        let setNames: Set<TemplateKey>
    }

    let steps: [Step]
    let text: [UInt8]
    let outputs: [(expression: TemplateExpression, offset: TemplateOffset)]
    let fields: [FieldRead]
    /// The expression each of `fields` was parsed from, for the general path and its errors.
    let fieldExpressions: [(expression: TemplateExpression, offset: TemplateOffset)]
    let comparisons: [Comparison]
    let literals: [TemplateValue]
    let conditions: [TemplateExpression]
    let loops: [Loop]
    let includes: [(name: TemplateKey, offset: TemplateOffset)]
    let sets: [(name: TemplateKey, value: TemplateExpression)]

    /// `loops`: the loops around `nodes` in their template, innermost first.
    init(_ nodes: [TemplateNode], in loops: [EnclosingLoop] = []) {
        var compiler = TemplateCompiler(loops: loops)
        compiler.compile(nodes)
        steps = compiler.steps
        text = compiler.text
        outputs = compiler.outputs
        fields = compiler.fields
        fieldExpressions = compiler.fieldExpressions
        comparisons = compiler.comparisons
        literals = compiler.literals
        conditions = compiler.conditions
        self.loops = compiler.compiledLoops
        includes = compiler.includes
        sets = compiler.sets
    }
}
