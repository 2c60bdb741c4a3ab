// libFuzzer entry point for the manifest reader, decoder and editor (built by ../run-manifest-fuzz.sh).
// Any input must end in a value or a diagnostic: never a crash, a hang or unbounded memory.

@_cdecl("LLVMFuzzerTestOneInput")
public func manifestReaderFuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    _ = try? YAMLReader.read(bytes, path: "scaffold.yml")
    guard (try? ManifestDecoder.decode(bytes, path: "scaffold.yml", directory: "/p")) != nil else { return 0 }
    let text = String(decoding: bytes, as: UTF8.self)  // the decoder checked that it is UTF-8
    // A manifest that decodes can be edited; the edit must not crash either.
    let added = try? ManifestEditor.addResponsibility(
        name: "Fuzzed", pattern: .component, methods: ["application(_:didFinishLaunchingWithOptions:)"],
        events: [], composite: nil, to: text, path: "scaffold.yml")
    if let added {
        _ = try? ManifestEditor.removeResponsibility(name: "Fuzzed", composite: nil, from: added, path: "scaffold.yml")
    }
    return 0
}
