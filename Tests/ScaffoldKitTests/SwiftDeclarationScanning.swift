import XCTest
@testable import ScaffoldKit

/// Scanning protocol text in the scanner tests: the protocols found, or the errors rendered as Xcode shows them.
extension XCTestCase {
    /// The protocols in `text`; a scanner error fails the calling test.
    func scanProtocols(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> [ProtocolSpec] {
        do {
            return try SwiftDeclarationScanner.protocols(in: Array(text.utf8), path: "P.swift")
        } catch {
            XCTFail("\(error)", file: file, line: line)
            return []
        }
    }

    /// The rendered diagnostics of scanning `text` (of finding protocol `name` in it), or "no error".
    func scannerErrors(_ text: String, named name: String? = nil) -> String {
        do {
            if let name {
                _ = try SwiftDeclarationScanner.protocolSpec(named: name, in: Array(text.utf8), path: "P.swift")
            } else {
                _ = try SwiftDeclarationScanner.protocols(in: Array(text.utf8), path: "P.swift")
            }
            return "no error"
        } catch let error as DiagnosticError {
            return error.diagnostics.map(\.rendered).joined(separator: "\n")
        } catch {
            return "\(error)"
        }
    }
}
