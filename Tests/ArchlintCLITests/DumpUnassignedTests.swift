import XCTest

/// `archlint dump --unassigned`: the types of scene folders that no role reached, and the text
/// outline's reason for each role.
final class DumpUnassignedTests: XCTestCase {
    func testTypesOfSceneFoldersWithoutARoleAreListed() {
        let directory = TemporaryDirectory()
        directory.write(".archlint.json", #"{"extends": ["viper"]}"#)
        directory.write("Modules/Login/LoginPresenter.swift", "final class LoginPresenter {}\nfinal class LoginInteractor {}\n")
        directory.write("Modules/Login/LoginFormatter.swift", "final class LoginFormatter {}\nenum LoginStrings {}\n")
        directory.write("Support/Helper.swift", "final class Helper {}\n")
        let result = archlint("dump", "--unassigned", directory.path)
        XCTAssertEqual(result.code, 0, result.stderr)
        // The formatter sits among a presenter and an interactor; the enum is a value, the helper in no scene.
        XCTAssertEqual(result.stdoutLines.filter { !$0.isEmpty }.map { $0.replacingOccurrences(of: directory.path + "/", with: "") },
                       ["Modules/Login/LoginFormatter.swift:1: class LoginFormatter has no role, in a folder of scene roles"])

        let outline = archlint("dump", directory.path + "/Modules/Login/LoginPresenter.swift")
        XCTAssertTrue(outline.stdout.contains("class LoginPresenter  (line 1, role presenter (name matches roles.presenter.names), layer scene)"),
                      outline.stdout)
    }
}
