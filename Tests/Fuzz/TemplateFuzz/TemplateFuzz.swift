// libFuzzer entry point for the template engine (built by ../run-fuzz.sh templates): the input is parsed as a
// template among the built-in ones and rendered with a small context. It must render or fail with a located
// diagnostic: never a crash, a hang or unbounded memory.

@_cdecl("LLVMFuzzerTestOneInput")
public func templateFuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    var sources = TemplateStore.builtIn
    sources["Fuzzed.template"] = String(decoding: bytes, as: UTF8.self)
    do {
        let library = try TemplateLibrary(templates: sources, rendering: ["Fuzzed.template"])
        let context: [String: TemplateValue] = ["x": .bool(true), "xs": .list([.string("a"), .int(1)]),
                                                "o": .object(["a": .string("b")])]
        _ = try library.render("Fuzzed.template", context: context)
    } catch let error as DiagnosticError {
        for diagnostic in error.diagnostics where diagnostic.location == nil {
            fatalError("an error without a location: \(diagnostic.rendered)")
        }
    } catch {
        fatalError("not a diagnostic: \(error)")
    }
    return 0
}
