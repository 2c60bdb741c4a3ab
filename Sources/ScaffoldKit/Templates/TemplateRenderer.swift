/// Renders parsed templates into one growing buffer of UTF-8 bytes (appending bytes costs a fraction of
/// appending to a `String`), stopping at the first error.
struct TemplateRenderer {
    /// The library's templates by name.
    let templates: ParsedTemplates
    var scope: TemplateScope
    let output: RenderOutput
    /// The templates being rendered, outermost first: to catch include cycles, and to locate errors in the
    /// innermost.
    var includeStack: [ParsedTemplate] = []
    /// Where the frame of each loop being rendered starts in the scope, outermost first: a step finds a loop's
    /// variable there (`TemplateProgram.FieldRead.loop`). Loops of a template rendered inside one come and go above
    /// those of the one rendering it.
    private var loopFrames: [Int] = []
    /// Templates inside one another; each may nest `TemplateParser.maximumNesting` blocks, and rendering recurses.
    static let maximumIncludeDepth = 16

    /// The texts of rendered values written so far in this render of a run's files, if the caller keeps them.
    let renderedTexts: RenderedTexts?

    init(templates: ParsedTemplates, context: TemplateObject, renderedTexts: RenderedTexts? = nil,
         output: RenderOutput = RenderOutput()) {
        self.templates = templates
        self.output = output
        self.scope = TemplateScope(globals: context)
        self.renderedTexts = renderedTexts
        includeStack.reserveCapacity(4)
        loopFrames.reserveCapacity(4)
    }

    mutating func render(_ template: ParsedTemplate) throws(Diagnostic) {
        includeStack.append(template)
        scope.pushFrame()
        try run(template.program)
        scope.popFrame()
        includeStack.removeLast()
    }

    private mutating func run(_ program: TemplateProgram) throws(Diagnostic) {
        var next = 0
        let steps = program.steps
        while next < steps.count {
            let step = steps[next]
            next += 1
            switch step.kind {
            case .text:
                // Through the buffer: a slice of the array would retain it for each piece of text.
                program.text.withUnsafeBufferPointer { text in
                    output.append(UnsafeBufferPointer(rebasing: text[step.first..<step.second]))
                }
            case .output:
                let written = program.outputs[step.first]
                try write(written.expression, at: written.offset)
            case .outputField:
                try write(program, field: step.first)
            case .jumpUnless:
                if try !isTrue(program.conditions[step.first]) { next = step.second }
            case .jumpIf:
                if try isTrue(program.conditions[step.first]) { next = step.second }
            case .jumpUnlessField:
                if try !isTrue(program, field: step.first) { next = step.second }
            case .jumpIfField:
                if try isTrue(program, field: step.first) { next = step.second }
            case .jumpUnlessEqual:
                if try !holds(program, program.comparisons[step.first]) { next = step.second }
            case .jumpIfEqual:
                if try holds(program, program.comparisons[step.first]) { next = step.second }
            case .jump:
                next = step.second
            case .loop:
                try renderLoop(program.loops[step.first])
            case .include:
                let include = program.includes[step.first]
                try self.include(include.name, at: include.offset)
            case .set:
                let set = program.sets[step.first]
                scope.assign(set.name, try evaluate(set.value))
            }
        }
    }

    /// `{{ name.key }}` of the program's field `index`: a string is written where it is stored; anything else as
    /// `write` writes it.
    private mutating func write(_ program: TemplateProgram, field index: Int) throws(Diagnostic) {
        if case .string(let text)? = field(program.fields[index]) { return output.append(text) }
        let general = program.fieldExpressions[index]
        try write(general.expression, at: general.offset)
    }

    /// `{% if name.key %}` of the program's field `index`: its truthiness; anything else as `isTrue` tests it.
    private func isTrue(_ program: TemplateProgram, field index: Int) throws(Diagnostic) -> Bool {
        switch field(program.fields[index]) {
        case .rendered?, nil: return try isTrue(program.fieldExpressions[index].expression)
        case let value?: return value.isTruthy
        }
    }

    /// `{% if name.key == "literal" %}`: the field compared with the literal; a rendered value (its text is
    /// compared) or anything else as `isTrue` tests it.
    private func holds(_ program: TemplateProgram, _ comparison: TemplateProgram.Comparison) throws(Diagnostic)
        -> Bool {
        switch field(comparison.field) {
        case .rendered?, nil: return try isTrue(program.conditions[comparison.condition])
        case let value?: return (value == program.literals[comparison.literal]) != comparison.negated
        }
    }

