import Foundation
import XCTest
@testable import ArchlintCLI
@testable import ArchlintKit
import Reporting

/// The CI and editor integration shipped in the repository: the GitHub workflow example, the
/// pre-commit hooks, the SwiftPM plugins and their documentation.
final class IntegrationFilesTests: XCTestCase {
    /// YAML as JSON through python3's PyYAML; nil when either is missing.
    private func yamlAsJSON(_ relative: String) throws -> Any? {
        guard let python3 = OutputSARIFTests.python3 else { return nil }
        let script = "import json, sys\ntry:\n import yaml\nexcept ImportError:\n sys.exit(3)\n"
            + "json.dump(yaml.safe_load(open(sys.argv[1], encoding='utf-8')), sys.stdout, default=str)"
        let result = try OutputSARIFTests.run(python3, ["-c", script, repositoryRoot + "/" + relative])
        if result.status == 3 { return nil }
        XCTAssertEqual(result.status, 0, "\(relative) is not valid YAML: \(result.output)")
        return try JSONSerialization.jsonObject(with: Data(result.output.utf8))
    }

    /// Splits a shell command line of plain words (no quoting needed in the shipped files).
    private func words(_ command: String) -> [String] {
        command.split(whereSeparator: { $0 == " " || $0 == "\n" }).map(String.init)
    }

    // MARK: GitHub workflow example

    func testWorkflowExampleIsNotOneOfThisRepositorysWorkflows() throws {
        _ = try readRepositoryFile("docs/github-workflow.yml")
        let workflows = repositoryRoot + "/.github/workflows"
        let names = (try? FileManager.default.contentsOfDirectory(atPath: workflows)) ?? []
        XCTAssertFalse(names.contains { $0.contains("archlint-example") }, "the example must not run on this repository's CI")
    }

    func testWorkflowExampleLintsUploadsSARIFAndGates() throws {
        let text = try readRepositoryFile("docs/github-workflow.yml")
        // The lint command (lines joined at `\`): text to the log, SARIF and annotations to files.
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let start = try XCTUnwrap(lines.firstIndex { $0.contains("archlint lint ") && !$0.contains("#") })
        var commandLine = ""
        for line in lines[start...] {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            commandLine += trimmed.hasSuffix("\\") ? String(trimmed.dropLast()) + " " : trimmed
            if !trimmed.hasSuffix("\\") { break }
        }
        let command = words(commandLine)
        XCTAssertTrue(command.first?.hasSuffix("/archlint") == true, commandLine)
        XCTAssertTrue(command.contains("--require-config"), "CI fails without a configuration instead of guessing")
        let sarifIndex = try XCTUnwrap(command.firstIndex(of: "sarif"))
        XCTAssertEqual(command[sarifIndex + 1], "--output")
        let sarifFile = command[sarifIndex + 2]
        let githubIndex = try XCTUnwrap(command.firstIndex(of: "github"))
        XCTAssertEqual(command[githubIndex + 1], "--output")
        let annotationsFile = command[githubIndex + 2]
        XCTAssertTrue(text.contains("sarif_file: \(sarifFile)"), "the upload step reads the file the lint step writes")
        XCTAssertTrue(text.contains("run: cat \(annotationsFile)"), "annotations when the upload is skipped")
        XCTAssertTrue(text.contains("github/codeql-action/upload-sarif@v4"), "the current major version")
        for permission in ["security-events: write", "contents: read", "actions: read"] {
            XCTAssertTrue(text.contains(permission), permission)
        }
        XCTAssertFalse(text.contains("::add-matcher::"), "annotations come from one source: SARIF, or --format github")
        XCTAssertTrue(text.contains("github.event.pull_request.head.repo.full_name == github.repository"), "no upload from forks")
        XCTAssertTrue(text.contains("steps.archlint.outputs.commit }}"), "the binary is cached by archlint's commit")
        XCTAssertTrue(text.contains("if: steps.lint.outcome == 'failure'"))

        // The command line works as written.
        let dir = makeOutputFixture()
        let result = archlint(in: dir.path, Array(command.dropFirst()))
        XCTAssertEqual(result.code, 1, result.stderr)
        XCTAssertEqual(result.stdout, archlint(in: dir.path, "lint", ".").stdout)
        let sarif = String(decoding: try XCTUnwrap(FileManager.default.contents(atPath: dir.url(sarifFile))), as: UTF8.self)
        try OutputSARIFTests.validateWithScript(sarif, name: "workflow")
        let annotations = String(decoding: try XCTUnwrap(FileManager.default.contents(atPath: dir.url(annotationsFile))), as: UTF8.self)
        XCTAssertTrue(annotations.contains("::error file="), annotations)

        // And the structure, when PyYAML is there to read it.
        guard let workflow = try yamlAsJSON("docs/github-workflow.yml") as? [String: Any] else { return }
        let jobs = try XCTUnwrap(workflow["jobs"] as? [String: Any])
        let steps = try XCTUnwrap((jobs.values.first as? [String: Any])?["steps"] as? [[String: Any]])
        let lint = try XCTUnwrap(steps.first { $0["id"] as? String == "lint" })
        XCTAssertEqual(lint["continue-on-error"] as? Bool, true, "SARIF is uploaded even when the lint fails")
        let upload = try XCTUnwrap(steps.first { ($0["uses"] as? String)?.hasPrefix("github/codeql-action/upload-sarif") == true })
        XCTAssertEqual((upload["with"] as? [String: Any])?["sarif_file"] as? String, sarifFile)
        XCTAssertTrue((upload["if"] as? String)?.contains("always()") == true)
        let gate = try XCTUnwrap(steps.last)
        XCTAssertEqual(gate["if"] as? String, "steps.lint.outcome == 'failure'")
        XCTAssertTrue((gate["run"] as? String)?.contains("exit 1") == true)
    }

