import XCTest
@testable import ScaffoldKit

/// Scanned protocols to bytes and back, field for field: what `ScannedProtocolCache` keeps between runs.
final class ProtocolSpecCodingTests: XCTestCase {
    private func catalogSpecs() throws -> [ProtocolSpec] {
        let loader = ProtocolLoader(templates: TemplateStore.builtIn, fileSystem: InMemoryFileSystem(), directory: "/")
        return try loader.catalogNames.map { try loader.load(GeneratorFixture.located($0)).spec }
    }

    func testEveryBuiltInProtocolAndTheFixturesComeBackEqual() throws {
        let user = try SwiftDeclarationScanner.protocolSpec(named: "AppLifecycle", in: Array(UserProtocolTests.source.utf8),
                                                            path: "Sources/App/AppLifecycle.swift")
        let specs = try catalogSpecs() + [SDKInterfaceFixture.loaded(), user]
        XCTAssertEqual(specs.count, 7)
        XCTAssertFalse(specs[6].optionSetTypes.isEmpty, "the user protocol declares an option set")
        XCTAssertFalse(specs[5].asyncTwins.isEmpty, "the SDK interface has async twins")
        for spec in specs {
            let bytes = ProtocolSpecCoding.encode(spec)
            XCTAssertEqual(ProtocolSpecCoding.decode(bytes), spec, spec.name)
            XCTAssertEqual(ProtocolSpecCoding.encode(try XCTUnwrap(ProtocolSpecCoding.decode(bytes))), bytes)
        }
    }

    func testEveryKindOfTypeComesBackEqual() {
        let function = SwiftType.function(.init(parameters: [.named("Int"), .tuple([])], isAsync: true,
                                                throwsClause: "throws(E)", result: .named("Bool")))
        let types: [SwiftType] = [
            .nominal(components: [.init(name: "Set", genericArguments: [.named("String")]), .init(name: "Index")]),
            .optional(.array(.named("URL"))), .implicitlyUnwrappedOptional(.named("UIWindow")),
            .dictionary(key: .named("AnyHashable"), value: .existential(keyword: "any", .named("Error"))),
            .tuple([.init(label: "x", type: .named("Int")), .init(label: nil, type: function)]),
            .attributed(attributes: ["@escaping", "@Sendable"], function),
            .composition([.named("A"), .named("B")]), .metatype(.named("T"), kind: "Type"), .raw("repeat each T"),
        ]
        let spec = ProtocolSpec(name: "P", properties: types.enumerated().map { index, type in
            PropertyRequirement(name: "p\(index)", type: type, isSettable: index % 2 == 0,
                                location: SourceLocation(file: "P.swift", line: index, column: 1))
        }, location: SourceLocation(file: "P.swift", line: 1, column: 1))
        XCTAssertEqual(ProtocolSpecCoding.decode(ProtocolSpecCoding.encode(spec)), spec)
    }

    /// Cut short anywhere, or with any byte changed, the bytes give nil or some spec: never a crash or a hang.
    func testDamagedBytesNeverCrash() throws {
        let bytes = ProtocolSpecCoding.encode(try catalogSpecs()[0])
        for length in stride(from: 0, to: bytes.count, by: 7) {
            XCTAssertNil(ProtocolSpecCoding.decode(Array(bytes[..<length])), "cut at \(length)")
        }
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<300 {
            var damaged = bytes
            damaged[Int.random(in: 0..<damaged.count, using: &generator)] = UInt8.random(in: 0...255, using: &generator)
            _ = ProtocolSpecCoding.decode(damaged)
        }
    }
}
