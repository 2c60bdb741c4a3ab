/// An Objective-C composite's bridge (`style: objc`): the names its Swift and Objective-C halves meet by.
struct ObjCModel: TemplateModel {
    let factory: String
    let swiftHeader: String
    let element: String
    let objcProtocol: String

    init(_ plan: ForwardingPlan) {
        factory = plan.composite.name.value + "Components"
        swiftHeader = plan.composite.module.value + "-Swift.h"
        element = "any " + plan.protocolSpec.name
        objcProtocol = plan.protocolSpec.name
    }

    static let path = "objc"
    static let summary = "The Objective-C bridge of a `style: objc` composite (null for a Swift composite)."
    static let fields: TemplateFields<Self> = [
        TemplateField("factory", "the Swift type that builds the leaves for the Objective-C app delegate "
            + "(`AppDelegateComponents`)") { $0.factory },
        TemplateField("swiftHeader", "the module's generated Swift header (`App-Swift.h`)") { $0.swiftHeader },
        TemplateField("element", "the type of the leaves the bridge holds (`any UIApplicationDelegate`)") {
            $0.element
        },
        TemplateField("objcProtocol", "the delegate protocol the leaves adopt") { $0.objcProtocol },
    ]
}
