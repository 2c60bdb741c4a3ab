/// `ProtocolSpec` to bytes and back (`BinaryWriter`, `BinaryReader`), every field: a decoded spec equals the
/// scanned one (`ProtocolSpecCodingTests` checks every built-in protocol).
enum ProtocolSpecCoding {
    static func encode(_ spec: ProtocolSpec) -> [UInt8] {
        var writer = BinaryWriter()
        writer.string(spec.name)
        writer.array(spec.inheritance) { $0.string($1) }
        writer.array(spec.attributes, write)
        writer.array(spec.documentation) { $0.string($1) }
        writer.stringDictionary(spec.annotations)
        writer.array(spec.imports) { $0.string($1) }
        writer.array(spec.methods, write)
        writer.array(spec.properties, write)
        write(&writer, spec.location)
        writer.array(spec.optionSetTypes) { $0.string($1) }
        writer.stringDictionary(spec.asyncTwins)
        return writer.bytes
    }

    /// nil when the bytes are not a whole spec.
    static func decode(_ bytes: [UInt8]) -> ProtocolSpec? {
        var reader = BinaryReader(bytes)
        var spec = ProtocolSpec(
            name: reader.string(), inheritance: reader.array { $0.string() }, attributes: reader.array(readAttribute),
            documentation: reader.array { $0.string() }, annotations: reader.stringDictionary(),
            imports: reader.array { $0.string() }, methods: reader.array(readMethod),
            properties: reader.array(readProperty), location: readLocation(&reader))
        spec.optionSetTypes = reader.array { $0.string() }
        spec.asyncTwins = reader.stringDictionary()
        return reader.failed || !reader.isAtEnd ? nil : spec
    }

    private static func write(_ writer: inout BinaryWriter, _ method: MethodRequirement) {
        writer.string(method.name)
        writer.array(method.parameters, write)
        writer.optional(method.returnType, write)
        writer.bool(method.isAsync)
        writer.optional(method.throwsClause) { $0.string($1) }
        writer.bool(method.isStatic)
        writer.bool(method.isMutating)
        writer.bool(method.isOptional)
        writer.optional(method.genericParameterClause) { $0.string($1) }
        writer.optional(method.whereClause) { $0.string($1) }
        writer.array(method.attributes, write)
        writer.array(method.documentation) { $0.string($1) }
        writer.stringDictionary(method.annotations)
        writer.array(method.conditions) { $0.string($1) }
        write(&writer, method.location)
        writer.bool(method.isOverloaded)
    }

    private static func readMethod(_ reader: inout BinaryReader) -> MethodRequirement {
        var method = MethodRequirement(
            name: reader.string(), parameters: reader.array(readParameter), returnType: reader.optional(readType),
            isAsync: reader.bool(), throwsClause: reader.optional { $0.string() }, isStatic: reader.bool(),
            isMutating: reader.bool(), isOptional: reader.bool(),
            genericParameterClause: reader.optional { $0.string() }, whereClause: reader.optional { $0.string() },
            attributes: reader.array(readAttribute), documentation: reader.array { $0.string() },
            annotations: reader.stringDictionary(), conditions: reader.array { $0.string() },
            location: readLocation(&reader))
        method.isOverloaded = reader.bool()
        return method
    }

    private static func write(_ writer: inout BinaryWriter, _ property: PropertyRequirement) {
        writer.string(property.name)
        write(&writer, property.type)
        writer.bool(property.isSettable)
        writer.bool(property.isStatic)
        writer.bool(property.isOptional)
        writer.array(property.attributes, write)
        writer.array(property.documentation) { $0.string($1) }
        writer.stringDictionary(property.annotations)
        writer.array(property.conditions) { $0.string($1) }
        write(&writer, property.location)
    }

    private static func readProperty(_ reader: inout BinaryReader) -> PropertyRequirement {
        PropertyRequirement(
            name: reader.string(), type: readType(&reader), isSettable: reader.bool(), isStatic: reader.bool(),
            isOptional: reader.bool(), attributes: reader.array(readAttribute),
            documentation: reader.array { $0.string() }, annotations: reader.stringDictionary(),
            conditions: reader.array { $0.string() }, location: readLocation(&reader))
    }

    private static func write(_ writer: inout BinaryWriter, _ parameter: Parameter) {
        writer.optional(parameter.label) { $0.string($1) }
        writer.string(parameter.name)
        write(&writer, parameter.type)
        writer.bool(parameter.isInout)
        writer.bool(parameter.isVariadic)
        writer.optional(parameter.defaultValue) { $0.string($1) }
    }

    private static func readParameter(_ reader: inout BinaryReader) -> Parameter {
        Parameter(label: reader.optional { $0.string() }, name: reader.string(), type: readType(&reader),
                  isInout: reader.bool(), isVariadic: reader.bool(), defaultValue: reader.optional { $0.string() })
    }

    private static func write(_ writer: inout BinaryWriter, _ attribute: Attribute) {
        writer.string(attribute.name)
        writer.optional(attribute.arguments) { $0.string($1) }
    }

    private static func readAttribute(_ reader: inout BinaryReader) -> Attribute {
        Attribute(name: reader.string(), arguments: reader.optional { $0.string() })
    }

    private static func write(_ writer: inout BinaryWriter, _ location: SourceLocation) {
        writer.string(location.file)
        writer.int(location.line)
        writer.int(location.column)
    }

    private static func readLocation(_ reader: inout BinaryReader) -> SourceLocation {
        SourceLocation(file: reader.string(), line: reader.int(), column: reader.int())
    }
}
