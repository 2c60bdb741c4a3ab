/// An adoption planned in memory and not written yet (`AdoptionRun.plan`): what `scaffold migrate` extends (the
/// manifest's text, more files, a second adopted class) before `AdoptionRun.write` writes it all in one transaction.
public struct PlannedAdoption {
    public var adoption: Adoption
    /// The adopted delegate's path, relative to the project.
    public var delegatePath: String
    /// The manifest's bytes on disk; nil when there is none yet.
    public var existingManifest: [UInt8]?
    /// The manifest's new text.
    public var manifestText: String
    /// The templates `generate` will use.
    var templates: [String: String]
    /// The module's Swift files as they were read (paths relative to the project).
    var moduleFiles: [(path: String, bytes: [UInt8])]
    /// Every file written, the adoption's first; a caller appends its own (each written once).
    public var changes: [AdoptionChange]
    /// The moved members, each checked to land exactly once.
    var members: [(member: AdoptedMember, text: String)]

    init(adoption: Adoption, delegatePath: String, existingManifest: [UInt8]?, manifestText: String,
         templates: [String: String], moduleFiles: [(path: String, bytes: [UInt8])]) {
        self.adoption = adoption
        self.delegatePath = delegatePath
        self.existingManifest = existingManifest
        self.manifestText = manifestText
        self.templates = templates
        self.moduleFiles = moduleFiles
        changes = adoption.changes
        members = adoption.members
    }
}
