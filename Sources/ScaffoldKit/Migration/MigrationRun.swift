/// What a migration did (or, for a dry run, would do).
public struct MigrationReport {
    /// True when the app is on scenes already: nothing was written, nothing would be.
    public var isNothingToDo: Bool
    /// What each step did, in order.
    public var steps: [String]
    /// The files planned; nil when there is nothing to do.
    public var plan: WritePlan?
    /// The manifest, the Info.plist and each moved delegate (its old file against its leaf): old and new bytes.
    public var diffs: [(path: String, newPath: String, old: [UInt8], new: [UInt8])]
    /// The adoptions' warnings and what stops working under scenes, located.
    public var warnings: [Diagnostic]
}

/// `scaffold migrate [PATH]`: takes an app to the scene life cycle (TN3187) in one transaction. A classic delegate is
/// adopted first (`AdoptionRun.plan`, every guarantee of `adopt`); an app's own scene delegate class becomes the
/// first leaf of the scene composite; the manifest gets `scenes:` (`MigrationManifest`); the Info.plist its scene
/// manifest (`MigrationInfoPlist`). Everything is planned in memory and written by one `AdoptionWriter` write, with
/// what `generate` makes of the new manifest, all or nothing.
public struct MigrationRun {
    public let transaction: ProjectTransaction

    public init(_ transaction: ProjectTransaction) {
        self.transaction = transaction
    }

    public func run(path: String?, dryRun: Bool) throws -> MigrationReport {
        let fileSystem = transaction.workspace.fileSystem
        let root = transaction.project.directory
        let manifestName = AdoptionRun.manifestName
        let existingManifest = try transaction.existingManifestText()
        let manifest = try existingManifest.map {
            try ManifestDecoder.decode($0, path: manifestName, directory: root)
        }
        var plan: MigrationPlan
        var moduleFiles: [(path: String, bytes: [UInt8])]
        let originalFiles: [(path: String, bytes: [UInt8])]
        let app: String
        let module: String
        switch try MigrationTarget.find(given: path, manifest: manifest, root: root, fileSystem: fileSystem) {
        case .classic(let delegatePath):
            let adopted = try AdoptionRun(transaction).plan(delegatePath: delegatePath, options: AdoptionOptions())
            app = adopted.adoption.compositeName
            module = adopted.adoption.layout.moduleName
            try Self.refuseSwiftUIApp(app, files: adopted.moduleFiles)
            plan = MigrationPlan(existingManifest: existingManifest, manifestText: adopted.manifestText,
                                 templates: adopted.templates, delegatePath: delegatePath)
            for change in adopted.changes { plan.add(change) }
            plan.members = adopted.members
            plan.adoptions = [adopted.adoption]
            plan.steps.append("\(app) (\(delegatePath)) is adopted first: it becomes the composite and its code "
                + "moves to \(adopted.adoption.leafTypeName) (responsibility '\(adopted.adoption.leafName)').")
            originalFiles = adopted.moduleFiles
            moduleFiles = plan.applied(to: adopted.moduleFiles)
        case .composite(let name):
            guard let manifest, let existingManifest,
                  let composite = manifest.composites.first(where: { $0.name.value == name }) else {
                throw DiagnosticError(.error("no composite '\(name)'", at: nil))
            }
            app = name
            module = composite.module.value
            let generated = PathUtilities.join(composite.paths.generated.value, "\(name).swift")
            plan = MigrationPlan(existingManifest: existingManifest,
                                 manifestText: String(decoding: existingManifest, as: UTF8.self),
                                 templates: try transaction.project.templates(for: manifest), delegatePath: generated)
            plan.steps.append("\(name) is a composite of \(manifestName) already: it is only moved to scenes.")
            originalFiles = try ModuleFiles.swiftFiles(compiledWith: generated, root: root, in: fileSystem)
            try Self.refuseSwiftUIApp(name, files: originalFiles)
            moduleFiles = originalFiles
        }
        let scenes = try MigrationSceneDelegate(transaction: transaction, app: app)
            .adopt(into: &plan, moduleFiles: &moduleFiles)
        try MigrationManifest.moveToScenes(&plan, app: app, scenes: scenes, moduleFiles: moduleFiles)
        try MigrationInfoPlist(root: root, fileSystem: fileSystem).add(scenes: scenes, target: module, to: &plan)
        // What stops working under scenes, where it is: in the files as a real run leaves them, as they are for a
        // dry run (or when nothing changes).
        let scanned = dryRun || plan.isEmpty ? originalFiles : moduleFiles
        let warnings = plan.adoptions.flatMap(\.warnings) + scanned.filter { !GeneratedMarker.isPresent(in: $0.bytes) }
            .flatMap { SceneUnsafeAPIScan.warnings(in: $0.bytes, path: $0.path) }
        if plan.isEmpty {
            return MigrationReport(isNothingToDo: true, steps: [], plan: nil, diffs: [], warnings: warnings)
        }
        let written = try AdoptionRun(transaction).locatingUnwrittenManifest(existingManifest == nil,
                                                                             at: plan.delegatePath) {
            try AdoptionWriter(transaction: transaction, templates: plan.templates).write(
                plan.changes, manifest: (manifestName, existingManifest, plan.manifestText), members: plan.members,
                before: plan.changes.compactMap { $0.kind == .leaf || $0.kind == .forwarders ? nil : $0.old },
                dryRun: dryRun)
        }
        return MigrationReport(isNothingToDo: false, steps: plan.steps, plan: written, diffs: diffs(of: plan),
                               warnings: warnings)
    }

    /// A SwiftUI app (`@UIApplicationDelegateAdaptor(AppDelegate.self)`) is on scenes already: SwiftUI's own scene
    /// delegate shows its windows, and a UIKit one configured in its place would show none.
    private static func refuseSwiftUIApp(_ name: String, files: [(path: String, bytes: [UInt8])]) throws {
        guard let adaptor = DelegateAdaptor.location(of: name, in: files) else { return }
        throw DiagnosticError(.error("'\(name)' is the delegate of a SwiftUI app, whose life cycle is scene-based "
            + "already (TN3187 asks nothing of it), and a UIKit scene delegate would replace SwiftUI's: nothing to "
            + "migrate, nothing was written; 'scaffold adopt' splits the delegate into leaves", at: adaptor))
    }

    /// What `--dry-run` shows line by line: the manifest, the Info.plist and other edited files, and each moved
    /// delegate against the leaf it became.
    private func diffs(of plan: MigrationPlan) -> [(path: String, newPath: String, old: [UInt8], new: [UInt8])] {
        var diffs = [(AdoptionRun.manifestName, AdoptionRun.manifestName, plan.existingManifest ?? [],
                      Array(plan.manifestText.utf8))]
        for change in plan.changes where change.kind == .retargeted {
            diffs.append((change.path, change.path, change.old ?? [], change.new ?? []))
        }
        for adoption in plan.adoptions {
            guard let moved = adoption.changes.first(where: { $0.kind == .moved }),
                  let leaf = adoption.changes.first(where: { $0.kind == .leaf }) else { continue }
            // The leaf as written: with the marks `MigrationManifest` added.
            let written = plan.changes.first { $0.path == leaf.path }?.new ?? leaf.new
            diffs.append((moved.path, leaf.path, moved.old ?? [], written ?? []))
        }
        return diffs
    }
}
