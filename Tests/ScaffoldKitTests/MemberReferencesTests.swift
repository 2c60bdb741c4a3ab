import XCTest
@testable import ScaffoldKit

/// Which of a type's member names a member's code uses (`MemberReferences`): what shadows them, where.
final class MemberReferencesTests: XCTestCase {
    private func uses(_ code: String) -> Set<String> {
        MemberReferences.identifiers(in: Array(code.utf8), ownTypes: ["LegacyComponent"])
    }

    func testParametersAreNotMembers() {
        let code = """
            func x(_ application: UIApplication, didFinish options: [String: Any]?) -> Bool {
                application.registerForRemoteNotifications()
                return options == nil && launched
            }
            """
        let found = uses(code)
        XCTAssertFalse(found.contains("application"))
        XCTAssertFalse(found.contains("options"))
        XCTAssertFalse(found.contains("didFinish"))
        XCTAssertTrue(found.contains("launched"))
    }

    func testALocalShadowsOnlyAfterItsInitializer() {
        let found = uses("""
            func f() {
                if let window = window {
                    window.makeKeyAndVisible()
                }
                let session = session ?? makeSession()
                session.resume()
            }
            """)
        XCTAssertTrue(found.isSuperset(of: ["window", "session", "makeSession"]), "\(found)")
    }

    func testAnIfBindingIsScopedToItsBody() {
        let found = uses("""
            func f() {
                if let token = pending {
                    print(token)
                }
                send(token)
            }
            """)
        XCTAssertTrue(found.isSuperset(of: ["pending", "send", "token"]), "\(found)")
    }

    func testGuardBindingsStayInScopeAfterTheGuard() {
        let found = uses("""
            func f(_ url: URL) {
                guard let route = router.route(for: url) else { return }
                open(route)
            }
            """)
        XCTAssertEqual(found.intersection(["route", "url", "router", "open"]), ["router", "open"])
    }

    func testShorthandIfLetUsesTheMember() {
        XCTAssertTrue(uses("func f() {\n    if let window {\n        window.makeKey()\n    }\n}\n").contains("window"))
    }

    func testClosureParametersAndLoopVariables() {
        let found = uses("""
            func f() {
                items.forEach { item in handle(item) }
                tokens.map { [weak self] (token: Data) -> String in token.description }
                for (key, value) in values { store(key, value) }
                key.removeAll()
            }
            """)
        XCTAssertTrue(found.isSuperset(of: ["items", "handle", "tokens", "values", "store", "key"]), "\(found)")
        XCTAssertFalse(found.contains("item"))
        XCTAssertFalse(found.contains("token"))
        XCTAssertFalse(found.contains("value"))
    }

    func testInterpolationsUseMembers() {
        let found = uses("func f() {\n    print(\"token: \\(lastToken ?? \"none\"), \\(count)\")\n}\n")
        XCTAssertTrue(found.isSuperset(of: ["lastToken", "count"]), "\(found)")
    }

    func testOtherObjectsMembersAndLabelsAreNotUses() {
        let found = uses("func f() {\n    other.window = nil\n    self.cache.clear()\n    show(animated: true)\n}\n")
        XCTAssertFalse(found.contains("window"))
        XCTAssertFalse(found.contains("animated"))
        XCTAssertTrue(found.contains("cache"))
        XCTAssertTrue(uses("func f() { LegacyComponent.shared.go() }").contains("shared"))
        XCTAssertFalse(uses("func f() { AppDelegate.queueName.count }").contains("queueName"), "the composite's")
    }

    func testCaseBindingsEndAtTheNextCase() {
        let found = uses("""
            func f(_ event: Event) {
                switch event {
                case .opened(let url):
                    open(url)
                case .closed:
                    url.stop()
                }
            }
            """)
        XCTAssertTrue(found.contains("url"), "\(found)")
        XCTAssertFalse(found.contains("event"))
    }

    func testCatchBindsError() {
        XCTAssertFalse(uses("func f() {\n    do { try go() } catch { print(error) }\n}\n").contains("error"))
    }
}