    // MARK: pre-commit

    func testPreCommitHooks() throws {
        let text = try readRepositoryFile(".pre-commit-hooks.yaml")
        XCTAssertTrue(text.contains("- id: archlint\n"))
        XCTAssertTrue(text.contains("entry: archlint lint\n"))
        let dir = makeOutputFixture()
        XCTAssertEqual(archlint(in: dir.path, words("archlint lint --require-config").dropFirst().map { $0 }).code, 1, "the entry runs as written")

        guard let hooks = try yamlAsJSON(".pre-commit-hooks.yaml") as? [[String: Any]] else { return }
        XCTAssertEqual(hooks.compactMap { $0["id"] as? String }, ["archlint", "archlint-system"])
        for hook in hooks {
            XCTAssertEqual(hook["entry"] as? String, "archlint lint")
            XCTAssertEqual(hook["args"] as? [String], ["--require-config"], "a repository without .archlint.json fails")
            XCTAssertEqual(hook["pass_filenames"] as? Bool, false, "rules look across files: lint the whole project")
            XCTAssertEqual(hook["types"] as? [String], ["swift"])
            XCTAssertNotNil(hook["name"] as? String)
        }
        XCTAssertEqual(hooks[0]["language"] as? String, "swift", "pre-commit builds the package and puts archlint on the PATH")
        XCTAssertEqual(hooks[1]["language"] as? String, "system")
    }

    // MARK: SwiftPM plugins

