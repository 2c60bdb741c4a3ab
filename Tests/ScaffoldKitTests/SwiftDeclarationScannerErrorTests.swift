import XCTest
@testable import ScaffoldKit

/// The scanner's errors, and the function declarations it reads from leaf files.
final class SwiftDeclarationScannerErrorTests: XCTestCase {
    // MARK: Errors

    func testEveryUnforwardableRequirementIsReported() {
        let source = """
        protocol Bad {
            init(value: Int)
            subscript(index: Int) -> Int { get }
            func copy() -> Self
            var me: Self { get }
            let constant: Int
            case nope
        }
        """
        XCTAssertEqual(scannerErrors(source), """
        P.swift:2:5: error: initializer requirement cannot be forwarded: the composite creates its leaves, it is not \
        created through them
        P.swift:3:5: error: subscript requirement cannot be forwarded: a composite can only call methods on its \
        leaves; declare a method instead
        P.swift:4:20: error: requirement 'copy()' uses 'Self', which cannot be forwarded: every leaf is a different \
        type, so none of them can stand for the composite's 'Self'
        P.swift:5:13: error: requirement 'me' uses 'Self', which cannot be forwarded: every leaf is a different type, \
        so none of them can stand for the composite's 'Self'
        P.swift:6:5: error: protocol requirement 'constant' must be declared with 'var', not 'let'
        P.swift:7:5: error: expected a requirement ('func' or 'var') in protocol 'Bad', found 'case'
        """)
    }

    func testUnterminatedConstructsPointAtTheirStart() {
        XCTAssertEqual(scannerErrors("protocol P {\n    func a()\n"),
                       "P.swift:1:12: error: unterminated '{': no matching '}' before the end of the file")
        XCTAssertEqual(scannerErrors("struct S {\n  /* open\n}\n"), "P.swift:2:3: error: unterminated '/*' comment")
        XCTAssertEqual(scannerErrors("let s = \"abc\nprotocol P {}\n"), "P.swift:1:9: error: unterminated string literal")
        XCTAssertEqual(scannerErrors("let s = \"\"\"\nabc\n"), "P.swift:1:9: error: unterminated multi-line string literal")
        XCTAssertEqual(scannerErrors("let s = #\"abc\"\n"), "P.swift:1:9: error: unterminated raw string literal")
        XCTAssertEqual(scannerErrors("protocol P {\n    func a(x: Int\n}\n"),
                       "P.swift:3:1: error: expected ',' or ')' after a parameter, found '}'")
        XCTAssertEqual(scannerErrors("protocol P {\n#if DEBUG\n    func a()\n}\n"),
                       "P.swift:2:1: error: unterminated '#if': no matching '#endif' before the end of protocol 'P'")
        XCTAssertEqual(scannerErrors("#endif\n"), "P.swift:1:1: error: '#endif' without a matching '#if'")
        XCTAssertEqual(scannerErrors("}\n"), "P.swift:1:1: error: unexpected '}' without a matching '{'")
        XCTAssertEqual(scannerErrors("protocol P {\n    var x: Int\n}\n"),
                       "P.swift:2:9: error: property requirement 'x' needs '{ get }' or '{ get set }'")
    }

    func testColumnsCountUnicodeScalars() {
        XCTAssertEqual(scannerErrors("let é = \"ü\"; let s = \"x\n"), "P.swift:1:22: error: unterminated string literal")
    }

    func testProtocolNamedFindsOneAndIgnoresOtherProtocolsErrors() throws {
        let source = """
        protocol Broken { associatedtype A }
        protocol AppLifecycle { func start() }
        """
        let spec = try SwiftDeclarationScanner.protocolSpec(named: "AppLifecycle", in: Array(source.utf8),
                                                            path: "P.swift")
        XCTAssertEqual(spec.methods.map(\.selector), ["start()"])
        XCTAssertEqual(scannerErrors(source, named: "AppLifecyle"),
                       "P.swift:1:1: error: no protocol named 'AppLifecyle' in this file; did you mean 'AppLifecycle'?")
        XCTAssertEqual(scannerErrors("struct S {}", named: "P"),
                       "P.swift:1:1: error: no protocol named 'P' in this file (the file declares no protocols)")
        XCTAssertTrue(scannerErrors(source, named: "Broken").hasPrefix("P.swift:1:19: error: associated type 'A'"))
    }

    // MARK: Leaf files

    func testFunctionDeclarationsOfLeafTypes() throws {
        let source = """
        import UIKit

        func topLevel() {}

        final class AnalyticsComponent: NSObject, AppDelegateComponent {
            private let tracker = Tracker { event in print("}") }
            init(tracker: Tracker) { self.tracker = tracker }
            var isReady: Bool { didSet { func notCounted() {} } }

            func application(_ application: UIApplication,
                             didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                let closure = { () -> Void in func inner() {} }
                return true
            }

            @objc class func shared() -> AnalyticsComponent { fatalError() }

            struct Nested {
                func nestedMethod(value: Int) async throws {}
            }
        }

        extension AnalyticsComponent {
            #if DEBUG
            func applicationDidEnterBackground(_ application: UIApplication) {}
            #endif
        }

        protocol NotALeaf { func requirement() }
        """
        let contents = try SwiftDeclarationScanner.typeContents(in: Array(source.utf8), path: "Leaf.swift")
        let functions = contents.functions
        // A nested type's methods are not the leaf's: no composite calls them.
        XCTAssertEqual(functions.map(\.selector), [
            "application(_:didFinishLaunchingWithOptions:)", "shared()", "applicationDidEnterBackground(_:)",
        ])
        XCTAssertEqual(contents.functionTypes, ["AnalyticsComponent", "AnalyticsComponent", "AnalyticsComponent"])
        XCTAssertEqual(functions[0].location, SourceLocation(file: "Leaf.swift", line: 10, column: 10))
        XCTAssertEqual(functions[0].parameters[1].type.description, "[UIApplication.LaunchOptionsKey: Any]?")
        XCTAssertEqual(functions[0].returnType, .named("Bool"))
        XCTAssertTrue(functions[1].isStatic)
        XCTAssertEqual(functions[1].attributes, [Attribute(name: "objc")])
        XCTAssertEqual(functions[2].conditions, ["DEBUG"])
    }
}
