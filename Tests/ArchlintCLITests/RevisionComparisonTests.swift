import Foundation
@testable import Platform
import XCTest

/// `lint --since REV`, `diff REV1 [REV2]` and `--strict-baseline`, on git repositories built in
/// the test: revisions are read with git, nothing is checked out.
final class RevisionComparisonTests: XCTestCase {
    private let presenter = """
        protocol LoginViewInput: AnyObject {}
        protocol LoginViewOutput: AnyObject {}
        protocol LoginRouterInput: AnyObject {}
        final class LoginPresenter: LoginViewOutput {
            weak var view: LoginViewInput?
        }

        """

    private func view(withRouter: Bool) -> String {
        "final class LoginView: LoginViewInput {\n    var output: LoginViewOutput!\n"
            + (withRouter ? "    var router: LoginRouterInput?\n" : "") + "}\n"
    }

    @discardableResult
    private func git(_ arguments: String..., in directory: TemporaryDirectory) throws -> String {
        let result = try OutputSARIFTests.run("/usr/bin/env", ["git", "-C", directory.path, "-c", "user.name=test",
                                                               "-c", "user.email=test@example.com", "-c", "commit.gpgsign=false"] + arguments)
        XCTAssertEqual(result.status, 0, "git \(arguments): \(result.output)")
        return result.output
    }

