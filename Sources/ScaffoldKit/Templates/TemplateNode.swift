/// The parsed tree of a template: what the renderer walks.
indirect enum TemplateNode: Sendable {
    case text(String)
    /// `{{ expression }}`, at the offset where the expression starts.
    case output(TemplateExpression, TemplateOffset)
    /// `{% if %}…{% elif %}…{% else %}…{% endif %}`: the first truthy branch, else `otherwise`.
    case conditional([TemplateBranch], otherwise: [TemplateNode])
    case loop(TemplateLoop)
    /// `{% include "name" %}`, at the offset of the tag.
    case include(String, TemplateOffset)
    /// `{% set name = expression %}`.
    case set(TemplateKey, TemplateExpression)
}

/// One `if` / `elif` branch.
struct TemplateBranch: Sendable {
    var condition: TemplateExpression
    var body: [TemplateNode]
}

/// `{% for value in sequence %}` or `{% for key, value in object %}`, with its `{% else %}` body.
struct TemplateLoop: Sendable {
    /// The first of two loop variables: the key when iterating an object.
    var keyName: TemplateKey?
    var valueName: TemplateKey
    var sequence: TemplateExpression
    /// Where the sequence expression starts.
    var sequenceOffset: TemplateOffset
    var body: [TemplateNode]
    /// Rendered when the sequence is empty.
    var emptyBody: [TemplateNode]
}

/// A template parsed once: its tree and the templates it includes. Immutable, and shared (not copied) by the
/// library and every render that includes it.
final class ParsedTemplate: Sendable {
    let name: String
    let nodes: [TemplateNode]
    /// Every `{% include %}` with where it is written, to check the names exist.
    let includes: [Located<String>]
    /// The source, to locate the offsets in the tree when rendering reports an error.
    let map: TemplateSourceMap

    init(name: String, nodes: [TemplateNode], includes: [Located<String>], map: TemplateSourceMap) {
        self.name = name
        self.nodes = nodes
        self.includes = includes
        self.map = map
    }

    /// Size of the source in bytes: a first guess at the size of the output.
    var sourceSize: Int { map.bytes.count }
}
