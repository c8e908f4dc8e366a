import RuleEngine
import XCTest

/// `concrete-dependency`'s retyping fix is offered only where nothing can tell the protocol from
/// the class: each case below has one use (or declaration) that could, and gets no fix.
final class ProtocolRetypingTests: XCTestCase {
    private func fixes(holder: String, routerProtocol: String = "func open(id: Int)", routerExtra: String = "") throws -> [String] {
        let source = """
            protocol HomeRouterInput: AnyObject {
                \(routerProtocol)
            }
            final class HomeRouter: HomeRouterInput {
                func open(id: Int) {}
                \(routerExtra)
            }
            final class HomePresenter {
            \(holder)
            }
            func show(_ router: HomeRouter) {}

            """
        let findings = try LintHarness.lint([("Home.swift", source)], configuration: #"{"extends": ["viper"]}"#)
            .filter { $0.ruleID == "concrete-dependency" }
        XCTAssertFalse(findings.isEmpty, source)
        return findings.compactMap(\.fix).flatMap(\.edits).map { "\($0.start.line):\($0.start.column) \($0.replacement)" }
    }

    private let stored = """
            private let router: HomeRouter
            init(router: HomeRouter) { self.router = router }
        """

    func testAPropertyUsedOnlyThroughTheProtocolIsRetyped() throws {
        XCTAssertEqual(try fixes(holder: stored + "\n    func go() { router.open(id: 1); self.router.open(id: 2) }"), ["9:25 HomeRouterInput"])
    }

    func testUsesTheProtocolCannotServeKeepTheClass() throws {
        let uses = [
            "func go() { show(router) }",                                   // passed where the class is needed
            "func go(other: HomeRouter) -> Bool { router === other }",      // compared by identity
            "func go() { let copy = router; copy.open(id: 1) }",            // bound as a value
            "func go() { router.open(id: 1) { } }",                         // a trailing closure
            "func go() { _ = [router] }",                                   // in a literal
            "func go() { let f = router.open; f(1) }",                      // a method as a value
            "func go() { router.open(1) }",                                 // other labels: another overload
            "func go(other: HomePresenter) { other.router.open(id: 1) }",   // through another value
        ]
        for use in uses {
            XCTAssertEqual(try fixes(holder: stored + "\n    " + use), [], use)
        }
    }

    func testDeclarationsTheProtocolCannotServeKeepTheClass() throws {
        // Seen from other files.
        XCTAssertEqual(try fixes(holder: "    let router: HomeRouter\n    init(router: HomeRouter) { self.router = router }"), [])
        // A protocol with `Self` or an associated type is no plain type.
        XCTAssertEqual(try fixes(holder: stored, routerProtocol: "func open(id: Int)\n    func same(_ other: Self) -> Bool",
                                 routerExtra: "func same(_ other: HomeRouter) -> Bool { true }"), [])
        // An async requirement called without `await` (the class's method is not async).
        XCTAssertEqual(try fixes(holder: stored + "\n    func go() { router.open(id: 1) }", routerProtocol: "func open(id: Int) async"), [])
        // The class overloads the name: a call may pick the other one today.
        XCTAssertEqual(try fixes(holder: stored + "\n    func go() { router.open(id: 1) }", routerExtra: "func open(id: String) {}"), [])
        // A weak reference stays weak: the protocol is bound to classes.
        XCTAssertEqual(try fixes(holder: "    private weak var router: HomeRouter?\n    func go() { router?.open(id: 1) }",
                                 routerProtocol: "func open(id: Int)"), ["9:30 HomeRouterInput"])
    }
}
