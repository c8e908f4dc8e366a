import Foundation
import XCTest
@testable import ArchlintKit
import Reporting

/// `archlint fix`: the dry-run diff, the rewrite, a second run, files changed meanwhile, SARIF
/// fixes, and a package that builds before and after.
final class FixCommandTests: XCTestCase {
    private let presenter = """
        protocol LoginViewInput: AnyObject {}
        protocol LoginViewOutput: AnyObject {}
        final class LoginPresenter: LoginViewOutput {
            var view: LoginViewInput?
            let title = "Log in" // archlint:disable:this presenter-state
        }
        final class LoginView: LoginViewInput {
            var output: LoginViewOutput!
        }

        """

    private func project() -> TemporaryDirectory {
        let directory = TemporaryDirectory()
        directory.write(".archlint.json", #"{"extends": ["viper"]}"#)
        directory.write("App/LoginPresenter.swift", presenter)
        return directory
    }

    func testDryRunPrintsAUnifiedDiffAndWritesNothing() throws {
        let directory = project()
        let result = archlint("fix", "--dry-run", directory.url("App"))
        XCTAssertEqual(result.code, 0, result.stderr)
        let path = directory.url("App/LoginPresenter.swift")
        XCTAssertEqual(result.stdout, """
            --- \(path)
            +++ \(path)
            @@ -1,8 +1,8 @@
             protocol LoginViewInput: AnyObject {}
             protocol LoginViewOutput: AnyObject {}
             final class LoginPresenter: LoginViewOutput {
            -    var view: LoginViewInput?
            -    let title = "Log in" // archlint:disable:this presenter-state
            +    weak var view: LoginViewInput?
            +    let title = "Log in"
             }
             final class LoginView: LoginViewInput {
                 var output: LoginViewOutput!

            """)
        XCTAssertTrue(result.stderr.contains("archlint: 2 fixes in 1 file (dry run: nothing written)"), result.stderr)
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), presenter)
    }

    func testFixRewritesShrinksTheBaselineAndASecondFixChangesNothing() throws {
        let directory = project()
        // A baseline that also lists a finding fixed by hand since.
        directory.write(".archlint.json", #"{"extends": ["viper"], "baseline": "baseline.json"}"#)
        directory.write("App/LoginRouter.swift", "final class LoginRouter {\n    var history: [String] = []\n}\n")
        XCTAssertEqual(archlint("lint", "--write-baseline", directory.url("baseline.json"), directory.url("App")).code, 0)
        directory.write("App/LoginRouter.swift", "final class LoginRouter {}\n")
        let fixed = archlint("fix", directory.url("App"))
        XCTAssertEqual(fixed.code, 0, fixed.stderr)
        XCTAssertTrue(fixed.stderr.contains("archlint: 5 fixes made in 2 files"), fixed.stderr)
        XCTAssertEqual(try String(contentsOfFile: directory.url("App/LoginPresenter.swift"), encoding: .utf8),
                       presenter.replacingOccurrences(of: "    var view", with: "    weak var view")
                           .replacingOccurrences(of: " // archlint:disable:this presenter-state", with: ""))
        XCTAssertEqual(try String(contentsOfFile: directory.url("baseline.json"), encoding: .utf8),
                       "{\n  \"version\": 1,\n  \"findings\": []\n}\n")
        let clean = archlint("lint", directory.url("App"))
        XCTAssertEqual(clean.code, 0, clean.stdout)
        XCTAssertEqual(clean.stdout, "")

        let before = try FileManager.default.attributesOfItem(atPath: directory.url("App/LoginPresenter.swift"))[.modificationDate] as? Date
        let again = archlint("fix", directory.url("App"))
        XCTAssertEqual(again.code, 0)
        XCTAssertEqual(again.stderrLines.last, "archlint: nothing to fix")
        XCTAssertEqual(archlint("fix", "--dry-run", directory.url("App")).stdout, "")
        XCTAssertEqual(try FileManager.default.attributesOfItem(atPath: directory.url("App/LoginPresenter.swift"))[.modificationDate] as? Date,
                       before)
    }

    func testAFileChangedAfterItWasReadIsLeftAlone() throws {
        let directory = project()
        let run = try Archlint.lint(LintRequest(paths: [directory.url("App")], jobs: 2))
        let plan = try FixPlan(run: run, baseline: nil)
        XCTAssertEqual(plan.changes.map(\.count), [2])
        let edited = presenter + "// edited meanwhile\n"
        directory.write("App/LoginPresenter.swift", edited)
        let problems = plan.write()
        XCTAssertEqual(problems.map(\.path), [directory.url("App/LoginPresenter.swift")])
        XCTAssertEqual(problems.map(\.reason), ["it changed since it was read; left as it is"])
        XCTAssertEqual(try String(contentsOfFile: directory.url("App/LoginPresenter.swift"), encoding: .utf8), edited)
    }

    func testSARIFCarriesTheSameFixes() throws {
        let directory = project()
        let result = archlint("lint", "--format", "sarif", directory.url("App"))
        XCTAssertEqual(result.code, 1, result.stderr)
        try OutputSARIFTests.validateWithScript(result.stdout, name: "fixes")
        let sarif = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as! [String: Any]
        let results = ((sarif["runs"] as! [[String: Any]])[0]["results"] as! [[String: Any]])
        let fixes = results.map { result -> String in
            guard let fix = (result["fixes"] as? [[String: Any]])?.first,
                  let change = (fix["artifactChanges"] as? [[String: Any]])?.first,
                  let replacement = (change["replacements"] as? [[String: Any]])?.first,
                  let region = replacement["deletedRegion"] as? [String: Int],
                  let text = (replacement["insertedContent"] as? [String: String])?["text"] else { return "none" }
            return "\((fix["description"] as! [String: String])["text"]!) \(region["startLine"]!):\(region["startColumn"]!)-"
                + "\(region["endLine"]!):\(region["endColumn"]!) '\(text)'"
        }
        XCTAssertEqual(fixes.sorted(), ["Make the reference weak 4:5-4:5 'weak '", "Remove the directive 5:25-5:66 ''"])
    }

    /// The fixes keep a package building: `swift build` before and after `archlint fix`. Skipped
    /// where no `swift` is on PATH.
    func testAFixedPackageStillBuilds() throws {
        let swift = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map { "\($0)/swift" }
            .first { FileManager.default.isExecutableFile(atPath: $0) }
        try XCTSkipIf(swift == nil, "no swift on PATH")
        let directory = TemporaryDirectory()
        directory.write("Package.swift", """
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(name: "Login", targets: [.target(name: "Login", path: "Sources/Login")])

            """)
        directory.write(".archlint.json", #"{"extends": ["viper"]}"#)
        directory.write("Sources/Login/Login.swift", presenter + """
            final class LoginInteractor {
                // archlint:disable presenter-state
                func load() {}
                // archlint:enable presenter-state
            }
            protocol SettingsViewInput: AnyObject {}
            final class SettingsPresenter {
                var view: SettingsViewInput!
            }
            final class SettingsView: SettingsViewInput {
                var presenter: SettingsPresenter?
            }
            protocol HomeRouterInput: AnyObject {
                func openDetails(id: Int) throws
            }
            final class HomeRouter: HomeRouterInput {
                func openDetails(id: Int) throws {}
                func close() {}
            }
            final class HomePresenter {
                private var router: HomeRouter?
                private let closer = HomeRouter()
                init(router: HomeRouter) {
                    self.router = router
                }
                func select(id: Int) {
                    try? router?.openDetails(id: id)
                    closer.close()
                }
            }

            """)
        func build() throws {
            let result = try OutputSARIFTests.run(swift!, ["build", "--package-path", directory.path, "--scratch-path", directory.url(".build")])
            XCTAssertEqual(result.status, 0, result.output)
        }
        try build()
        let fixed = archlint("fix", directory.url("Sources"))
        XCTAssertEqual(fixed.code, 0, fixed.stderr)
        XCTAssertTrue(fixed.stderr.contains("archlint: 5 fixes made in 1 file"), fixed.stderr)
        let source = try String(contentsOfFile: directory.url("Sources/Login/Login.swift"), encoding: .utf8)
        XCTAssertTrue(source.contains("    weak var view: SettingsViewInput!\n") && !source.contains("archlint:"), source)
        // Retyped where the protocol declares every use; the class kept where a use needs it.
        XCTAssertTrue(source.contains("    private var router: HomeRouterInput?\n"), source)
        XCTAssertTrue(source.contains("    private let closer = HomeRouter()\n"), source)
        try build()
        XCTAssertEqual(archlint("fix", directory.url("Sources")).stderrLines.last, "archlint: nothing to fix")
    }
}
