/// Turns a template's tokens into a `ParsedTemplate`, collecting every error instead of stopping at the first.
///
/// Blocks are kept on a stack of open `if` / `for` tags; an end tag closes the nearest matching block
/// (reporting the unclosed blocks above it), so one mistake does not hide the rest of the template.
/// Blocks nested more than `maximumNesting` deep are an error: the tree stays shallow enough for the renderer.
struct TemplateParser {
    /// End tags first: on a tie, "did you mean" prefers them (`edif` is more likely `endif` than `elif`).
    static let tagNames = ["endif", "endfor", "if", "elif", "else", "for", "include", "set"]
    static let maximumNesting = 100

    let map: TemplateSourceMap
    let filters: [String: TemplateFilter]
    var diagnostics: [Diagnostic] = []
    var includes: [Located<String>] = []
    private var blocks: [OpenBlock]
    /// How many blocks of each kind are open: an end tag with none to close fails without searching the stack.
    private var openCounts: [OpenBlock.Kind: Int] = [:]

    init(name: String, source: String, filters: [String: TemplateFilter]) {
        self.map = TemplateSourceMap(name: name, source: source)
        self.filters = filters
        self.blocks = [OpenBlock(kind: .root, location: 0)]
    }

    /// The tree, or nil when there were errors (then in `diagnostics`).
    mutating func parse() -> ParsedTemplate? {
        let (tokens, lexerDiagnostics) = TemplateLexer(map: map).tokenize()
        diagnostics += lexerDiagnostics
        for token in tokens {
            switch token {
            case .text(let span): appendText(map.text(span.start..<span.end))
            case .tag(let tag) where tag.kind == .output: parseOutput(tag)
            case .tag(let tag): parseBlockTag(tag)
            }
        }
        while blocks.count > 1 { reportUnclosed() }
        guard diagnostics.isEmpty else { return nil }
        return ParsedTemplate(name: map.name, nodes: blocks[0].nodes, includes: includes, map: map)
    }

    mutating func append(_ node: TemplateNode) {
        guard !blocks[blocks.count - 1].isTooDeep else { return }
        blocks[blocks.count - 1].nodes.append(node)
    }

    private mutating func appendText(_ text: String) {
        let last = blocks.count - 1
        guard !blocks[last].isTooDeep else { return }
        if case .text(var previous)? = blocks[last].nodes.last {
            // Taken out first, so that `previous` is the only reference and grows in place (text split by many
            // comments stays linear).
            blocks[last].nodes.removeLast()
            previous += text
            blocks[last].nodes.append(.text(previous))
        } else {
            blocks[last].nodes.append(.text(text))
        }
    }

    /// Opens `block`; past `maximumNesting` it is parsed for its errors but kept out of the tree, and the first
    /// such block is reported.
    mutating func open(_ block: OpenBlock) {
        var block = block
        if blocks.count > Self.maximumNesting {
            block.isTooDeep = true
            if !blocks[blocks.count - 1].isTooDeep {
                let message = "'\(block.kind.openTag)' is nested too deeply: more than \(Self.maximumNesting) "
                    + "'if' and 'for' blocks inside one another"
                diagnostics.append(.error(message, at: map.location(block.location)))
            }
        }
        openCounts[block.kind, default: 0] += 1
        blocks.append(block)
    }

    /// Removes the innermost block and adds what it becomes to the block around it.
    private mutating func finishInnermost() {
        let block = blocks.removeLast()
        openCounts[block.kind, default: 0] -= 1
        if !block.isTooDeep { append(block.finished()) }
    }

    /// `elif` / `else`: ends the current branch of the innermost block.
    mutating func startBranch(_ tag: String, condition: TemplateExpression?, at offset: TemplateOffset) {
        let top = blocks.count - 1
        switch (tag, blocks[top].kind) {
        case ("elif", .conditional), ("else", .conditional), ("else", .loop):
            guard !blocks[top].inElse else {
                let message = tag == "else" ? "duplicate 'else'" : "'elif' after 'else'"
                diagnostics.append(.error(message, at: map.location(offset)))
                return
            }
            blocks[top].endBranch(nextCondition: condition)
        case ("elif", _):
            diagnostics.append(.error("'elif' outside of 'if'", at: map.location(offset)))
        default:
            diagnostics.append(.error("'else' outside of 'if' or 'for'", at: map.location(offset)))
        }
    }

    /// `endif` / `endfor`: closes the innermost block of `kind`, reporting open blocks above it.
    mutating func close(_ kind: OpenBlock.Kind, endTag: String, at offset: TemplateOffset) {
        guard openCounts[kind, default: 0] > 0, let index = blocks.lastIndex(where: { $0.kind == kind }) else {
            diagnostics.append(.error("'\(endTag)' without a matching '\(kind.openTag)'", at: map.location(offset)))
            return
        }
        while blocks.count > index + 1 { reportUnclosed() }
        finishInnermost()
    }

    /// Reports the innermost block as never closed (unless it is too deep, which is reported already), then
    /// finishes it.
    private mutating func reportUnclosed() {
        let block = blocks[blocks.count - 1]
        if !block.isTooDeep {
            let message = "'\(block.kind.openTag)' is never closed; expected '\(block.kind.endTag)'"
            diagnostics.append(.error(message, at: map.location(block.location)))
        }
        finishInnermost()
    }
}

/// An `if` or `for` whose end tag has not come yet (or the template's root).
struct OpenBlock {
    enum Kind {
        case root, conditional, loop

        var openTag: String { self == .loop ? "for" : "if" }
        var endTag: String { self == .loop ? "endfor" : "endif" }
    }

    var kind: Kind
    /// Offset of the opening tag.
    var location: TemplateOffset
    /// The nodes of the branch being parsed.
    var nodes: [TemplateNode] = []
    /// `if`: the finished branches, and the condition of the one being parsed.
    var branches: [TemplateBranch] = []
    var condition: TemplateExpression?
    /// `for`: the loop, its bodies given when the block ends; the body, once `else` is reached.
    var loop: TemplateLoop?
    var loopBody: [TemplateNode] = []
    var inElse = false
    /// Nested past `TemplateParser.maximumNesting`: parsed for its errors, left out of the tree.
    var isTooDeep = false

    mutating func endBranch(nextCondition: TemplateExpression?) {
        if kind == .loop {
            loopBody = nodes
        } else if let condition {
            branches.append(TemplateBranch(condition: condition, body: nodes))
        }
        nodes = []
        condition = nextCondition
        inElse = nextCondition == nil
    }

    /// The node this block becomes once closed.
    func finished() -> TemplateNode {
        switch kind {
        case .root, .conditional:
            var branches = branches
            if !inElse, let condition { branches.append(TemplateBranch(condition: condition, body: nodes)) }
            return .conditional(branches, otherwise: inElse ? nodes : [])
        case .loop:
            guard let loop else { return .text("") }
            return .loop(inElse ? loop.with(body: loopBody, emptyBody: nodes) : loop.with(body: nodes, emptyBody: []))
        }
    }
}
