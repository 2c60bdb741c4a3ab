/// `SwiftType` trees in `ProtocolSpecCoding`: a tag byte per case, then its parts.
extension ProtocolSpecCoding {
    static func write(_ writer: inout BinaryWriter, _ type: SwiftType) {
        switch type {
        case .nominal(let components):
            writer.int(0)
            writer.array(components) { writer, component in
                writer.string(component.name)
                writer.array(component.genericArguments, write)
            }
        case .optional(let wrapped):
            writer.int(1)
            write(&writer, wrapped)
        case .implicitlyUnwrappedOptional(let wrapped):
            writer.int(2)
            write(&writer, wrapped)
        case .array(let element):
            writer.int(3)
            write(&writer, element)
        case .dictionary(let key, let value):
            writer.int(4)
            write(&writer, key)
            write(&writer, value)
        case .tuple(let elements):
            writer.int(5)
            writer.array(elements) { writer, element in
                writer.optional(element.label) { $0.string($1) }
                write(&writer, element.type)
            }
        case .function(let function):
            writer.int(6)
            writer.array(function.parameters, write)
            writer.bool(function.isAsync)
            writer.optional(function.throwsClause) { $0.string($1) }
            write(&writer, function.result)
        case .existential(let keyword, let base):
            writer.int(7)
            writer.string(keyword)
            write(&writer, base)
        case .composition(let types):
            writer.int(8)
            writer.array(types, write)
        case .metatype(let base, let kind):
            writer.int(9)
            write(&writer, base)
            writer.string(kind)
        case .attributed(let attributes, let base):
            writer.int(10)
            writer.array(attributes) { $0.string($1) }
            write(&writer, base)
        case .raw(let text):
            writer.int(11)
            writer.string(text)
        }
    }

    /// Types nest at most this deep: corrupt bytes cannot recurse without end.
    private static let maximumDepth = 64

    static func readType(_ reader: inout BinaryReader) -> SwiftType {
        readType(&reader, depth: 0)
    }

    private static func readType(_ reader: inout BinaryReader, depth: Int) -> SwiftType {
        guard depth < maximumDepth, !reader.failed else {
            reader.fail()
            return .raw("")
        }
        let next = { (reader: inout BinaryReader) in readType(&reader, depth: depth + 1) }
        switch reader.int() {
        case 0:
            return .nominal(components: reader.array { reader in
                SwiftType.NominalComponent(name: reader.string(), genericArguments: reader.array(next))
            })
        case 1: return .optional(next(&reader))
        case 2: return .implicitlyUnwrappedOptional(next(&reader))
        case 3: return .array(next(&reader))
        case 4: return .dictionary(key: next(&reader), value: next(&reader))
        case 5:
            return .tuple(reader.array { reader in
                SwiftType.TupleElement(label: reader.optional { $0.string() }, type: next(&reader))
            })
        case 6:
            return .function(SwiftType.FunctionType(
                parameters: reader.array(next), isAsync: reader.bool(), throwsClause: reader.optional { $0.string() },
                result: next(&reader)))
        case 7: return .existential(keyword: reader.string(), next(&reader))
        case 8: return .composition(reader.array(next))
        case 9: return .metatype(next(&reader), kind: reader.string())
        case 10: return .attributed(attributes: reader.array { $0.string() }, next(&reader))
        case 11: return .raw(reader.string())
        default:
            reader.fail()
            return .raw("")
        }
    }
}
