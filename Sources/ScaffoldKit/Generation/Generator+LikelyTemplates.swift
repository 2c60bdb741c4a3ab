/// The templates a manifest will render, known before planning: a run parses them on another core while it
/// plans (`GenerationPipeline.run`). A guess that may be a little too wide (a completion join that no method
/// needs, leaf templates when every leaf file exists); `TemplateLibrary` parses whatever else a job needs.
extension Generator {
    /// What every composite in the Swift style renders: a run parses them before it has read its manifest
    /// (`TemplatePrefetch`).
    static let baseTemplates = [
        "Composite.swift.template", "ComponentProtocol.swift.template", "SequenceForwarding.swift.template",
        "CompletionJoin.swift.template", "ForwardingTests.swift.template", "ComponentLeaf.swift.template",
        "ComponentLeafTests.swift.template",
    ]

    static func likelyTemplates(for manifest: Manifest) -> [String] {
        var names: Set<String> = []
        for composite in manifest.composites {
            if composite.style.value == .objc {
                names.formUnion(["ObjCForwarding.swift.template", "ObjCHeader.h.template",
                                 "CompletionJoin.swift.template", "ObjCLeaf.swift.template"])
                continue
            }
            names.formUnion(baseTemplates)
            let patterns = Set(composite.responsibilities.map(\.pattern.value))
            if patterns.contains(.command) {
                names.formUnion(["CommandProtocol.swift.template", "CommandsBuilder.swift.template",
                                 "LaunchTests.swift.template", "CommandLeaf.swift.template",
                                 "CommandLeafTests.swift.template"])
            }
            if patterns.contains(.listener) {
                names.formUnion(["ListenerProtocol.swift.template", "Mediator.swift.template",
                                 "MediatorTests.swift.template", "ListenerLeaf.swift.template",
                                 "ListenerLeafTests.swift.template"])
            }
        }
        return names.sorted()
    }
}
