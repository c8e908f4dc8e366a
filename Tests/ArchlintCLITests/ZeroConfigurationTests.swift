import XCTest

/// `archlint lint` where no `.archlint.json` governs the code: the pack `init` would choose,
/// detected in memory and said on standard error; `--require-config` makes it an error.
final class ZeroConfigurationTests: XCTestCase {
    private func writeCleanSwiftApp(_ directory: TemporaryDirectory) {
        for scene in ["ListOrders", "ShowOrder"] {
            directory.write("Scenes/\(scene)/\(scene)Protocols.swift", """
            protocol \(scene)BusinessLogic {}
            protocol \(scene)DisplayLogic: AnyObject {}
            protocol \(scene)PresentationLogic {}
            """)
            directory.write("Scenes/\(scene)/\(scene)Presenter.swift", """
            final class \(scene)Presenter: \(scene)PresentationLogic {
                var cache: [String] = []
            }
            """)
        }
    }

    func testTheDetectedPackLintsAndIsNamed() {
        let directory = TemporaryDirectory()
        writeCleanSwiftApp(directory)
        let result = archlint(in: directory.path, "lint", ".")
        XCTAssertEqual(result.code, 1, result.stderr)
        XCTAssertTrue(result.stderr.contains("archlint: note: no .archlint.json found; linting with the clean-swift pack, detected from the code (2 scenes"),
                      result.stderr)
        XCTAssertTrue(result.stderr.contains("ListOrders, ShowOrder); run 'archlint init' to pin it"), result.stderr)
        XCTAssertEqual(result.stdoutLines.filter { $0.contains("[presenter-state]") }.count, 2, result.stdout)
    }

    func testRequireConfigTurnsAMissingConfigurationIntoAnError() {
        let directory = TemporaryDirectory()
        writeCleanSwiftApp(directory)
        let result = archlint(in: directory.path, "lint", "--require-config", ".")
        XCTAssertEqual(result.code, 2)
        XCTAssertTrue(result.stderr.contains("no .archlint.json found above the linted paths, and --require-config is set"), result.stderr)
        XCTAssertEqual(result.stdout, "")
    }

    func testNoClearPatternChecksModuleCyclesOnly() {
        let directory = TemporaryDirectory()
        directory.write("Tool/main.swift", "struct Tool { func run() {} }\n")
        let result = archlint(in: directory.path, "lint", ".")
        XCTAssertEqual(result.code, 0, result.stdout)
        XCTAssertTrue(result.stderr.contains("no pattern is clear (no type uses a name or protocol of any pattern); checking module cycles only"),
                      result.stderr)
    }
}
