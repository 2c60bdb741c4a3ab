/// The template reference's entries for a method's Objective-C declaration (`method.header`).
extension ObjCHeader: TemplateModel {
    static let path = "method.header"
    static let summary = "A method of an Objective-C composite as the Objective-C app delegate declares it, in the "
        + "instructions `ObjCHeader.h.template` writes (null in a Swift composite)."
    static let fields: TemplateFields<Self> = [
        TemplateField("result", "the type it returns, with the nullability the SDK's header declares (`BOOL`, "
            + "`void`)") { $0.result },
        TemplateField("name", "the Swift method's name: the message the call sends when it has no parameters") {
            $0.name
        },
        TemplateField("returnsValue", "it returns a value: the forwarding line writes `return`") { $0.returnsValue },
        TemplateField("parts", "one per parameter, each `keyword`, `type` and `name`") { $0.parts },
    ]
}

extension ObjCHeader.Part: TemplateModel {
    static let path = "method.header.parts[]"
    static let summary = "One parameter of the Objective-C declaration."
    static let fields: TemplateFields<Self> = [
        TemplateField("keyword", "the selector's keyword before it (`openURL`)") { $0.keyword },
        TemplateField("type", "its type, with the nullability the SDK's header declares (`NSURL *`)") { $0.type },
        TemplateField("name", "its name (`url`)") { $0.name },
    ]
}
