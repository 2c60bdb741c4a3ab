/// Sorts the members of an adopted class: delegate methods (the composite forwards them), members the composite
/// must reach under their old spelling (forwarders), and what it cannot take over (located warnings or errors).
struct AdoptionPlanning {
    let name: String
    let leafType: String
    let leafName: String
    let spec: ProtocolSpec
    let layout: ModuleLayout
    var diagnostics = Diagnostics()
    /// Selectors, in the protocol's order.
    private(set) var delegateMethods: [String] = []
    private var forwarded: [AdoptedMember] = []

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
        var implemented: Set<String> = []
        for member in members {
            if member.kind == .function, !member.isStatic, !member.isPrivate, let function = member.function,
               spec.methods.contains(where: { $0.swiftName == function.swiftName }) {
                implemented.insert(function.swiftName)
                if !member.conditions.isEmpty {
                    let condition = member.conditions.joined(separator: " && ")
                    diagnostics.error("'\(function.swiftName)' is inside '#if \(condition)', but the composite "
                        + "forwards a delegate method in every build; move the '#if' into the method's body, then "
                        + "adopt again", at: member.location)
                }
                continue
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
        delegateMethods = spec.methods.filter { implemented.contains($0.swiftName) }.map(\.selector)
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
        case .property where member.propertyType == nil:
            diagnostics.error("'\(member.name)' has no type annotation, which its forwarder on the composite needs; "
                + "write its type (`: Type`), then adopt again", at: member.location)
            return
        case .function where member.function?.parameters.contains(where: \.isVariadic) == true:
            diagnostics.error("'\(member.displayName)' has a variadic parameter, which a forwarder cannot pass on; "
                + "take an array or make it private, then adopt again", at: member.location)
            return
        default:
            break
        }
        if compositeNames.contains(member.name) {
            diagnostics.error("'\(member.name)' is a name the generated composite uses itself; rename it, then adopt "
                + "again", at: member.location)
            return
        }
        forwarded.append(member)
    }

    /// `init()` or `override init()`: what the composite's own `init()` already offers.
    private func isPlainInit(_ member: AdoptedMember) -> Bool {
        member.modifiers.allSatisfy { ["override", "public", "internal"].contains($0) } && member.name == "init"
            && member.hasNoParameters
    }

    /// `AppDelegate+Legacy.swift`: the composite's forwarders to every reachable member of the original.
    func forwardersFile(imports: [String]) -> String {
        var lines = [
            "// \(name)+\(leafName).swift, written by `scaffold adopt`: the members of the original `\(name)` that",
            "// code elsewhere may use, reachable on the composite under their old spelling and forwarded to",
            "// `\(leafType)`, which holds them now. This file is yours: scaffold never overwrites it. Remove a",
            "// forwarder once nothing uses it, or point it at the leaf a member moves to.",
        ]
        var seen: Set<String> = []
        for line in imports where seen.insert(line.trimmingSpaces()).inserted { lines.append(line) }
        lines += ["", "extension \(name) {"]
        var first = true
        for member in forwarded {
            let body = MemberForwarders.forwarder(of: member, leafType: leafType, leafProperty: leafProperty)
            guard !body.isEmpty else { continue }
            if !first { lines.append("") }
            first = false
            lines += body
        }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }
}
