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
    static let fields = [
        TemplateField("protocol", "the protocol every command adopts (`AppDelegateCommand`)"),
        TemplateField("builder", "the builder of the commands (`AppDelegateCommandsBuilder`)"),
        TemplateField("launchType", "what commands are made with (`AppDelegateLaunch`)"),
        TemplateField("fields", "the launch values commands are made with, each `name`, `type`, `doc`, "
            + "`isOptional`, `maker`, `source`, `sample`"),
        TemplateField("makesKeyWindow", "the composite makes a key window for the commands when UIKit set none"),
        TemplateField("leaves", "the commands, in manifest order (`after:` respected)"),
        TemplateField("launchLeaves", "the commands run at launch: `leaves` without the deferred ones "
            + "(`phase: deferred`)"),
        TemplateField("launchSelector", "the launch method's selector"),
        TemplateField("launchComponentSignature", "the launch method as components declare it (null when none "
            + "lists it)"),
        TemplateField("launchAttributes", "the attributes the launch method carries (`@available`…)"),
        TemplateField("launchSignature", "the launch method's declaration"),
        TemplateField("launchReturnsBool", "the launch method returns a value: the test writes `_ =`"),
        TemplateField("launchTestCall", "the launch method's call with sample arguments"),
        TemplateField("launchListeners", "the properties of the listeners hearing `didFinishLaunching` at launch"),
        TemplateField("launchOrder", "who hears of the launch while it runs, in order: the commands, the "
            + "components listing the method, the listeners (none deferred)"),
        TemplateField("hasKeyWindow", "the launch values include `keyWindow`"),
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
    static let fields = [
        TemplateField("name", "`application`, `launchOptions`, `keyWindow`"),
        TemplateField("type", "its Swift type"),
        TemplateField("doc", "its doc comment"),
        TemplateField("isOptional", "its type is optional"),
        TemplateField("maker", "the closure a field made on demand comes from (`makeKeyWindow`; null for a plain "
            + "value)"),
        TemplateField("source", "what the composite passes otherwise (a launch-method parameter or `window`)"),
        TemplateField("sample", "what a command's test passes (null: `nil`)"),
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
    static let fields = [
        TemplateField("selector", "the launch method's selector"),
        TemplateField("isForwarded", "a component lists it; else the composite implements it itself"),
        TemplateField("attributes", "the attributes it carries (`@available`…)"),
        TemplateField("signature", "its declaration"),
        TemplateField("returnsBool", "it returns a value"),
    ]
}
