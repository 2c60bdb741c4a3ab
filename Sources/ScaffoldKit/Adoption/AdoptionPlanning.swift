/// Sorts the members of an adopted class: delegate methods (the composite forwards them), members the composite
/// must reach under their old spelling (forwarders), and what it cannot take over (located warnings or errors).
struct AdoptionPlanning {
    let name: String
    let leafType: String
    let leafName: String
    let spec: ProtocolSpec
    let layout: ModuleLayout
    var diagnostics = Diagnostics()
    /// The manifest's names of the delegate methods the original implements, in the protocol's order.
    private(set) var delegateMethods: [String] = []
    /// The `#if` condition each delegate method implemented only under one is forwarded under, by manifest name.
    private(set) var methodConditions: [String: String] = [:]
    /// Instance properties with no type the composite could write, and the projected values (`$name`) of
    /// property-wrapped ones: reached through `memberLookup`.
    private(set) var lookedUp: [String] = []
    private(set) var forwarded: [AdoptedMember] = []

    init(name: String, leafType: String, leafName: String, spec: ProtocolSpec, layout: ModuleLayout) {
        self.name = name
        self.leafType = leafType
        self.leafName = leafName
        self.spec = spec
        self.layout = layout
    }

    var leafProperty: String { SwiftNaming.lowerCamel(leafType) }

    /// Names the generated composite declares itself: a forwarded member with one of them would collide.
    var compositeNames: Set<String> {
        [leafProperty, "components", "completionDeadline", "makeLaunchCommands", "mediator", "runLaunchCommands",
         "onMainActor", "isolated", "targets", "Targets", "notificationCenterDelegate", "keyWindowForLaunch"]
    }

    /// The leaf's class must be new: no type or file of that name in the module.
    mutating func check(leafTypeIsFree files: [ScannedSwiftFile]) {
        for file in files {
            for type in file.types where type.name == leafType && type.keyword == "class" {
                diagnostics.error("'\(leafType)' already exists; choose another name with --leaf", at: type.location)
            }
        }
    }

    mutating func classify(_ members: [AdoptedMember], superclass: String?) {
        let witnesses = DelegateWitnesses(spec: spec)
        var implemented: [Int: (name: String, conditions: [String]?)] = [:]
        for member in members {
            if member.kind == .function, !member.isStatic, !member.isPrivate, let function = member.function {
                if let witness = witnesses.witness(of: function) {
                    let condition = member.conditions.isEmpty ? nil : member.conditions.joined(separator: " && ")
                    var entry = implemented[witness.position] ?? (witness.manifestName, [])
                    // Implemented once without a condition: forwarded in every build.
                    entry.conditions = condition.flatMap { condition in entry.conditions.map { $0 + [condition] } }
                    implemented[witness.position] = entry
                    continue
                }
                if let unlistable = witnesses.unlistable(function) {
                    diagnostics.warning("'\(unlistable.named.selector)' implements UIKit's deprecated method of that "
                        + "name, which scaffold.yml cannot list (the name also means the async form of "
                        + "'\(unlistable.asyncFormOf.selector)'): it stays in '\(leafType)', and the composite "
                        + "implements it through its forwarder in '\(name)+\(leafName).swift', calling it",
                        at: member.location)
                }
            }
            if member.isPrivate || member.kind == .deinitializer { continue }
            if member.isOverride && member.kind != .initializer {
                diagnostics.warning("'\(member.displayName)' overrides \(superclass ?? "the superclass") in '\(name)'; "
                    + "it now lives in '\(leafType)', which UIKit does not put in the responder chain, so it is no "
                    + "longer called: move it to a view controller (or a responder in the chain)",
                    at: member.location)
                continue
            }
            check(member)
        }
        for (_, entry) in implemented.sorted(by: { $0.key < $1.key }) {
            delegateMethods.append(entry.name)
            // Implemented in both branches of one `#if`/`#else`: in every build.
            if let conditions = entry.conditions, conditions.count == 2,
               ConditionStack.negated(conditions[0]) == conditions[1] {
                continue
            }
            if let conditions = entry.conditions, !conditions.isEmpty {
                methodConditions[entry.name] = conditions.count == 1 ? conditions[0]
                    : conditions.map { "(\($0))" }.joined(separator: " || ")
            }
        }
    }

    private mutating func check(_ member: AdoptedMember) {
        switch member.kind {
        case .initializer:
            if !isPlainInit(member) {
                diagnostics.warning("this initializer of '\(name)' is not offered by the composite (UIKit creates it "
                    + "with 'init()'); code calling it must create '\(leafType)' instead", at: member.location)
            }
            return
        case .subscripting:
            diagnostics.error("a subscript of '\(name)' cannot be forwarded by the composite yet; make it private "
                + "or move it out of the class, then adopt again", at: member.location)
            return
        case .property where member.propertyType == nil && member.isStatic
            && (member.isSettable || member.hasPrivateSetter):
            diagnostics.error("static var '\(member.name)' has no type annotation, which its forwarder on the "
                + "composite needs and scaffold cannot read off its initial value; write its type "
                + "('static var \(member.name): Type = …'), then adopt again", at: member.location)
            return
        case .property where member.propertyType == nil && !member.isStatic && !compositeNames.contains(member.name):
            // `appDelegate.name` reaches it through the composite's `subscript(dynamicMember:)` instead.
            lookedUp.append(member.name)
            return
        case .function where member.function?.parameters.contains(where: \.isVariadic) == true:
            diagnostics.error("'\(member.displayName)' has a variadic parameter, which a forwarder cannot pass on; "
                + "take an array or make it private, then adopt again", at: member.location)
            return
        default:
            break
        }
        if member.kind == .property, !member.isStatic, member.attributes.contains(where: Self.isPropertyWrapper) {
            lookedUp.append("$" + member.name)
        }
        if compositeNames.contains(member.name) {
            diagnostics.error("'\(member.name)' is a name the generated composite uses itself; rename it, then adopt "
                + "again", at: member.location)
            return
        }
        forwarded.append(member)
    }

    /// `@Published`, `@AppStorage`, `@Injected`: an attribute that is none of the language's, so a property wrapper,
    /// whose projected value (`appDelegate.$name`) no forwarder can be declared for.
    static func isPropertyWrapper(_ attribute: Attribute) -> Bool {
        let language: Set<String> = ["objc", "nonobjc", "available", "IBOutlet", "IBInspectable", "NSManaged",
                                     "MainActor", "GKInspectable", "discardableResult", "inlinable", "usableFromInline",
                                     "preconcurrency", "objcMembers", "IBAction", "IBSegueAction", "NSCopying",
                                     "unchecked", "Sendable", "backDeployed", "_spi", "exclusivity"]
        return !language.contains(attribute.name) && attribute.name.first?.isUppercase == true
    }

    /// `init()` or `override init()`: what the composite's own `init()` already offers.
    private func isPlainInit(_ member: AdoptedMember) -> Bool {
        member.modifiers.allSatisfy { ["override", "public", "internal"].contains($0) } && member.name == "init"
            && member.hasNoParameters
    }
}