    func testPackageShipsBothPlugins() throws {
        let manifest = try readRepositoryFile("Package.swift")
        for name in ["ArchlintCommandPlugin", "ArchlintBuildToolPlugin"] {
            XCTAssertTrue(manifest.contains(#".plugin(name: "\#(name)", targets: ["\#(name)"])"#), "no \(name) product")
            let directory = repositoryRoot + "/Plugins/" + name
            let sources = (try? FileManager.default.contentsOfDirectory(atPath: directory))?.filter { $0.hasSuffix(".swift") } ?? []
            XCTAssertFalse(sources.isEmpty, "no sources in Plugins/\(name)")
        }
        XCTAssertTrue(manifest.contains(#"capability: .command(intent: .custom(verb: "archlint""#))
        XCTAssertTrue(manifest.contains("capability: .buildTool()"))
        let command = try readRepositoryFile("Plugins/ArchlintCommandPlugin/ArchlintCommandPlugin.swift")
        XCTAssertTrue(command.contains(#"context.tool(named: "archlint")"#))
        let build = try readRepositoryFile("Plugins/ArchlintBuildToolPlugin/ArchlintBuildToolPlugin.swift")
        // The build command's arguments are archlint's: check that they parse and lint.
        XCTAssertTrue(build.contains(#"["lint", "--format", "text", "--format", "text", "--output", report.path, "--"]"#))
        let dir = makeOutputFixture()
        dir.makeDirectory("work")
        let result = archlint(in: dir.path, "lint", "--format", "text", "--format", "text", "--output", "work/archlint-App.txt", "--", ".")
        XCTAssertEqual(result.code, 1)
        XCTAssertEqual(String(decoding: FileManager.default.contents(atPath: dir.url("work/archlint-App.txt")) ?? Data(), as: UTF8.self),
                       result.stdout)
    }

    /// Builds and runs the plugins through SwiftPM in a scratch package that depends on this
    /// one. Slow (it builds archlint again): set ARCHLINT_TEST_PLUGINS=1 to run it.
    func testPluginsThroughSwiftPM() throws {
        try XCTSkipUnless(ProcessInfo.processInfo.environment["ARCHLINT_TEST_PLUGINS"] == "1", "set ARCHLINT_TEST_PLUGINS=1")
        let swift = try XCTUnwrap(["/usr/bin/swift", "/opt/swift/usr/bin/swift", "/usr/local/bin/swift"]
            .first { FileManager.default.isExecutableFile(atPath: $0) }, "no swift")
        let dir = TemporaryDirectory("archlint-plugin")
        dir.write("Package.swift", """
            // swift-tools-version:6.0
            import PackageDescription
            let package = Package(
                name: "Demo",
                dependencies: [.package(path: "\(repositoryRoot)")],
                targets: [.target(name: "Demo", plugins: [.plugin(name: "ArchlintBuildToolPlugin", package: "\((repositoryRoot as NSString).lastPathComponent)")])]
            )
            """)
        dir.write(".archlint.json", #"{ "extends": ["viper"] }"#)
        dir.write("Sources/Demo/LoginPresenter.swift", "final class LoginPresenter {\n    var attempts = 0\n}\n")
        let build = try OutputSARIFTests.run(swift, ["build"], in: dir.path)
        XCTAssertNotEqual(build.status, 0, "an error-level finding fails the build")
        XCTAssertTrue(build.output.contains("LoginPresenter.swift:2:5: error: LoginPresenter (presenter) stores mutable state 'attempts'"),
                      build.output)
        let command = try OutputSARIFTests.run(swift, ["package", "archlint", "--format", "sarif"], in: dir.path)
        XCTAssertNotEqual(command.status, 0)
        XCTAssertTrue(command.output.contains("\"version\": \"2.1.0\""), command.output)
        dir.write("Sources/Demo/LoginPresenter.swift", "final class LoginPresenter {\n    let attempts = 0\n}\n")
        let fixed = try OutputSARIFTests.run(swift, ["build"], in: dir.path)
        XCTAssertEqual(fixed.status, 0, fixed.output)
    }

    // MARK: Documentation

    func testIntegrationDocumentationCoversEveryIntegration() throws {
        let text = try readRepositoryFile("docs/integrations.md")
        for topic in ["--format sarif", "--output", "archlint-matcher.json", "github-workflow.yml", "vscode-tasks.json",
                      "swift package archlint", "ArchlintBuildToolPlugin", "Run Script", ".pre-commit-hooks.yaml", "pip install sarif-tools",
                      "sarif summary", "sarif ls", "validate-sarif.py", "--format github", "--format junit", "--format checkstyle",
                      "--format json"] {
            XCTAssertTrue(text.contains(topic), "docs/integrations.md does not mention \(topic)")
        }
    }
}
