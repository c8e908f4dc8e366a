import RuleEngine
import XCTest

/// Messages whose wording depends on the project, beyond where the examples put their markers.
final class RuleMessageTests: XCTestCase {
    /// `concrete-dependency` names the nearest protocol with a role above the stored class: a
    /// direct one first, in the order written, else the nearest further up.
    func testConcreteDependencyAdvisesTheNearestRoleProtocol() throws {
        let source = """
        protocol OrdersStoreWorker {}
        protocol RemoteWorker: OrdersStoreWorker {}
        class BaseOrdersWorker: RemoteWorker {}
        final class CachedOrdersWorker: BaseOrdersWorker {}
        final class DualWorker: BaseOrdersWorker, OrdersStoreWorker {}
        final class PlainWorker {}
        final class ListOrdersInteractor {
            var a: CachedOrdersWorker
            var b: BaseOrdersWorker
            var c: PlainWorker
            var d: DualWorker
        }
        """
        let findings = try LintHarness.lint([("Sources/App/Orders.swift", source)], configuration: #"{"extends": ["clean-swift"]}"#)
        XCTAssertEqual(findings.filter { $0.ruleID == "concrete-dependency" }.map(\.message), [
            "ListOrdersInteractor (interactor) stores CachedOrdersWorker, a concrete class; depend on the RemoteWorker protocol instead",
            "ListOrdersInteractor (interactor) stores BaseOrdersWorker, a concrete class; depend on the RemoteWorker protocol instead",
            "ListOrdersInteractor (interactor) stores PlainWorker, a concrete class; depend on a protocol instead",
            "ListOrdersInteractor (interactor) stores DualWorker, a concrete class; depend on the OrdersStoreWorker protocol instead",
        ])
    }
}
