/// One member of the class being adopted (or of an extension of it), as written in its file.
struct AdoptedMember {
    enum Kind: Equatable {
        case function, property, initializer, deinitializer, subscripting, nestedType, typeAlias
    }

    var kind: Kind
    /// `saveContext`, `persistentContainer`, `init`, `Constants`.
    var name: String
    /// The file it is written in.
    var path: String
    /// Bytes of the whole member: its attributes and modifiers through the end of its body or initial value.
    var range: Range<Int>
    var modifiers: [String]
    var attributes: [Attribute]
    /// Functions: the parsed signature (labels, internal names, effects).
    var function: MethodRequirement?
    /// Properties: the written type annotation, or one read off the initial value (`InitialValueType`).
    var propertyType: String?
    /// Properties without a type whose initial value calls a function of the type's own (`lazy var x = makeX()`):
    /// that function's name, whose return type is the property's.
    var initialCallee: String?
    /// Properties: `var` with a setter the composite may reach (`let`, `private(set)` and get-only ones are not).
    var isSettable = false
    /// Properties: a `var` with a setter that `private(set)` or `fileprivate(set)` hides.
    var hasPrivateSetter = false
    /// Initializers: `init()`, with no parameter.
    var hasNoParameters = false
    /// The `#if` conditions it is nested in, outermost first.
    var conditions: [String]
    var location: SourceLocation

    var isPrivate: Bool { modifiers.contains("private") || modifiers.contains("fileprivate") }
    var isStatic: Bool { modifiers.contains("static") || modifiers.contains("class") }
    var isOverride: Bool { modifiers.contains("override") }

    /// How the member is named in messages: `saveContext()`, `persistentContainer`.
    var displayName: String { function?.swiftName ?? name }
}

/// A class or extension found in a file: where its name and inheritance clause are, and its members.
struct AdoptedTypeDeclaration {
    var path: String
    /// `class` or `extension`.
    var keyword: String
    var name: String
    var nameRange: Range<Int>
    /// The inherited types as written, each with its byte range.
    var inherited: [(name: String, range: Range<Int>)]
    /// `@main` or `@UIApplicationMain` in front of the class, with the spaces or line it stands on.
    var entryAttribute: (name: String, range: Range<Int>)?
    /// The bytes between the braces.
    var bodyRange: Range<Int>
    var members: [AdoptedMember]
    var location: SourceLocation
}
