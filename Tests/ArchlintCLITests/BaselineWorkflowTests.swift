import Foundation
import XCTest

/// The adoption path of the suppression issue, end to end through the command line.
final class BaselineWorkflowTests: XCTestCase {
    private func writeProject(_ directory: TemporaryDirectory, header: String = "") {
        directory.write(".archlint.json", #"{"extends": ["viper"], "rules": {"interactor-query": "warning", "interactor-exposed-state": "warning"}}"#)
        directory.write("App/LoginPresenter.swift", header + """
        protocol LoginViewInput: AnyObject {}
        protocol LoginViewOutput: AnyObject {}
        final class LoginPresenter: LoginViewOutput {
            var view: LoginViewInput?
            var attempts = 0
        }
        final class LoginView: LoginViewInput {
            var output: LoginViewOutput!
        }
        """)
        directory.write("App/LoginInteractor.swift", header + """
        protocol LoginInteractorInput: AnyObject { func isValid() -> Bool }
        final class LoginInteractor: LoginInteractorInput {
            var cache = 0
            func isValid() -> Bool { true }
        }
        """)
    }

    func testWriteBaselineShiftLinesAddOneFixOne() throws {
        let directory = TemporaryDirectory()
        writeProject(directory)
        let baseline = directory.url("archlint-baseline.json")
        let initial = archlint("lint", directory.path)
        XCTAssertEqual(initial.code, 1)
        // strong-back-reference (view, which holds the presenter) and presenter-state (attempts) in the presenter;
        // interactor-exposed-state (cache) and interactor-query (isValid) in the interactor.
        XCTAssertEqual(initial.stdoutLines.count, 4, initial.stdout)

        let written = archlint("lint", "--write-baseline", baseline, directory.path)
        XCTAssertEqual(written.code, 0)
        XCTAssertTrue(written.stderr.contains("wrote 4 findings to the baseline"), written.stderr)
        let bytes = try String(contentsOfFile: baseline, encoding: .utf8)
        XCTAssertEqual(archlint("lint", "--write-baseline", baseline, directory.path).code, 0)
        XCTAssertEqual(try String(contentsOfFile: baseline, encoding: .utf8), bytes, "writing twice gives the same bytes")

        // 20 lines inserted at the top of every file: nothing resurfaces.
        writeProject(directory, header: String(repeating: "// shifted\n", count: 20))
        let shifted = archlint("lint", "--baseline", baseline, directory.path)
        XCTAssertEqual(shifted.code, 0, shifted.stdout)
        XCTAssertEqual(shifted.stdout, "")
        XCTAssertTrue(shifted.stderr.contains("4 findings matched"), shifted.stderr)

        // One new violation: exactly one finding.
        directory.write("App/LoginRouter.swift", "final class LoginRouter {\n    var history: [String] = []\n}\n")
        let added = archlint("lint", "--baseline", baseline, directory.path)
        XCTAssertEqual(added.stdoutLines.count, 1, added.stdout)
        XCTAssertTrue(added.stdout.hasSuffix("App/LoginRouter.swift:2:5: error: LoginRouter (router) stores mutable state 'history'; keep it stateless: move the data to the interactor or the view model [presenter-state]\n"), added.stdout)
        XCTAssertEqual(added.code, 1)

        // One old violation fixed: one stale entry.
        directory.write("App/LoginRouter.swift", "final class LoginRouter {}\n")
        directory.write("App/LoginInteractor.swift", """
        protocol LoginInteractorInput: AnyObject { func isValid() -> Bool }
        final class LoginInteractor: LoginInteractorInput {
            private var cache = 0
            func isValid() -> Bool { true }
        }
        """)
        let fixed = archlint("lint", "--baseline", baseline, directory.path)
        XCTAssertEqual(fixed.stdout, "")
        XCTAssertTrue(fixed.stderr.contains("3 findings matched, 1 entry no longer found"), fixed.stderr)
    }

    func testUnwritableBaselineSaysWhy() {
        let directory = TemporaryDirectory()
        writeProject(directory)
        let baseline = directory.url("missing-folder/baseline.json")
        let result = archlint("lint", "--write-baseline", baseline, directory.path)
        XCTAssertEqual(result.code, 2)
        XCTAssertEqual(result.stderrLines.last, "archlint: error: cannot write the baseline file \(baseline): No such file or directory")
    }

    func testStrictAndMaxWarnings() {
        let directory = TemporaryDirectory()
        directory.write(".archlint.json", #"{"extends": ["viper"], "rules": {"interactor-query": "warning", "interactor-exposed-state": "warning"}}"#)
        directory.write("App/Settings.swift", "protocol SettingsInteractorInput: AnyObject {\n    func isEnabled() -> Bool\n}\n")
        XCTAssertEqual(archlint("lint", directory.path).code, 0, "a warning alone passes")
        XCTAssertEqual(archlint("lint", "--strict", directory.path).code, 1)
        XCTAssertEqual(archlint("lint", "--max-warnings", "1", directory.path).code, 0)
        let over = archlint("lint", "--max-warnings", "0", directory.path)
        XCTAssertEqual(over.code, 1)
        XCTAssertTrue(over.stderr.contains("1 warning exceed --max-warnings 0"), over.stderr)
    }

    func testBaselineFromTheConfiguration() {
        let directory = TemporaryDirectory()
        directory.write(".archlint.json", #"{"extends": ["viper"], "rules": {"interactor-query": "warning", "interactor-exposed-state": "warning"}, "baseline": "known.json"}"#)
        directory.write("App/P.swift", "final class LoginPresenter {\n    var a = 0\n}\n")
        XCTAssertEqual(archlint("lint", "--write-baseline", directory.url("known.json"), directory.path).code, 0)
        let result = archlint("lint", directory.path)
        XCTAssertEqual(result.code, 0, result.stdout)
        XCTAssertTrue(result.stderr.contains("1 finding matched"), result.stderr)
    }
}
