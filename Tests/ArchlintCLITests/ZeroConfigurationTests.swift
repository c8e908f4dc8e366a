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
        XCTAssertTrue(result.stderr.contains("no .archlint.json found above the linted paths, and --require-config (or ARCHLINT_REQUIRE_CONFIG) is set"), result.stderr)
        XCTAssertEqual(result.stdout, "")
    }

    /// CI templates set ARCHLINT_REQUIRE_CONFIG once instead of the flag on every command; a value
    /// that says neither yes nor no is a usage error, not a guess.
    func testTheEnvironmentVariableRequiresAConfigurationToo() {
        let directory = TemporaryDirectory()
        writeCleanSwiftApp(directory)
        defer { unsetenv("ARCHLINT_REQUIRE_CONFIG") }
        setenv("ARCHLINT_REQUIRE_CONFIG", "1", 1)
        let required = archlint(in: directory.path, "lint", ".")
        XCTAssertEqual(required.code, 2)
        XCTAssertTrue(required.stderr.contains("ARCHLINT_REQUIRE_CONFIG) is set"), required.stderr)
        setenv("ARCHLINT_REQUIRE_CONFIG", "0", 1)
        XCTAssertEqual(archlint(in: directory.path, "lint", ".").code, 1, "0: the pattern is detected and its findings fail the run")
        setenv("ARCHLINT_REQUIRE_CONFIG", "maybe", 1)
        let unclear = archlint(in: directory.path, "lint", ".")
        XCTAssertEqual(unclear.code, 2)
        XCTAssertTrue(unclear.stderr.contains("ARCHLINT_REQUIRE_CONFIG is 'maybe'; use 1 (or true)"), unclear.stderr)
    }

    /// A ViewModel reaching a singleton, a domain type reaching up into presentation: the two
    /// pattern-free checks beside module cycles.
    private func writeUnclearApp(_ directory: TemporaryDirectory, domain: String, presentation: String) {
        directory.write("App/\(domain)/User.swift", """
        struct User { let name: String }
        final class FetchUserUseCase {
            func run() -> ProfileViewModel? { nil }
        }
        """)
        directory.write("App/\(presentation)/ProfileViewModel.swift", """
        final class ProfileViewModel {
            let useCase = FetchUserUseCase()
            func save() { UserDefaults.standard.set(1, forKey: "k") }
        }
        """)
    }

    func testNoClearPatternChecksThePatternFreeRules() {
        let directory = TemporaryDirectory()
        directory.write("Tool/main.swift", "struct Tool { func run() {} }\n")
        let result = archlint(in: directory.path, "lint", ".")
        XCTAssertEqual(result.code, 0, result.stdout)
        XCTAssertTrue(result.stderr.contains("no pattern is clear (no type uses a name or protocol of any pattern); checking the rules that "
            + "need no pattern (the pattern-free pack): module cycles, singletons in logic types; run 'archlint init --preset PACK'"),
                      result.stderr)
    }

    /// Layers where the folders name two of them; none where they do not.
    func testNoClearPatternChecksLayersWhereTheFoldersNameThem() {
        let singleton = "ProfileViewModel.swift:3:19: warning: ProfileViewModel (viewModel) reaches the singleton "
            + "UserDefaults.standard; inject it through a protocol instead [singleton-access]"
        let cases: [(domain: String, presentation: String, code: Int32, checking: String, findings: [String])] = [
            ("Domain", "Presentation", 1, "module cycles, layers by folder or module (presentation > domain), singletons in logic types;", [
                "App/Domain/User.swift:3:19: error: FetchUserUseCase (interactor) in layer 'domain' references ProfileViewModel (viewModel) "
                    + "of the higher layer 'presentation'; depend downwards only [layer-violation]",
                "App/Domain/User.swift:3:19: note: FetchUserUseCase mentions ProfileViewModel",
                "App/Presentation/" + singleton,
            ]),
            ("Models", "Screens", 0, "module cycles, singletons in logic types;", ["App/Screens/" + singleton]),
        ]
        for (domain, presentation, code, checking, findings) in cases {
            let directory = TemporaryDirectory()
            writeUnclearApp(directory, domain: domain, presentation: presentation)
            let result = archlint(in: directory.path, "lint", ".")
            XCTAssertEqual(result.code, code, result.stderr)
            XCTAssertTrue(result.stderr.contains(checking), result.stderr)
            XCTAssertEqual(result.stdoutLines.sorted(), findings)
        }
    }
}
