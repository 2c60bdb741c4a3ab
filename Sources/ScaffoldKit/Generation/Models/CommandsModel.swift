/// The launch commands of a composite (command pattern), as the templates see them: `commands`.
struct CommandsModel: TemplateModel {
    let `protocol`: String
    let builder: String
    let launchType: String
    let fields: [LaunchFieldModel]
    let makesKeyWindow: Bool
    let leaves: [Encoded<LeafModel>]
    let launchLeaves: [Encoded<LeafModel>]
    let launchSelector: String
    let launchComponentSignature: TemplateValue?
    let launchAttributes: [TemplateValue]
    let launchSignature: TemplateValue
    let launchReturnsBool: Bool
    let launchTestCall: TemplateValue
    let launchListeners: [String]
    let launchOrder: [String]
    let hasKeyWindow: Bool

    static let path = "commands"
    static let summary = "The launch commands (command pattern); null without commands."
    static let fields: TemplateFields<Self> = [
        TemplateField("protocol", "the protocol every command adopts (`AppDelegateCommand`)") { $0.`protocol` },
        TemplateField("builder", "the builder of the commands (`AppDelegateCommandsBuilder`)") { $0.builder },
        TemplateField("launchType", "what commands are made with (`AppDelegateLaunch`)") { $0.launchType },
        TemplateField("fields", "the launch values commands are made with, each `name`, `type`, `doc`, "
            + "`isOptional`, `maker`, `source`, `sample`") { $0.fields },
        TemplateField("makesKeyWindow", "the composite makes a key window for the commands when UIKit set none") {
            $0.makesKeyWindow
        },
        TemplateField("leaves", "the commands, in manifest order (`after:` respected)") { $0.leaves },
        TemplateField("launchLeaves", "the commands run at launch: `leaves` without the deferred ones "
            + "(`phase: deferred`)") { $0.launchLeaves },
        TemplateField("launchSelector", "the launch method's selector") { $0.launchSelector },
        TemplateField("launchComponentSignature", "the launch method as components declare it (null when none "
            + "lists it)") { $0.launchComponentSignature },
        TemplateField("launchAttributes", "the attributes the launch method carries (`@available`…)") {
            $0.launchAttributes
        },
        TemplateField("launchSignature", "the launch method's declaration") { $0.launchSignature },
        TemplateField("launchReturnsBool", "the launch method returns a value: the test writes `_ =`") {
            $0.launchReturnsBool
        },
        TemplateField("launchTestCall", "the launch method's call with sample arguments") { $0.launchTestCall },
        TemplateField("launchListeners", "the properties of the listeners hearing `didFinishLaunching` at launch") {
            $0.launchListeners
        },
        TemplateField("launchOrder", "who hears of the launch while it runs, in order: the commands, the "
            + "components listing the method, the listeners (none deferred)") { $0.launchOrder },
        TemplateField("hasKeyWindow", "the launch values include `keyWindow`") { $0.hasKeyWindow },
    ]
}

/// A value the launch commands are created with: a launch-method parameter, or the composite's window.
struct LaunchFieldModel: TemplateModel {
    let name: String
    let type: String
    let doc: String
    let isOptional: Bool
    let maker: String?
    let source: String?
    let sample: String?

    static let path = "commands.fields[]"
    static let summary = "A value launch commands are made with."
    static let fields: TemplateFields<Self> = [
        TemplateField("name", "`application`, `launchOptions`, `keyWindow`") { $0.name },
        TemplateField("type", "its Swift type") { $0.type },
        TemplateField("doc", "its doc comment") { $0.doc },
        TemplateField("isOptional", "its type is optional") { $0.isOptional },
        TemplateField("maker", "the closure a field made on demand comes from (`makeKeyWindow`; null for a plain "
            + "value)") { $0.maker },
        TemplateField("source", "what the composite passes otherwise (a launch-method parameter or `window`)") {
            $0.source
        },
        TemplateField("sample", "what a command's test passes (null: `nil`)") { $0.sample },
    ]
}

/// The launch method of a composite that does work when launch begins (runs the launch commands, installs the
/// notification centre's delegate): `launch`. When no component lists the method, the composite implements it.
struct LaunchModel: TemplateModel {
    let selector: String
    let isForwarded: Bool
    let attributes: [TemplateValue]
    let signature: TemplateValue
    let returnsBool: Bool

    static let path = "launch"
    static let summary = "The launch method, when the composite does work at launch (commands, the notification "
        + "centre's delegate); null otherwise."
    static let fields: TemplateFields<Self> = [
        TemplateField("selector", "the launch method's selector") { $0.selector },
        TemplateField("isForwarded", "a component lists it; else the composite implements it itself") {
            $0.isForwarded
        },
        TemplateField("attributes", "the attributes it carries (`@available`…)") { $0.attributes },
        TemplateField("signature", "its declaration") { $0.signature },
        TemplateField("returnsBool", "it returns a value") { $0.returnsBool },
    ]
}