    /// A VIPER app committed clean, then a commit that adds a view → router reference.
    private func repository() throws -> TemporaryDirectory {
        let directory = TemporaryDirectory()
        directory.write(".archlint.json", #"{"extends": ["viper"]}"#)
        directory.write("App/Login/LoginPresenter.swift", presenter)
        directory.write("App/Login/LoginView.swift", view(withRouter: false))
        try git("init", "-q", in: directory)
        try git("add", "-A", in: directory)
        try git("commit", "-qm", "clean", in: directory)
        directory.write("App/Login/LoginView.swift", view(withRouter: true))
        try git("commit", "-qam", "a view that knows the router", in: directory)
        return directory
    }

    private let violation = "App/Login/LoginView.swift:3:17: error: LoginView (view) references LoginRouterInput (router); "
        + "the pattern forbids view → router [role-dependency]"

    func testSinceReportsExactlyTheFindingTheCommitAdded() throws {
        let directory = try repository()
        let since = archlint("lint", "--since", "HEAD~1", directory.url("App"))
        XCTAssertEqual(since.code, 1, since.stderr)
        XCTAssertEqual(since.stdoutLines, [directory.path + "/" + violation,
                                           directory.path + "/App/Login/LoginView.swift:3:17: note: LoginView stores LoginRouterInput"])
        // Against the commit that has it, nothing is new.
        let none = archlint("lint", "--since", "HEAD", directory.url("App"))
        XCTAssertEqual(none.code, 0, none.stdout + none.stderr)
        XCTAssertEqual(none.stdout, "")
        XCTAssertTrue(none.stderr.contains("1 that HEAD had left out (--since)"), none.stderr)
    }

    /// `lint --since REV --format html`: the table lists the new findings; a section counts new
    /// and fixed per rule and layer, as `diff` does, and lists the fixed ones where REV had them.
    func testTheHTMLReportShowsWhatIsNewAndWhatWasFixedSinceTheRevision() throws {
        let directory = try repository()
        let report = directory.url("report.html")
        let since = archlint("lint", "--since", "HEAD~1", "--format", "html", "--output", report, directory.url("App"))
        XCTAssertEqual(since.code, 1, since.stderr)
        var html = try String(contentsOfFile: report, encoding: .utf8)
        XCTAssertTrue(html.contains("<a href=\"#since\">Since HEAD~1</a>"), html)
        XCTAssertTrue(html.contains("<strong id=\"since-new\" data-count=\"1\">1</strong> new"), html)
        XCTAssertTrue(html.contains("<strong id=\"since-fixed\" data-count=\"0\">0</strong>"), html)
        XCTAssertTrue(html.contains("<tr data-rule=\"role-dependency\"><td><code>role-dependency</code></td><td>scene</td><td>1</td><td>0</td></tr>"), html)
        XCTAssertEqual(html.components(separatedBy: "<tr id=\"f").count - 1, 1, "one row: the new finding")
        XCTAssertFalse(html.contains("since-fixed-list"))
        // The router reference removed in the working tree: fixed since HEAD, and nothing is new.
        directory.write("App/Login/LoginView.swift", view(withRouter: false))
        let fixed = archlint("lint", "--since", "HEAD", "--format", "html", "--output", report, directory.url("App"))
        XCTAssertEqual(fixed.code, 0, fixed.stderr)
        html = try String(contentsOfFile: report, encoding: .utf8)
        XCTAssertTrue(html.contains("<strong id=\"since-new\" data-count=\"0\">0</strong> new"), html)
        XCTAssertTrue(html.contains("<strong id=\"since-fixed\" data-count=\"1\">1</strong>"), html)
        XCTAssertTrue(html.contains("<tr data-rule=\"role-dependency\"><td><code>role-dependency</code></td><td>scene</td><td>0</td><td>1</td></tr>"), html)
        XCTAssertTrue(html.contains("<summary>Fixed since <code>HEAD</code> (1)</summary>"), html)
        XCTAssertTrue(html.contains("LoginView (view) references LoginRouterInput (router)"), html)
        XCTAssertTrue(html.contains("App/Login/LoginView.swift:3</td>"), html)
        // Without --since there is no such section.
        XCTAssertEqual(archlint("lint", "--format", "html", "--output", report, directory.url("App")).code, 0)
        XCTAssertFalse(try String(contentsOfFile: report, encoding: .utf8).contains("id=\"since\""))
    }

    func testACommitThatOnlyMovesFilesReportsNothing() throws {
        let directory = try repository()
        try git("mv", "App/Login/LoginView.swift", "App/Login/Views.swift", in: directory)
        try git("mv", "App/Login", "App/SignIn", in: directory)
        try git("commit", "-qm", "move", in: directory)
        let since = archlint("lint", "--since", "HEAD~1", directory.url("App"))
        XCTAssertEqual(since.code, 0, since.stdout)
        XCTAssertEqual(since.stdout, "")
        let diff = archlint("diff", "HEAD~1", "HEAD", "--path", directory.url("App"))
        XCTAssertEqual(diff.code, 0, diff.stdout + diff.stderr)
        XCTAssertEqual(diff.stdoutLines, ["0 new findings, 0 fixed, in HEAD against HEAD~1"])
    }

    /// The revision's run reads from git exactly the files git finds changed in the working tree
    /// (edited, staged, deleted) and reuses the working tree's for the rest: a file taken as
    /// unchanged by mistake would hide or invent a finding here.
    func testSinceReadsTheRevisionsTextOfEveryFileTheWorkingTreeChanged() throws {
        let directory = TemporaryDirectory()
        directory.write(".archlint.json", #"{"extends": ["viper"]}"#)
        directory.write("App/Login/LoginPresenter.swift", presenter)
        directory.write("App/Login/LoginView.swift", view(withRouter: false))
        directory.write("App/Signup/SignupView.swift", "final class SignupView: LoginViewInput {\n    var router: LoginRouterInput?\n}\n")
        try git("init", "-q", in: directory)
        try git("add", "-A", in: directory)
        try git("commit", "-qm", "one violation, in SignupView", in: directory)
        let path = directory.url("App")
        XCTAssertEqual(archlint("lint", "--since", "HEAD", path).stdout, "", "nothing changed, nothing new")

        // Edited, not staged: the router reference is new.
        directory.write("App/Login/LoginView.swift", view(withRouter: true))
        let edited = archlint("lint", "--since", "HEAD", path)
        XCTAssertEqual(edited.code, 1, edited.stderr)
        XCTAssertEqual(edited.stdoutLines.first, directory.path + "/" + violation)
        XCTAssertEqual(edited.stdoutLines.count, 2, edited.stdout)
        // Staged: still new against HEAD.
        try git("add", "App/Login/LoginView.swift", in: directory)
        XCTAssertEqual(archlint("lint", "--since", "HEAD", path).stdoutLines.first, directory.path + "/" + violation)
        // An untracked file with a violation is new too.
        directory.write("App/Other/OtherView.swift", "final class OtherView: LoginViewInput {\n    var router: LoginRouterInput?\n}\n")
        let untracked = archlint("diff", "HEAD", "--path", path)
        XCTAssertEqual(untracked.code, 1, untracked.stderr)
        XCTAssertEqual(untracked.stdoutLines.first, "2 new findings, 0 fixed, in the working tree against HEAD")
        // The committed violation's file deleted: fixed, read from git since it is gone from disk.
        try FileManager.default.removeItem(atPath: directory.path + "/App/Signup/SignupView.swift")
        let deleted = archlint("diff", "HEAD", "--path", path)
        XCTAssertEqual(deleted.stdoutLines.first, "2 new findings, 1 fixed, in the working tree against HEAD", deleted.stdout)
        XCTAssertTrue(deleted.stdout.contains("SignupView.swift:2:"), deleted.stdout)
    }

    func testDiffPrintsNewAndFixedPerRuleAndLayerInEachFormat() throws {
        let directory = try repository()
        let path = directory.url("App")
        let text = archlint("diff", "HEAD~1", "HEAD", "--path", path)
        XCTAssertEqual(text.code, 1, text.stderr)
        XCTAssertEqual(text.stdoutLines, ["1 new finding, 0 fixed, in HEAD against HEAD~1",
                                          "  role-dependency (layer scene): 1 new, 0 fixed",
                                          "new:",
                                          "  " + path + "/" + violation.dropFirst("App/".count)])
        // The other way round the finding is fixed, and fixing fails nothing.
        let reverse = archlint("diff", "HEAD", "HEAD~1", "--path", path, "--format", "json")
        XCTAssertEqual(reverse.code, 0, reverse.stderr)
        let json = try JSONSerialization.jsonObject(with: Data(reverse.stdout.utf8)) as! [String: Any]
        XCTAssertEqual((json["new"] as! [Any]).count, 0)
        let fixed = json["fixed"] as! [[String: Any]]
        XCTAssertEqual(fixed.count, 1)
        XCTAssertEqual(fixed[0]["rule"] as? String, "role-dependency")
        XCTAssertEqual(fixed[0]["layer"] as? String, "scene")
        XCTAssertEqual(fixed[0]["line"] as? Int, 3)
        XCTAssertEqual(json["counts"] as! [NSDictionary], [["rule": "role-dependency", "layer": "scene", "new": 0, "fixed": 1] as NSDictionary])
        // Without REV2 the working tree is the later side: the router reference removed is fixed there too.
        directory.write("App/Login/LoginView.swift", view(withRouter: false))
        let markdown = archlint("diff", "HEAD", "--path", path, "--format", "markdown")
        XCTAssertEqual(markdown.code, 0, markdown.stderr)
        XCTAssertTrue(markdown.stdout.hasPrefix("### archlint: 0 new findings, 1 fixed, in the working tree against HEAD\n"), markdown.stdout)
        XCTAssertTrue(markdown.stdout.contains("| `role-dependency` | scene | 0 | 1 |"), markdown.stdout)
        XCTAssertTrue(markdown.stdout.contains("LoginView.swift:3](") && markdown.stdout.contains("**Fixed**"), markdown.stdout)
    }

    func testErrorsSayWhichAndExitTwo() throws {
        let directory = try repository()
        let unknown = archlint("lint", "--since", "no-such-branch", directory.url("App"))
        XCTAssertEqual(unknown.code, 2)
        XCTAssertTrue(unknown.stderr.contains("archlint: error: unknown revision 'no-such-branch'"), unknown.stderr)
        XCTAssertEqual(unknown.stdout, "")

        let outside = TemporaryDirectory()
        outside.write("A.swift", "final class A {}\n")
        let notRepository = archlint("diff", "HEAD", "--path", outside.path)
        XCTAssertEqual(notRepository.code, 2)
        XCTAssertTrue(notRepository.stderr.contains("archlint: error: \(outside.path) is not in a git repository"), notRepository.stderr)

        // A shallow clone of the last commit does not hold its parent.
        let clone = TemporaryDirectory()
        try git("clone", "-q", "--depth", "1", "file://" + directory.path, clone.url("shallow"), in: outside)
        let shallow = archlint("lint", "--since", "HEAD~1", clone.url("shallow/App"))
        XCTAssertEqual(shallow.code, 2)
        XCTAssertTrue(shallow.stderr.contains("revision 'HEAD~1' is not in this shallow clone"), shallow.stderr)

        // No git on PATH.
        let path = POSIX.environment("PATH") ?? ""
        setenv("PATH", outside.path, 1)
        let noGit = archlint("lint", "--since", "HEAD~1", directory.url("App"))
        setenv("PATH", path, 1)
        XCTAssertEqual(noGit.code, 2)
        XCTAssertTrue(noGit.stderr.contains("archlint: error: git is not on PATH"), noGit.stderr)
    }

    func testStrictBaselineFailsNamingStaleEntries() throws {
        let directory = try repository()
        let baseline = directory.url("baseline.json")
        XCTAssertEqual(archlint("lint", "--write-baseline", baseline, directory.url("App")).code, 0)
        XCTAssertEqual(archlint("lint", "--baseline", baseline, "--strict-baseline", directory.url("App")).code, 0)
        directory.write("App/Login/LoginView.swift", view(withRouter: false))
        // Without --strict-baseline a stale entry is a note; with it, a failure naming the entry.
        let lenient = archlint("lint", "--baseline", baseline, directory.url("App"))
        XCTAssertEqual(lenient.code, 0, lenient.stderr)
        let strict = archlint("lint", "--baseline", baseline, "--strict-baseline", "-q", directory.url("App"))
        XCTAssertEqual(strict.code, 1, strict.stderr)
        XCTAssertEqual(strict.stderrLines, [
            "archlint: the baseline \(baseline) lists 1 finding that no longer occur (--strict-baseline); run --write-baseline to shrink it:",
            "  App/Login/LoginView.swift: role-dependency in LoginView (LoginRouterInput)",
        ])
        // The configuration key does the same.
        directory.write(".archlint.json", #"{"extends": ["viper"], "baseline": "baseline.json", "strictBaseline": true}"#)
        XCTAssertEqual(archlint("lint", "-q", directory.url("App")).code, 1)
        directory.write(".archlint.json", #"{"extends": ["viper"], "strictBaseline": "yes"}"#)
        let invalid = archlint("lint", directory.url("App"))
        XCTAssertEqual(invalid.code, 2)
        XCTAssertTrue(invalid.stderr.contains("'strictBaseline' must be true or false"), invalid.stderr)
    }
}
