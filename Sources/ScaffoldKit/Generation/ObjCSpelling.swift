/// How Objective-C spells a forwarded method: its selector and the types of the header lines to paste.
enum ObjCSpelling {
    /// The Objective-C selector: a `- scaffold.objc: SELECTOR` annotation, the SDK's renamings of
    /// `UIApplicationDelegate`, else Swift's own derivation (`name(_:label:)` → `name:label:`).
    static func selector(of method: MethodRequirement) -> String {
        if let annotated = method.annotations["objc"] { return annotated }
        if let renamed = renamedSelectors[method.selector] { return renamed }
        guard let first = method.parameters.first else { return method.name }
        var pieces = [first.label.map { method.name + "With" + SwiftNaming.upperFirst($0) } ?? method.name]
        pieces += method.parameters.dropFirst().map { $0.label ?? "" }
        return pieces.map { $0 + ":" }.joined()
    }

    /// What the header's lines for `method` are written from (`ObjCHeader.h.template`).
    static func header(of method: MethodRequirement) -> ObjCHeader {
        let keywords = selector(of: method).split(separator: ":", omittingEmptySubsequences: false).dropLast()
        return ObjCHeader(
            result: method.returnType.map { type($0, in: .outer) } ?? "void", name: method.name,
            returnsValue: method.returnsValue,
            parts: zip(keywords, method.parameters).map { keyword, parameter in
                ObjCHeader.Part(keyword: String(keyword), type: type(parameter.type, in: .outer), name: parameter.name)
            })
    }

    /// Where a type is spelled: a parameter or result (`nullable NSString *`), or inside a block or a generic
    /// argument (`NSString * _Nullable`).
    enum Position {
        case outer, inner
    }

    /// The Objective-C spelling of a Swift type; an optional pointer is `nullable`, unknown types are written
    /// `id /* Swift type */`.
    static func type(_ swiftType: SwiftType, in position: Position = .outer) -> String {
        let plain = swiftType.unattributed
        let base = plain.nonOptional.unattributed
        if let function = base.functionType, function.result.isVoid {
            // A completion handler: `void (^)(UIBackgroundFetchResult)`, `void (^)(void)`.
            let arguments = function.parameters.map { type($0, in: .inner) }
            let caret = plain.isOptional ? "^ _Nullable" : "^"
            return "void (\(caret))(" + (arguments.isEmpty ? "void" : arguments.joined(separator: ", ")) + ")"
        }
        let spelled = pointee(base)
        guard plain.isOptional, spelled.hasSuffix("*") || spelled.hasPrefix("id") else { return spelled }
        return position == .outer ? "nullable " + spelled : spelled + " _Nullable"
    }

    /// The spelling of a type that is not optional: `NSArray<id<UIUserActivityRestoring>> *`, `BOOL`.
    private static func pointee(_ type: SwiftType) -> String {
        let name = type.description
        if let known = types[name] { return known }
        switch type {
        case .dictionary:
            return "NSDictionary *"
        case .array(let element):
            let inner = pointee(element.unattributed)
            return inner.hasSuffix("*") || inner.hasPrefix("id<") ? "NSArray<\(inner)> *" : "NSArray *"
        case .existential(_, let constraint):
            return constraint.nominalName.map { "id<\($0)>" } ?? "id /* \(type) */"
        default:
            break
        }
        if classes.contains(name) { return name.filter { $0 != "." } + " *" }
        if name.hasPrefix("UI"), !name.contains(".") { return name }
        return "id /* \(type) */"
    }

    private static let types: [String: String] = [
        "Bool": "BOOL", "String": "NSString *", "URL": "NSURL *", "Data": "NSData *", "any Error": "NSError *",
        "Error": "NSError *", "Any": "id", "Int": "NSInteger", "Double": "double", "TimeInterval": "NSTimeInterval",
        "[UIApplication.LaunchOptionsKey: Any]": "NSDictionary<UIApplicationLaunchOptionsKey, id> *",
        "[UIApplication.OpenURLOptionsKey: Any]": "NSDictionary<UIApplicationOpenURLOptionsKey, id> *",
        "UIApplication.ExtensionPointIdentifier": "UIApplicationExtensionPointIdentifier",
        "[String]": "NSArray<NSString *> *", "[Any]": "NSArray *", "[AnyHashable: Any]": "NSDictionary *",
        "CKShare.Metadata": "CKShareMetadata *", "Set<UISceneSession>": "NSSet<UISceneSession *> *",
        "CGRect": "CGRect",
    ]

    private static let classes: Set<String> = [
        "UIApplication", "UIWindow", "UIViewController", "NSCoder", "NSUserActivity", "UIApplicationShortcutItem",
        "UISceneSession", "UISceneConfiguration", "UIScene.ConnectionOptions", "INIntent", "UILocalNotification",
        "UIUserNotificationSettings", "INIntentResponse",
    ]

    /// `UIApplicationDelegate` methods whose Swift name is not Swift's derivation of the Objective-C selector.
    private static let renamedSelectors: [String: String] = [
        "application(_:open:options:)": "application:openURL:options:",
        "application(_:open:sourceApplication:annotation:)": "application:openURL:sourceApplication:annotation:",
        "application(_:handleOpen:)": "application:handleOpenURL:",
        "application(_:continue:restorationHandler:)": "application:continueUserActivity:restorationHandler:",
        "application(_:didUpdate:)": "application:didUpdateUserActivity:",
        "application(_:supportedInterfaceOrientationsFor:)": "application:supportedInterfaceOrientationsForWindow:",
        "application(_:handlerFor:)": "application:handlerForIntent:",
        "application(_:userDidAcceptCloudKitShareWith:)": "application:userDidAcceptCloudKitShareWithMetadata:",
        "application(_:configurationForConnecting:options:)":
            "application:configurationForConnectingSceneSession:options:",
        "application(_:didReceive:)": "application:didReceiveLocalNotification:",
        "application(_:didRegister:)": "application:didRegisterUserNotificationSettings:",
        "application(_:willEncodeRestorableStateWith:)": "application:willEncodeRestorableStateWithCoder:",
        "application(_:didDecodeRestorableStateWith:)": "application:didDecodeRestorableStateWithCoder:",
        "application(_:performActionFor:completionHandler:)":
            "application:performActionForShortcutItem:completionHandler:",
        "application(_:handle:completionHandler:)": "application:handleIntent:completionHandler:",
        "application(_:handleActionWithIdentifier:for:completionHandler:)":
            "application:handleActionWithIdentifier:forLocalNotification:completionHandler:",
        "application(_:handleActionWithIdentifier:for:withResponseInfo:completionHandler:)":
            "application:handleActionWithIdentifier:forLocalNotification:withResponseInfo:completionHandler:",
    ]
}

/// A method's lines in the Objective-C header (`method.header`).
struct ObjCHeader: Equatable {
    /// One parameter: the selector's `keyword` (`openURL`), the parameter's `type` with the nullability the SDK's
    /// header declares (`NSURL *`) and `name`.
    struct Part: Equatable {
        var keyword: String
        var type: String
        var name: String
    }

    /// The type it returns (`BOOL`, `void`).
    var result: String
    var name: String
    var returnsValue: Bool
    var parts: [Part]
}
