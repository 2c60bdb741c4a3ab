/// The parsed tree of a template: what the renderer walks.
indirect enum TemplateNode: Sendable {
    case text(String)
    /// `{{ expression }}`, at the offset where the expression starts.
    case output(TemplateExpression, TemplateOffset)
    /// `{% if %}…{% elif %}…{% else %}…{% endif %}`: the first truthy branch, else `otherwise`.
    case conditional([TemplateBranch], otherwise: [TemplateNode])
    case loop(TemplateLoop)
    /// `{% include "name" %}`, at the offset of the tag.
    case include(TemplateKey, TemplateOffset)
    /// `{% set name = expression %}`.
    case set(TemplateKey, TemplateExpression)
}

/// One `if` / `elif` branch. Nodes hold classes, not structs, so that a node is one reference wherever it is held
/// (the program compiled from the tree holds its loops: `TemplateProgram.Loop`).
final class TemplateBranch: Sendable {
    let condition: TemplateExpression
    let body: [TemplateNode]

    init(condition: TemplateExpression, body: [TemplateNode]) {
        self.condition = condition
        self.body = body
    }
}

/// `{% for value in sequence %}` or `{% for key, value in object %}`, with its `{% else %}` body.
final class TemplateLoop: Sendable {
    /// The first of two loop variables: the key when iterating an object.
    let keyName: TemplateKey?
    let valueName: TemplateKey
    let sequence: TemplateExpression
    /// Where the sequence expression starts.
    let sequenceOffset: TemplateOffset
    let body: [TemplateNode]
    /// Rendered when the sequence is empty.
    let emptyBody: [TemplateNode]

    init(keyName: TemplateKey?, valueName: TemplateKey, sequence: TemplateExpression,
         sequenceOffset: TemplateOffset, body: [TemplateNode], emptyBody: [TemplateNode]) {
        self.keyName = keyName
        self.valueName = valueName
        self.sequence = sequence
        self.sequenceOffset = sequenceOffset
        self.body = body
        self.emptyBody = emptyBody
    }

    /// This loop with its bodies, once the parser has read them.
    func with(body: [TemplateNode], emptyBody: [TemplateNode]) -> TemplateLoop {
        TemplateLoop(keyName: keyName, valueName: valueName, sequence: sequence, sequenceOffset: sequenceOffset,
                     body: body, emptyBody: emptyBody)
    }
}

/// A template parsed once: its tree and the templates it includes. Immutable, and shared (not copied) by the
/// library and every render that includes it.
final class ParsedTemplate: Sendable {
    let name: String
    /// `name` as includes and rendered values find it.
    let key: TemplateKey
    let nodes: [TemplateNode]
    /// `nodes` compiled: what the renderer runs.
    let program: TemplateProgram
    /// Every `{% include %}` with where it is written, to check the names exist.
    let includes: [Located<String>]
    /// The source, to locate the offsets in the tree when rendering reports an error.
    let map: TemplateSourceMap

    init(name: String, nodes: [TemplateNode], includes: [Located<String>], map: TemplateSourceMap) {
        self.name = name
        key = TemplateKey(name)
        self.nodes = nodes
        program = TemplateProgram(nodes)
        self.includes = includes
        self.map = map
    }
}
