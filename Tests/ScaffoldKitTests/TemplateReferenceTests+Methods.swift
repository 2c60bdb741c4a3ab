import XCTest
@testable import ScaffoldKit

/// The method's models, sampled from real plans: every key of each method, of its stub and Objective-C header, and
/// of the values its declarations and calls are rendered from, is one its model documents.
extension TemplateReferenceTests {
    /// Not `@MainActor`: the forwarders hop. A throwing, a conditional and an obsolete method.
    private static let relay = """
        import Foundation

        public protocol Relay: AnyObject {
            /// - scaffold.policy: all
            func load(_ name: String) throws -> Bool
            #if os(iOS) || os(tvOS)
            #if DEBUG
            func dump(completion: @escaping @Sendable () -> Void)
            #endif
            #endif
            @available(iOS, deprecated: 12.0, message: "Use load")
            func tock()
        }

        """

    private static let appMethods = """
          - name: Lifecycle
            methods:
              - applicationDidBecomeActive(_:)
              - application(_:didReceiveRemoteNotification:fetchCompletionHandler:)
              - application(_:handleEventsForBackgroundURLSession:)
              - application(_:continue:restorationHandler:)
        """

    func checkTheMethodModels() throws {
        let swift = SwiftSignature()
        let app = try plan(Self.appMethods)
        let relay = try plan("  - {name: Sync, methods: [load(_:), dump(completion:), tock()]}",
                             protocol: "Sources/App/Relay.swift#Relay")
        let objc = try plan(Self.appMethods, style: "objc")
        for plan in [app, relay, objc] {
            let models = MethodModel.models(for: plan, swift: swift, launchSelector: nil)
            for method in models.methods + models.unlisted { try checkMethod(method) }
        }
        let objcFiles = CompositeFilesModel(objc, methods: CompositeMethods(objc, swift: swift), swift: swift)
        try check(objcFiles.objc)
    }

    private func plan(_ body: String, style: String = "swift", protocol source: String = "UIApplicationDelegate")
        throws -> ForwardingPlan
    {
        try XCTUnwrap(ContextFixtures.plan(responsibilities: body, style: style, protocol: source,
                                           files: ["/work/Sources/App/Relay.swift": Self.relay]))
    }

    private func checkMethod(_ method: MethodModel) throws {
        try check(method)
        if let stub = method.stub { try check(stub) }
        if let header = method.header {
            try check(header)
            for part in header.parts { try check(part) }
        }
        for declaration in [method.signature, method.componentSignature, method.sequenceSignature]
            + [method.leafSignature].compactMap({ $0 }) {
            let function = try XCTUnwrap(Self.context(declaration, "function"), "\(method.selector)")
            try check(FunctionDeclaration.self, encoded: function)
            for parameter in Self.list(function, "parameters") {
                try check(FunctionDeclaration.Parameter.self, encoded: parameter)
            }
        }
        for value in [method.call, method.sequenceCall] + [method.joinCall, method.asyncCall, method.testCall]
            .compactMap({ $0 }) {
            let call = try XCTUnwrap(Self.context(value, "call"), "\(method.selector)")
            try check(FunctionCall.self, encoded: call)
            for argument in Self.list(call, "arguments") {
                try check(FunctionCall.Argument.self, encoded: argument)
                guard case .object(let fields) = argument, let value = fields["value"],
                      let handler = Self.context(value, "handler") else { continue }
                try check(JoinHandlerModel.self, encoded: handler)
            }
        }
        if let conditions = Self.context(method.condition, "conditions") {
            for condition in Self.list(conditions) { try check(IfConditionModel.self, encoded: condition) }
        }
        for attribute in method.attributes {
            guard let obsolete = Self.context(attribute, "obsolete") else { continue }
            try check(ObsoleteAttributeModel.self, encoded: obsolete)
        }
        for form in method.asyncForms { try checkMethod(form) }
    }

    /// The value `name` a rendered value's template sees; nil for a value that is not rendered.
    private static func context(_ value: TemplateValue, _ name: String) -> TemplateValue? {
        guard case .rendered(let rendered) = value else { return nil }
        return rendered.context[name]
    }

    /// The items of `value`, or of its field `key`; empty when there is no such list.
    private static func list(_ value: TemplateValue, _ key: String? = nil) -> [TemplateValue] {
        var value = value
        if let key {
            guard case .object(let fields) = value, let field = fields[key] else { return [] }
            value = field
        }
        guard case .list(let items) = value else { return [] }
        return items
    }
}
