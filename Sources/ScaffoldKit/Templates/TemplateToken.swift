/// The three kinds of tag: `{{ … }}`, `{% … %}` and `{# … #}`.
enum TemplateTagKind: Equatable {
    case output, block, comment
}

/// One tag as the lexer found it, as byte offsets into the template source.
struct TemplateTag: Equatable {
    var kind: TemplateTagKind
    /// Offset of the opening `{`.
    var start: Int
    /// The bytes between the delimiters, without the `-` trim markers.
    var contentStart: Int
    var contentEnd: Int
    /// `{{-`, `{%-`, `{#-`: trim all whitespace before the tag.
    var trimsBefore: Bool
    /// `-}}`, `-%}`, `-#}`: trim all whitespace after the tag.
    var trimsAfter: Bool
    /// Offset just past the closing `}`.
    var end: Int
}

/// A span of literal text, as byte offsets `start..<end` (empty when `end <= start`).
struct TemplateTextSpan: Equatable {
    var start: Int
    var end: Int

    var isEmpty: Bool { end <= start }
}

/// What a template is cut into before parsing: literal text and tags.
enum TemplateToken: Equatable {
    case text(TemplateTextSpan)
    case tag(TemplateTag)

    /// A `{% %}` or `{# #}` tag: the kinds the standalone-line rule applies to.
    var isBlockOrComment: Bool {
        if case .tag(let tag) = self { return tag.kind != .output }
        return false
    }
}
