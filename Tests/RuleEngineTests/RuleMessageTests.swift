@testable import RuleEngine
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
        protocol ListOrdersPresentationLogic {}
        """
        let findings = try LintHarness.lint([("Sources/App/Orders.swift", source)],
                                            configuration: #"{"extends": ["clean-swift"], "rules": {"concrete-dependency": {"concreteRoles": []}}}"#)
        XCTAssertEqual(findings.filter { $0.ruleID == "concrete-dependency" }.map(\.message), [
            "ListOrdersInteractor (interactor) stores CachedOrdersWorker, a concrete class; depend on the RemoteWorker protocol instead",
            "ListOrdersInteractor (interactor) stores BaseOrdersWorker, a concrete class; depend on the RemoteWorker protocol instead",
            "ListOrdersInteractor (interactor) stores PlainWorker, a concrete class; depend on a protocol instead",
            "ListOrdersInteractor (interactor) stores DualWorker, a concrete class; depend on the OrdersStoreWorker protocol instead",
        ])
    }

    /// `singleton-access`: a view is told to hand the work to the logic behind it, which can be
    /// given the collaborator; other roles to inject it.
    func testSingletonAccessAdvisesAViewToLeaveTheCallToItsIntent() throws {
        let source = """
        import SwiftUI
        final class ScanManager { static let shared = ScanManager(); func scan() {} }
        protocol ScanIntentProtocol { func scanTapped() }
        final class ScanIntent: ScanIntentProtocol {
            func scanTapped() { ScanManager.shared.scan() }
        }
        struct ScanView: View {
            let intent: ScanIntentProtocol
            var body: some View { Button("Scan") { ScanManager.shared.scan() } }
        }
        """
        let findings = try LintHarness.lint([("Sources/App/Scan/Scan.swift", source)], configuration: #"{"extends": ["mvi"]}"#)
        XCTAssertEqual(findings.filter { $0.ruleID == "singleton-access" }.map(\.message), [
            "ScanIntent (intent) reaches the singleton ScanManager.shared; inject it through a protocol instead",
            "ScanView (view) reaches the singleton ScanManager.shared; send the user's action to the intent or presenter behind the view, and inject it there through a protocol",
        ])
    }

    /// `interactor-ui-import` names the file's own type, one it declares before one it extends,
    /// and says which it does.
    func testInteractorUIImportNamesTheTypeTheFileDeclares() throws {
        let findings = try LintHarness.lint([
            ("Sources/App/Client.swift", "import Foundation\nfinal class MastodonService {}\n"),
            ("Sources/App/Upload.swift", "import UIKit\nextension MastodonService { func upload(_ image: UIImage) {} }\n"),
            ("Sources/App/Feed.swift", "import SwiftUI\nextension MastodonService { func feed() {} }\nfinal class FeedService {}\n"),
        ], configuration: #"{"extends": ["layered"]}"#)
        XCTAssertEqual(findings.filter { $0.ruleID == "interactor-ui-import" }.map(\.message), [
            "Feed.swift declares FeedService (service) and imports SwiftUI; keep business logic free of UI frameworks",
            "Upload.swift extends MastodonService (service) and imports UIKit; keep business logic free of UI frameworks",
        ])
    }

    /// `forbidden-import`: a ban applies to a file when its `from` names the file's module or a
    /// layer of its types; each ban applying that forbids an import reports it.
    func testForbiddenImportBansApplyByModuleOrLayer() throws {
        let configuration = #"""
        {"extends": ["layered"], "rules": {"forbidden-import": {"severity": "error", "bans": [
            {"from": ["Core*"], "forbid": ["UIKit", "Alamofire"]},
            {"from": ["data"], "forbid": ["UI*"]},
            {"from": ["Feature"], "forbid": ["Core"]}
        ]}}}
        """#
        let findings = try LintHarness.lint([
            ("Sources/CoreKit/A.swift", "import UIKit\nimport Foundation\nimport Alamofire\nfinal class UserDAO {}\n"),
            ("Sources/Feature/B.swift", "import Core\nimport UIKit\nstruct B {}\n"),
            ("Sources/Other/C.swift", "import UIKit\nimport Core\nfinal class CacheDAO {}\n"),
        ], configuration: configuration).filter { $0.ruleID == "forbidden-import" }
        XCTAssertEqual(findings.map { "\($0.path):\($0.line) \($0.message)" }, [
            "Sources/CoreKit/A.swift:1 CoreKit may not import UIKit (forbidden-import bans)",
            "Sources/CoreKit/A.swift:1 CoreKit may not import UIKit (forbidden-import bans)",
            "Sources/CoreKit/A.swift:3 CoreKit may not import Alamofire (forbidden-import bans)",
            "Sources/Feature/B.swift:1 Feature may not import Core (forbidden-import bans)",
            "Sources/Other/C.swift:1 Other may not import UIKit (forbidden-import bans)",
        ])
    }

    /// `role-dependency`: a pair names any symbol of the role, `role:implementation` only
    /// implementations.
    func testRoleDependencyPairsForAnySymbolOrImplementationsOnly() throws {
        let configuration = #"""
        {"roles": {"interactor": {"names": ["*Interactor"]}, "view": {"names": ["*View"]}, "router": {"names": ["*Router"]}},
         "rules": {"role-dependency": {"severity": "error", "forbidden": [["interactor", "view"], ["interactor", "router:implementation"]]}}}
        """#
        let findings = try LintHarness.lint([("Sources/App/A.swift", """
            protocol LoginView {}
            protocol LoginRouter {}
            final class MainRouter: LoginRouter {}
            final class LoginInteractor {
                let view: LoginView
                let router: LoginRouter
                let main: MainRouter
            }
            """)], configuration: configuration).filter { $0.ruleID == "role-dependency" }
        XCTAssertEqual(findings.map(\.line), [5, 7])
    }

    /// `interactor-exposed-state` allows what data stores above require, also past the number of
    /// names carried down to each type (then the interactor gathers them by a walk of its own).
    func testExposedStateBelowMoreDataStoreNamesThanCarried() throws {
        let count = 1_100
        var source = "protocol SceneBusinessLogic {}\nprotocol S0DataStore { var p0: Int { get set } }\n"
        for index in 1..<count { source += "protocol S\(index)DataStore: S\(index - 1)DataStore { var p\(index): Int { get set } }\n" }
        source += "final class SceneInteractor: SceneBusinessLogic, S\(count - 1)DataStore {\n"
        source += (0..<count).map { "    var p\($0) = 0\n" }.joined() + "    var draft = 0\n}\n"
        source += "final class NearInteractor: SceneBusinessLogic, S5DataStore { var p5 = 0; var p6 = 0 }\n"
        let findings = try LintHarness.lint([("Sources/App/Scene.swift", source)],
                                            configuration: #"{"extends": ["clean-swift"], "rules": {"interactor-exposed-state": "warning"}}"#)
        XCTAssertEqual(findings.filter { $0.ruleID == "interactor-exposed-state" }.map(\.message), [
            "SceneInteractor (interactor) exposes its state 'draft'; make it private and send results through the presenter",
            "NearInteractor (interactor) exposes its state 'p6'; make it private and send results through the presenter",
        ])
        XCTAssertGreaterThan(count, InteractorExposedStateRule.maximumCarriedNames)
    }
}