    /// `name.key` (or `name.key.secondKey`), read in the frame of the loop binding `name` when the step knows it,
    /// else by name; nil when it is not that simple, for the general path and its errors.
    private func field(_ read: TemplateProgram.FieldRead) -> TemplateValue? {
        let value = read.loop < 0 ? scope.field(read.key, of: read.name)
            : scope.field(read.key, at: loopFrames[loopFrames.count - 1 - read.loop] + read.place)
        guard read.secondKey >= 0 else { return value }
        guard case .object(let object)? = value else { return nil }
        return object.value(ofKey: read.secondKey)
    }

    private mutating func write(_ expression: TemplateExpression, at offset: TemplateOffset) throws(Diagnostic) {
        let value = try evaluate(expression)
        if case .rendered(let rendered) = value { return try write(rendered) }
        guard let text = value.outputText else {
            let hint: String
            switch value {
            case .list: hint = " (use a filter such as 'join')"
            case .null: hint = " (use 'default' to replace it)"
            default: hint = ""
            }
            let message = "cannot output '\(expression.displayText)', which is \(value.kindDescription)\(hint)"
            throw .error(message, at: location(offset))
        }
        output.append(text)
    }

    private mutating func renderLoop(_ compiled: TemplateProgram.Loop) throws(Diagnostic) {
        let loop = compiled.loop
        let sequence = try resolved(try evaluate(loop.sequence))
        var entries: [(key: String, value: TemplateValue)] = []
        var items: [TemplateValue] = []
        switch (sequence, loop.keyName) {
        case (.list(let list), nil):
            items = list
        case (.object(let object), _?):
            entries = object.sortedFields
        case (.object, nil):
            let described = loop.sequence.displayText
            let message =
                "cannot iterate over '\(described)', which is an object (use 'for key, value in \(described)')"
            throw .error(message, at: location(loop.sequenceOffset))
        case (.list, _?):
            let message = "'for key, value' needs an object, but '\(loop.sequence.displayText)' is a list"
            throw .error(message, at: location(loop.sequenceOffset))
        default:
            let message = "cannot iterate over '\(loop.sequence.displayText)', which is \(sequence.kindDescription)"
            throw .error(message, at: location(loop.sequenceOffset))
        }
        let length = loop.keyName == nil ? items.count : entries.count
        let frameStart = scope.pushFrame()
        defer { scope.popFrame() }
        guard length > 0 else {
            try run(compiled.emptyBody)
            return
        }
        // The body's steps find this loop's variables from here; its `else` (above) is compiled outside it.
        loopFrames.append(frameStart)
        defer { loopFrames.removeLast() }
        // The first iteration binds the loop's variables; each next one drops what the body bound (`set`) and
        // replaces them in place.
        let variables = frameStart + (loop.keyName == nil ? 2 : 3)
        for index in 0..<length {
            var next: Int? = index == 0 ? nil : frameStart
            scope.truncate(to: index == 0 ? frameStart : variables)
            if let keyName = loop.keyName {
                scope.bind(keyName, .value(.string(entries[index].key)), replacing: &next)
                scope.bind(loop.valueName, .value(entries[index].value), replacing: &next)
            } else {
                scope.bind(loop.valueName, .value(items[index]), replacing: &next)
            }
            scope.bind(TemplateScope.loopKey, .loop(index0: index, length: length), replacing: &next)
            try run(compiled.body)
        }
    }

    private mutating func include(_ key: TemplateKey, at offset: TemplateOffset) throws(Diagnostic) {
        let name = key.name
        guard !includeStack.contains(where: { $0.key == key }) else {
            let cycle = (includeStack.map(\.name).drop { $0 != name } + [name]).joined(separator: " -> ")
            throw .error("include cycle: \(cycle)", at: location(offset))
        }
        guard let template = templates[key] else {
            let hint = Suggestions.didYouMean(name, in: templateNames)
            throw .error("unknown template '\(name)'\(hint)", at: location(offset))
        }
        guard includeStack.count < Self.maximumIncludeDepth else {
            throw .error("'include' is nested too deeply: more than \(Self.maximumIncludeDepth) templates inside "
                + "one another", at: location(offset))
        }
        try render(template)
    }

    /// The names of the library's templates, sorted: for "did you mean".
    var templateNames: [String] { templates.keys.map(\.name).sorted() }

    /// Where `offset` is in the template being rendered.
    func location(_ offset: TemplateOffset) -> SourceLocation? {
        includeStack.last?.map.location(offset)
    }
}
