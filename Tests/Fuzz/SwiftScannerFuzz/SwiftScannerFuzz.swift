// libFuzzer entry point for the Swift declaration scanner (built by ../run-fuzz.sh scanner): each of its readers
// and adopt's structure check. Any input must end in declarations or a located diagnostic: never a crash, a
// hang or unbounded memory.

@_cdecl("LLVMFuzzerTestOneInput")
public func swiftScannerFuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    requireLocated { _ = try SwiftDeclarationScanner.protocols(in: bytes, path: "P.swift") }
    requireLocated { _ = try SwiftDeclarationScanner.typeContents(in: bytes, path: "L.swift") }
    requireLocated { _ = try ScannedSwiftFile(bytes: bytes, path: "A.swift") { _ in true } }
    if let problem = SwiftStructureCheck.firstProblem(in: bytes, path: "A.swift"), problem.location == nil {
        fatalError("a problem without a location: \(problem.rendered)")
    }
    return 0
}

/// Runs `body`; an error must be diagnostics that each have a location.
func requireLocated(_ body: () throws -> Void) {
    do {
        try body()
    } catch let error as DiagnosticError {
        for diagnostic in error.diagnostics where diagnostic.location == nil {
            fatalError("an error without a location: \(diagnostic.rendered)")
        }
    } catch {
        fatalError("not a diagnostic: \(error)")
    }
}
