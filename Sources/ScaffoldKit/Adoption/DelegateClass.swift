/// The class `scaffold adopt` takes over: the one class of the delegate's file that adopts a delegate protocol,
/// in its own declaration (`class AppDelegate: UIResponder, UIApplicationDelegate`) or in an extension in any file
/// of the module (`extension AppDelegate: UIApplicationDelegate`).
enum DelegateClass {
    /// The delegate protocols a class can be adopted from.
    static let protocols = ["UIApplicationDelegate", "NSApplicationDelegate"]

    /// Where the class declares the protocol: the inherited entry's file and bytes.
    struct Conformance {
        var protocolName: String
        var path: String
        var range: Range<Int>
    }

    /// - Parameter protocols: the protocols looked for (`scaffold migrate` adopts a `UIWindowSceneDelegate`).
    static func find(in file: ScannedSwiftFile, others: [ScannedSwiftFile], start: SourceLocation,
                     protocols: [String] = protocols) throws -> (AdoptedTypeDeclaration, Conformance)
    {
        let declarations = ([file] + others).flatMap(\.types)
        let candidates = file.types.compactMap { type -> (AdoptedTypeDeclaration, Conformance)? in
            guard type.keyword == "class" else { return nil }
            for declaration in [type] + declarations.filter({ $0.keyword == "extension" && $0.name == type.name }) {
                if let found = declaration.inherited.first(where: { protocols.contains($0.name) }) {
                    return (type, Conformance(protocolName: found.name, path: declaration.path, range: found.range))
                }
            }
            return nil
        }
        guard let first = candidates.first else { throw DiagnosticError(notFound(in: file, declarations, start)) }
        if candidates.count > 1 {
            throw DiagnosticError(.error("more than one class here adopts \(first.1.protocolName); move all but one "
                + "to other files and adopt them one at a time", at: candidates[1].0.location))
        }
        return first
    }

    /// No class of the file adopts a delegate protocol: an extension here may, of a class declared elsewhere.
    private static func notFound(in file: ScannedSwiftFile, _ declarations: [AdoptedTypeDeclaration],
                                 _ start: SourceLocation) -> Diagnostic {
        if let conforming = file.types.first(where: { type in
            type.keyword == "extension" && type.inherited.contains { protocols.contains($0.name) }
        }), let declared = declarations.first(where: { $0.keyword == "class" && $0.name == conforming.name }) {
            return .error("'\(conforming.name)' is declared in '\(declared.path)'; adopt that file: 'scaffold adopt "
                + "\(declared.path)'", at: conforming.location,
                          notes: [.note("class '\(conforming.name)' is declared here", at: declared.location)])
        }
        if let unadoptable = unadoptable(in: file) { return unadoptable }
        return .error("no class in this file adopts UIApplicationDelegate or NSApplicationDelegate, in its "
            + "declaration or an extension; scaffold adopt reads the class that does", at: start)
    }
}
