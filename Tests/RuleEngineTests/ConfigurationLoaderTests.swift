import Foundation
@testable import Platform
import ProjectIndex
import RuleEngine
import XCTest

/// Rule ids and packs the tests load against (the packs are small stand-ins for the real ones).
enum ConfigurationTestData {
    static let ruleIDs: Set<String> = [
        "presenter-state", "interactor-ui-import", "interactor-ui-reference", "interactor-dto-reference",
        "concrete-dependency", "layer-violation", "role-dependency", "strong-back-reference",
        "interactor-exposed-state", "interactor-query", "interactor-not-actor", "presenter-not-main-actor",
        "observable-presenter", "view-owns-state", "singleton-access", "module-cycle", "forbidden-import",
        "private-calls-public", "massive-type", "unused-suppression",
    ]

    static let packs: [String: String] = [
        "base": """
            {
              "exclude": ["Pods/**"],
              "roles": {
                "interactor": {"names": ["*Interactor"], "paths": ["**/Interactors/**"]},
                "presenter": {"names": ["*Presenter"], "description": "formats"}
              },
              "layers": [{"name": "UI", "roles": ["presenter"]}, {"name": "Domain", "roles": ["interactor"]}],
              "rules": {
                "massive-type": {"severity": "warning", "maxLines": 400, "maxMethods": 30},
                "singleton-access": "error"
              }
            }
            """,
        "strict": """
            {
              "extends": ["base"],
              "roles": {
                "presenter": {"conformsTo": ["*PresentationLogic"]},
                "worker": {"names": ["*Worker"]}
              },
              "rules": {"singleton-access": "warning", "module-cycle": "error"}
            }
            """,
        "svip": #"{"roles": {"view": {"inherits": ["UIViewController"]}}}"#,
        "loop-a": #"{"extends": ["loop-b"]}"#,
        "loop-b": #"{"extends": "loop-a"}"#,
        "broken": #"{"rules": {"massive-type": "fatal"}}"#,
        "file-user": #"{"extends": ["x.json"]}"#,
        "bad-layers": #"{"layers": [{"name": "X", "roles": ["ghost"]}]}"#,
    ]

    static func loader(knownRoles: Set<String>? = nil) -> ConfigurationLoader {
        ConfigurationLoader(builtinPacks: packs, knownRuleIDs: ruleIDs, knownRoles: knownRoles)
    }
}

final class ConfigurationLoaderTests: XCTestCase {
    private var directory = ""

    override func setUpWithError() throws {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("archlint-config-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: base, withIntermediateDirectories: true)
        directory = base.standardizedFileURL.path
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: directory)
    }

    /// Writes `text` at `relative` under the test directory; returns the full path.
    @discardableResult
    private func write(_ relative: String, _ text: String) throws -> String {
        try write(relative, Data(text.utf8))
    }

    @discardableResult
    private func write(_ relative: String, _ data: Data) throws -> String {
        let path = directory + "/" + relative
        try FileManager.default.createDirectory(
            atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try data.write(to: URL(fileURLWithPath: path))
        return path
    }

    private func load(_ path: String, knownRoles: Set<String>? = nil) throws -> Configuration {
        try ConfigurationTestData.loader(knownRoles: knownRoles).load(file: path)
    }

    /// `PATH:LINE:COL: error: MESSAGE` of loading `path`, or a failure when it loads.
    private func loadError(
        _ path: String, loader: ConfigurationLoader = ConfigurationTestData.loader(),
        file: StaticString = #filePath, line: UInt = #line
    ) -> String {
        do {
            _ = try loader.load(file: path)
            XCTFail("loaded without an error", file: file, line: line)
            return ""
        } catch let error as ConfigurationError {
            XCTAssertEqual(error.description, "\(error.file):\(error.line):\(error.column): error: \(error.message)",
                           file: file, line: line)
            return error.description
        } catch {
            XCTFail("unexpected error type: \(error)", file: file, line: line)
            return ""
        }
    }

    /// Writes `.archlint.json` with `text` and returns the error of loading it.
    private func configError(
        _ text: String, knownRoles: Set<String>? = nil, file: StaticString = #filePath, line: UInt = #line
    ) throws -> String {
        let path = try write(".archlint.json", text)
        return loadError(path, loader: ConfigurationTestData.loader(knownRoles: knownRoles), file: file, line: line)
    }

    private var fixtures: String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/Config").path
    }

    // MARK: Loading every key

    func testLoadsEveryKeyOfTheFullFixture() throws {
        let text = try String(contentsOfFile: fixtures + "/full.archlint.json", encoding: .utf8)
        let path = try write("project/.archlint.json", text)
        let config = try load(path)

        XCTAssertEqual(config.file, path)
        XCTAssertEqual(config.root, directory + "/project")
        XCTAssertEqual(config.extends, ["svip"])
        XCTAssertEqual(config.sources, ["pack:svip", path])
        XCTAssertEqual(config.include.map(\.pattern), ["Sources/**", "App/**/*.swift"], "leading ./ dropped")
        XCTAssertEqual(config.exclude.map(\.pattern), ["**/Generated/**"])
        XCTAssertEqual(config.modules.map(\.name), ["Core", "App"])
        XCTAssertEqual(config.modules.map { $0.paths.map(\.pattern) }, [["Sources/Core/**"], ["Sources/App/**", "App/**"]])

        XCTAssertEqual(config.roles.map(\.name), ["view", "interactor"], "svip's view first, then the file's own")
        let interactor = try XCTUnwrap(config.role(named: "interactor"))
        XCTAssertEqual(interactor.names.map(\.pattern), ["*Interactor"])
        XCTAssertEqual(interactor.conformsTo.map(\.pattern), ["*BusinessLogic"])
        XCTAssertEqual(interactor.paths.map(\.pattern), ["**/Interactors/**"])
        XCTAssertEqual(interactor.types, ["LegacyManager"])
        XCTAssertEqual(interactor.inherits.map(\.pattern), ["NSObject"])
        XCTAssertEqual(interactor.holds, ["URLSession"])
        XCTAssertEqual(interactor.calls, ["SecItemAdd"])
        XCTAssertEqual(interactor.modules, ["Domain"])
        XCTAssertEqual(interactor.description, "Business logic of one scene.")
        let view = try XCTUnwrap(config.role(named: "view"))
        XCTAssertEqual(view.names.map(\.pattern), ["*View", "*ViewController"])
        XCTAssertEqual(view.inherits.map(\.pattern), ["UIViewController"], "kept from the pack")
        XCTAssertEqual(view.conformsTo, [])

        XCTAssertEqual(config.layers, [
            LayerSpec(name: "Presentation", roles: ["view"], modules: [try Glob("App*")], paths: [try Glob("UI/**")],
                      transport: false, description: "Top."),
            LayerSpec(name: "Domain", roles: ["interactor"]),
            LayerSpec(name: "DTO", paths: [try Glob("**/DTO/**")], transport: true),
        ])

        XCTAssertEqual(Set(config.rules.keys), ["massive-type", "module-cycle", "singleton-access"])
        let massive = try XCTUnwrap(config.rules["massive-type"])
        XCTAssertEqual(massive.severity, .note)
        XCTAssertEqual(Array(massive.options.keys), ["maxLines"])
        XCTAssertEqual(massive.options["maxLines"]?.int, 250)
        XCTAssertEqual(massive.origin, ConfigurationLocation(file: path, line: 27, column: 21))
        XCTAssertEqual(massive.optionOrigins["maxLines"], ConfigurationLocation(file: path, line: 27, column: 54))
        XCTAssertEqual(config.rules["module-cycle"]?.severity, .off)
        XCTAssertEqual(config.rules["module-cycle"]?.options.isEmpty, true)
        XCTAssertEqual(config.rules["module-cycle"]?.origin?.description, "\(path):28:21")
        let singleton = try XCTUnwrap(config.rules["singleton-access"])
        XCTAssertNil(singleton.severity, "no severity given: the rule's default applies")
        XCTAssertEqual(singleton.options["singletons"]?.description, #"["Bundle.main"]"#)
        XCTAssertEqual(singleton.optionOrigins["singletons"], ConfigurationLocation(file: path, line: 29, column: 40))
        XCTAssertEqual(config.severity(of: try XCTUnwrap(RuleCatalog.rule(id: "singleton-access")).description), .warning)
        XCTAssertEqual(config.severity(of: try XCTUnwrap(RuleCatalog.rule(id: "massive-type")).description), .note)
        XCTAssertNil(config.severity(of: try XCTUnwrap(RuleCatalog.rule(id: "presenter-state")).description), "not named: off")
        XCTAssertNil(config.severity(of: try XCTUnwrap(RuleCatalog.rule(id: "module-cycle")).description), "off: no findings")

        XCTAssertEqual(config.baseline, directory + "/project/archlint-baseline.json")
    }

    func testCommentsAndTrailingCommasAreAccepted() throws {
        let text = try String(contentsOfFile: fixtures + "/commented.archlint.json", encoding: .utf8)
        let config = try load(try write(".archlint.json", text))
        XCTAssertEqual(config.exclude.map(\.pattern), ["**/Generated/**"])
        XCTAssertEqual(config.rules["massive-type"]?.severity, .warning)
        XCTAssertEqual(config.roles.map(\.name), ["view"])
    }

    func testEmptyFileObjectAndSingleStringExtends() throws {
        let empty = try load(try write("a/.archlint.json", "{}"))
        XCTAssertEqual(empty, Configuration(file: directory + "/a/.archlint.json", root: directory + "/a",
                                            sources: [directory + "/a/.archlint.json"]))
        let single = try load(try write("b/.archlint.json", #"{"extends": "svip"}"#))
        XCTAssertEqual(single.extends, ["svip"])
        XCTAssertEqual(single.roles.map(\.name), ["view"])
    }

    func testDefaultConfiguration() throws {
        let loader = ConfigurationTestData.loader()
        let config = loader.defaultConfiguration(root: directory + "/x/../y/")
        XCTAssertNil(config.file)
        XCTAssertEqual(config.root, directory + "/y")
        XCTAssertEqual(config, Configuration(root: directory + "/y"))
        XCTAssertTrue(config.include.isEmpty && config.exclude.isEmpty && config.modules.isEmpty)
        XCTAssertTrue(config.roles.isEmpty && config.layers.isEmpty && config.rules.isEmpty && config.extends.isEmpty)
        XCTAssertNil(config.baseline)
        XCTAssertEqual(config.sources, [])
        XCTAssertTrue(config.includes(relativePath: "Anything/At/All.swift"))
    }

    // MARK: Extends and merging

    func testExtendsAppliesEntriesInOrderEachFullyResolved() throws {
        let path = try write(".archlint.json", #"{"extends": ["base", "strict"]}"#)
        let config = try load(path)
        XCTAssertEqual(config.extends, ["base", "strict"])
        XCTAssertEqual(config.sources, ["pack:base", "pack:base", "pack:strict", path])
        XCTAssertEqual(config.rules["singleton-access"]?.severity, .warning, "strict comes later and wins")
        XCTAssertEqual(config.rules["module-cycle"]?.severity, .error)
        XCTAssertEqual(config.rules["massive-type"]?.severity, .warning)
        XCTAssertEqual(config.rules["massive-type"]?.options["maxLines"]?.int, 400)
        XCTAssertEqual(config.roles.map(\.name), ["interactor", "presenter", "worker"])
        let presenter = try XCTUnwrap(config.role(named: "presenter"))
        XCTAssertEqual(presenter.names.map(\.pattern), ["*Presenter"], "from base")
        XCTAssertEqual(presenter.conformsTo.map(\.pattern), ["*PresentationLogic"], "added by strict")
        XCTAssertEqual(presenter.description, "formats")
        XCTAssertEqual(config.layers.map(\.name), ["UI", "Domain"])
        XCTAssertEqual(config.exclude.map(\.pattern), ["Pods/**"])

        let reversed = try load(try write("r/.archlint.json", #"{"extends": ["strict", "base"]}"#))
        XCTAssertEqual(reversed.rules["singleton-access"]?.severity, .error, "base comes later and wins")
        XCTAssertEqual(reversed.rules["module-cycle"]?.severity, .error, "base does not set it")
        XCTAssertEqual(reversed.role(named: "presenter")?.conformsTo.map(\.pattern), ["*PresentationLogic"],
                       "base's presenter does not give conformsTo, so strict's stays")
    }

    func testOwnKeysOverrideEveryPack() throws {
        let path = try write(".archlint.json", """
            {
              "extends": ["strict"],
              "exclude": ["Generated/**"],
              "roles": {
                "interactor": {"names": ["*UseCase"]},
                "router": {"names": ["*Router"]}
              },
              "layers": [{"name": "All", "roles": ["router", "worker"]}],
              "rules": {
                "singleton-access": "off",
                "massive-type": {"maxLines": 200}
              }
            }
            """)
        let config = try load(path)
        XCTAssertEqual(config.exclude.map(\.pattern), ["Generated/**"], "a list given replaces the pack's")
        XCTAssertEqual(config.roles.map(\.name), ["interactor", "presenter", "worker", "router"])
        let interactor = try XCTUnwrap(config.role(named: "interactor"))
        XCTAssertEqual(interactor.names.map(\.pattern), ["*UseCase"], "a role key given replaces that key")
        XCTAssertEqual(interactor.paths.map(\.pattern), ["**/Interactors/**"], "keys not given are kept")
        XCTAssertEqual(config.layers, [LayerSpec(name: "All", roles: ["router", "worker"])], "layers replaced whole")
        XCTAssertEqual(config.rules["singleton-access"]?.severity, .off)
        let massive = try XCTUnwrap(config.rules["massive-type"])
        XCTAssertEqual(massive.severity, .warning, "severity not given: the pack's stays")
        XCTAssertEqual(massive.options["maxLines"]?.int, 200, "an option given replaces the pack's")
        XCTAssertEqual(massive.options["maxMethods"]?.int, 30, "options not given are kept")
        XCTAssertEqual(massive.origin, ConfigurationLocation(file: path, line: 11, column: 21))
        XCTAssertEqual(massive.optionOrigins["maxLines"], ConfigurationLocation(file: path, line: 11, column: 34))
        XCTAssertEqual(massive.optionOrigins["maxMethods"], ConfigurationLocation(file: "pack:base", line: 9, column: 76))
        XCTAssertEqual(config.rules["module-cycle"]?.severity, .error)

        let severityOnly = try load(try write("s/.archlint.json", #"{"extends": ["base"], "rules": {"massive-type": "error"}}"#))
        XCTAssertEqual(severityOnly.rules["massive-type"]?.severity, .error)
        XCTAssertEqual(severityOnly.rules["massive-type"]?.options["maxLines"]?.int, 400, "a severity string keeps options")
        XCTAssertEqual(severityOnly.rules["massive-type"]?.options.count, 2)
    }

    func testExtendedFilesResolveRelativeToTheFileThatNamesThem() throws {
        let top = try write("project/.archlint.json", #"{"extends": ["../shared/team.json", "local.json"], "baseline": "b/base.json"}"#)
        let team = try write("shared/team.json",
                             #"{"extends": ["rules/strict-rules.json"], "baseline": "team-baseline.json", "rules": {"module-cycle": "warning"}}"#)
        let strictRules = try write("shared/rules/strict-rules.json",
                                    #"{"rules": {"module-cycle": "error", "massive-type": "error"}, "include": ["Sources/**"]}"#)
        let local = try write("project/local.json", #"{"rules": {"massive-type": "note"}}"#)
        // Decoys that a wrong base directory would find.
        try write("project/rules/strict-rules.json", #"{"rules": {"massive-type": "off"}}"#)
        try write("shared/local.json", #"{"rules": {"massive-type": "off"}}"#)

        let config = try load(top)
        XCTAssertEqual(config.root, directory + "/project")
        XCTAssertEqual(config.sources, [strictRules, team, local, top])
        XCTAssertEqual(config.rules["module-cycle"]?.severity, .warning)
        XCTAssertEqual(config.rules["module-cycle"]?.origin?.file, team)
        XCTAssertEqual(config.rules["massive-type"]?.severity, .note)
        XCTAssertEqual(config.include.map(\.pattern), ["Sources/**"], "globs of extended files stay relative to the root")
        XCTAssertEqual(config.baseline, directory + "/project/b/base.json")

        let inherited = try load(try write("other/.archlint.json", #"{"extends": ["../shared/team.json"]}"#))
        XCTAssertEqual(inherited.baseline, directory + "/shared/team-baseline.json", "relative to the file that set it")
        XCTAssertEqual(inherited.root, directory + "/other")
    }

    func testExtendedFileErrorsNameTheFileAsReached() throws {
        let top = try write("project/.archlint.json", #"{"extends": ["../shared/bad.json"]}"#)
        try write("shared/bad.json", #"{"rules": }"#)
        XCTAssertEqual(loadError(top), "\(directory)/shared/bad.json:1:11: error: expected a value but found '}'")
        try write("shared/bad.json", #"{"rules": {"massive-type": "fatal"}}"#)
        XCTAssertEqual(loadError(top),
                       "\(directory)/shared/bad.json:1:28: error: invalid severity 'fatal' for rule 'massive-type'; expected off, note, warning or error")
    }

    func testPackErrorsNameThePack() throws {
        XCTAssertEqual(try configError(#"{"extends": ["broken"]}"#),
                       "pack:broken:1:28: error: invalid severity 'fatal' for rule 'massive-type'; expected off, note, warning or error")
        XCTAssertEqual(try configError(#"{"extends": ["file-user"]}"#),
                       "pack:file-user:1:14: error: a built-in pack cannot extend a file ('x.json')")
    }

    func testLoadPackOnItsOwn() throws {
        let loader = ConfigurationTestData.loader()
        let strict = try loader.loadPack(named: "strict", root: directory)
        XCTAssertNil(strict.file)
        XCTAssertEqual(strict.root, directory)
        XCTAssertEqual(strict.extends, ["strict"])
        XCTAssertEqual(strict.sources, ["pack:base", "pack:strict"])
        XCTAssertEqual(strict.roles.map(\.name), ["interactor", "presenter", "worker"])
        XCTAssertThrowsError(try loader.loadPack(named: "svp")) {
            XCTAssertEqual("\($0)", "pack:svp:1:1: error: unknown pack 'svp'; did you mean 'svip'?")
        }
        XCTAssertNoThrow(try loader.loadPack(named: "bad-layers"), "no knownRoles: role references unchecked")
        XCTAssertThrowsError(try ConfigurationTestData.loader(knownRoles: []).loadPack(named: "bad-layers")) {
            XCTAssertEqual("\($0)", "pack:bad-layers:1:37: error: layer 'X' references unknown role 'ghost'")
        }
        XCTAssertNoThrow(try ConfigurationTestData.loader(knownRoles: ["ghost"]).loadPack(named: "bad-layers"))
    }

    // MARK: Cycles and missing files

    func testCyclicExtendsIsReportedAtTheEntryThatClosesTheCycle() throws {
        let a = try write("a.json", #"{"extends": ["b.json"]}"#)
        try write("b.json", "{\n  \"extends\": [\"c.json\"]\n}")
        try write("c.json", #"{"extends": ["./a.json"]}"#)
        XCTAssertEqual(loadError(a), "\(directory)/c.json:1:14: error: cyclic extends: a.json → b.json → c.json → a.json")

        let b = directory + "/b.json"
        XCTAssertEqual(loadError(b), "\(directory)/a.json:1:14: error: cyclic extends: b.json → c.json → a.json → b.json")

        let own = try write(".archlint.json", #"{"extends": [".archlint.json"]}"#)
        XCTAssertEqual(loadError(own), "\(own):1:14: error: cyclic extends: .archlint.json → .archlint.json")
    }

    func testCyclesThroughSubdirectoriesPacksAndSymbolicLinks() throws {
        let top = try write("p/.archlint.json", #"{"extends": ["cfg/x.json"]}"#)
        try write("p/cfg/x.json", #"{"extends": ["../.archlint.json"]}"#)
        XCTAssertEqual(loadError(top), "\(directory)/p/cfg/x.json:1:14: error: cyclic extends: .archlint.json → cfg/x.json → .archlint.json")

        XCTAssertEqual(try configError(#"{"extends": ["loop-a"]}"#),
                       "pack:loop-b:1:13: error: cyclic extends: loop-a → loop-b → loop-a")

        // `link` points back at its own directory: `link/link/...` would never end without
        // recognising the file behind the path.
        let linked = try write("s/.archlint.json", #"{"extends": ["link/.archlint.json"]}"#)
        try FileManager.default.createSymbolicLink(atPath: directory + "/s/link", withDestinationPath: directory + "/s")
        XCTAssertEqual(loadError(linked), "\(linked):1:14: error: cyclic extends: .archlint.json → link/.archlint.json")
    }

    func testDiamondIsNotACycle() throws {
        let top = try write(".archlint.json", #"{"extends": ["left.json", "right.json"]}"#)
        try write("left.json", #"{"extends": ["common.json"], "rules": {"module-cycle": "note"}}"#)
        try write("right.json", #"{"extends": ["common.json"]}"#)
        try write("common.json", #"{"rules": {"module-cycle": "error"}}"#)
        let config = try load(top)
        XCTAssertEqual(config.rules["module-cycle"]?.severity, .error,
                       "right.json, fully resolved with common.json, comes after left.json")
    }

    func testExtendsDepthIsLimited() throws {
        for index in 0..<32 {
            try write("ok/f\(index).json", index == 31 ? "{}" : "{\"extends\": [\"f\(index + 1).json\"]}")
        }
        XCTAssertNoThrow(try load(directory + "/ok/f0.json"), "32 levels are fine")
        for index in 0..<40 {
            try write("deep/f\(index).json", "{\"extends\": [\"f\(index + 1).json\"]}")
        }
        XCTAssertEqual(loadError(directory + "/deep/f0.json"),
                       "\(directory)/deep/f31.json:1:14: error: 'extends' is nested more than 32 levels deep")
    }

    /// Each file extends the next one twice: 2^20 applications if nothing stopped it (2^18 took
    /// 25 s). Diamonds of ordinary size still apply every path, in order.
    func testRepeatedExtendsAreLimited() throws {
        for index in 0..<20 {
            try write("twice/c\(index).json", index == 19 ? #"{"rules": {"module-cycle": "note"}}"#
                      : "{\"extends\": [\"c\(index + 1).json\", \"c\(index + 1).json\"]}")
        }
        let error = loadError(directory + "/twice/c0.json")
        XCTAssertTrue(error.hasSuffix("error: 'extends' applies more than 256 configurations (the same ones again and again?)"), error)
        for index in 0..<7 {
            try write("small/c\(index).json", index == 6 ? #"{"rules": {"module-cycle": "note"}}"#
                      : "{\"extends\": [\"c\(index + 1).json\", \"c\(index + 1).json\"]}")
        }
        // 1 + 2 + … + 64 = 127 configurations applied, the deepest one 64 times.
        let config = try load(directory + "/small/c0.json")
        XCTAssertEqual(config.rules["module-cycle"]?.severity, .note)
    }

    func testMissingExtendedFileIsReportedAtItsEntry() throws {
        let path = try write(".archlint.json", "{\n  \"extends\": [\"base\", \"shared/missing.json\"]\n}")
        XCTAssertEqual(loadError(path),
                       "\(path):2:23: error: extended file 'shared/missing.json' cannot be read: No such file or directory (looked for '\(directory)/shared/missing.json')")
        try FileManager.default.createDirectory(atPath: directory + "/sub.json", withIntermediateDirectories: true)
        XCTAssertEqual(try configError(#"{"extends": ["sub.json"]}"#), "\(path):1:14: error: extended path 'sub.json' is a directory")
        XCTAssertEqual(try configError(#"{"extends": [""]}"#), "\(path):1:14: error: empty entry in 'extends'")
    }

    func testUnknownPackSuggestsOrListsThePacks() throws {
        let path = directory + "/.archlint.json"
        XCTAssertEqual(try configError(#"{"extends": ["svp"]}"#), "\(path):1:14: error: unknown pack 'svp'; did you mean 'svip'?")
        XCTAssertEqual(try configError(#"{"extends": ["zzzz"]}"#),
                       "\(path):1:14: error: unknown pack 'zzzz' (built-in packs: bad-layers, base, broken, file-user, loop-a, loop-b, strict, svip)")
        let none = ConfigurationLoader(builtinPacks: [:], knownRuleIDs: [])
        XCTAssertEqual(loadError(path, loader: none), "\(path):1:14: error: unknown pack 'zzzz' (built-in packs: none)")
    }

    // MARK: Discovery

    func testDiscoveryWalksUpwardAndTheNearestFileWins() throws {
        let outer = try write(".archlint.json", "{}")
        let inner = try write("a/.archlint.json", "{}")
        try write("a/b/c/File.swift", "struct A {}")
        try FileManager.default.createDirectory(atPath: directory + "/z/.archlint.json", withIntermediateDirectories: true)
        let loader = ConfigurationTestData.loader()

        XCTAssertEqual(loader.discover(forLintedPath: directory + "/a/b/c/File.swift"), inner)
        XCTAssertEqual(loader.discover(forLintedPath: directory + "/a/b/c"), inner)
        XCTAssertEqual(loader.discover(forLintedPath: directory + "/a"), inner, "a directory's own file counts")
        XCTAssertEqual(loader.discover(forLintedPath: directory + "/a/.archlint.json"), inner)
        XCTAssertEqual(loader.discover(forLintedPath: directory), outer)
        XCTAssertEqual(loader.discover(forLintedPath: directory + "/NotYet.swift"), outer, "a path that does not exist")
        XCTAssertEqual(loader.discover(forLintedPath: directory + "/a/../x/./y.swift"), outer, "normalized")
        XCTAssertEqual(loader.discover(forLintedPath: directory + "/z/File.swift"), outer,
                       "a directory named .archlint.json is not a configuration")

        XCTAssertEqual(try loader.configuration(forLintedPath: directory + "/a/b").file, inner)
    }

    func testDiscoveryFindsNothingWhenNoAncestorHasAFile() throws {
        var ancestor = directory
        while true {
            if FileManager.default.fileExists(atPath: ancestor + "/.archlint.json") {
                throw XCTSkip("\(ancestor) has a .archlint.json")
            }
            if ancestor == "/" { break }
            ancestor = (ancestor as NSString).deletingLastPathComponent
        }
        try write("src/File.swift", "")
        let loader = ConfigurationTestData.loader()
        XCTAssertNil(loader.discover(forLintedPath: directory + "/src/File.swift"))
        let config = try loader.configuration(forLintedPath: directory + "/src/File.swift")
        XCTAssertEqual(config, Configuration(root: directory + "/src"))
    }

    // MARK: Paths

    func testPathsAreMatchedRelativeToTheRoot() throws {
        let config = try load(try write("app/.archlint.json", """
            {
              "include": ["Sources/**", "./App"],
              "exclude": ["Pods", "**/*Tests.swift"],
              "modules": {"Feature": ["Sources/Feature/**"], "Core": ["Sources/**"]}
            }
            """))
        XCTAssertEqual(config.relativePath(of: directory + "/app/Sources/A.swift"), "Sources/A.swift")
        XCTAssertEqual(config.relativePath(of: directory + "/app/x/../Sources/A.swift"), "Sources/A.swift")
        XCTAssertEqual(config.relativePath(of: directory + "/app"), "")
        XCTAssertNil(config.relativePath(of: directory + "/application/A.swift"))
        XCTAssertNil(config.relativePath(of: directory + "/A.swift"))

        XCTAssertTrue(config.includes(relativePath: "Sources/Core/A.swift"))
        XCTAssertTrue(config.includes(relativePath: "App/Main.swift"), "a glob matching a directory covers its files")
        XCTAssertFalse(config.includes(relativePath: "Other/Main.swift"))
        XCTAssertFalse(config.includes(relativePath: "Sources/Core/ATests.swift"))
        XCTAssertTrue(config.isExcluded(relativePath: "Pods/Lib/B.swift"))
        XCTAssertFalse(config.isExcluded(relativePath: "Sources/Pods/B.swift"))
        // Globs set after loading, and each chunk's own copies, are matched as well.
        var changed = config.withUnsharedGlobs
        XCTAssertTrue(changed.isExcluded(relativePath: "Pods/Lib/B.swift"))
        changed.exclude = [try Glob("**/Generated")]
        changed.include = []
        XCTAssertTrue(changed.isExcluded(relativePath: "Sources/Generated/B.swift"))
        XCTAssertFalse(changed.isExcluded(relativePath: "Pods/Lib/B.swift"))
        XCTAssertTrue(changed.includes(relativePath: "Other/Main.swift"))

        // `modules` as the lint pipeline applies them: overrides of the module resolver.
        let resolver = ModuleResolver(root: config.root, overrides: config.modules.map { ModuleResolver.Override(name: $0.name, paths: $0.paths) })
        XCTAssertEqual(resolver.module(ofFile: directory + "/app/Sources/Feature/X.swift"), "Feature", "first module wins")
        XCTAssertEqual(resolver.module(ofFile: directory + "/app/Sources/Core/Y.swift"), "Core")
        XCTAssertEqual(resolver.module(ofFile: directory + "/app/App/Z.swift"), "App", "no module matches: the top-level folder")
    }

    func testModuleGlobNamingAFolderCoversItsFiles() throws {
        let config = try load(try write("app/.archlint.json", #"{"modules": {"CoreMod": ["Sources/Core"], "Kit": ["./Kit"]}}"#))
        let resolver = ModuleResolver(root: config.root, overrides: config.modules.map { ModuleResolver.Override(name: $0.name, paths: $0.paths) })
        XCTAssertEqual(resolver.module(ofFile: directory + "/app/Sources/Core/A.swift"), "CoreMod")
        XCTAssertEqual(resolver.module(ofFile: directory + "/app/Sources/Core/Deep/B.swift"), "CoreMod")
        XCTAssertEqual(resolver.module(ofFile: directory + "/app/Kit/C.swift"), "Kit")
        XCTAssertEqual(resolver.module(ofFile: directory + "/app/Sources/CoreExtras/D.swift"), "Sources", "a folder, not a name prefix")
    }

    // MARK: Errors, each with its exact position

    func testInvalidJSONInTheConfiguration() throws {
        let path = directory + "/.archlint.json"
        XCTAssertEqual(try configError("{\n  \"rules\": {\n    \"massive-type\": \"warning\"\n  \n}"),
                       "\(path):5:2: error: expected ',' or '}' after an object member but found end of input")
        XCTAssertEqual(try configError(""), "\(path):1:1: error: expected a JSON value but found end of input")
        XCTAssertEqual(try configError("{\"rules\": {},\n \"rules\": {}}"), "\(path):2:2: error: duplicate key 'rules'")
        // CRLF, also inside a block comment, ends one line.
        XCTAssertEqual(try configError("{\r\n  /* a\r\n     b\r\n   */ \"rules\": {},\r\n  \"x\" 1\r\n}"),
                       "\(path):5:7: error: expected ':' after object key but found a digit")
        try write(".archlint.json", Data([0x7B, 0x22, 0x61, 0xFF, 0x22, 0x3A, 0x31, 0x7D]))
        XCTAssertEqual(loadError(path), "\(path):1:4: error: invalid UTF-8 byte 0xFF in string")
    }

    func testFileProblemsAreReportedAtTheStartOfTheFile() throws {
        XCTAssertEqual(loadError(directory + "/nope.json"), "\(directory)/nope.json:1:1: error: cannot read configuration file: No such file or directory")
        XCTAssertEqual(loadError(directory), "\(directory):1:1: error: configuration path is a directory")
        let path = try write(".archlint.json", #"{"baseline": "b.json"}"#)
        var small = ConfigurationTestData.loader()
        small.parserOptions.maxBytes = 16
        XCTAssertEqual(loadError(path, loader: small),
                       "\(path):1:1: error: configuration file is too large (22 bytes; the limit is 16 bytes)")
    }

    func testUnknownTopLevelKeys() throws {
        let path = directory + "/.archlint.json"
        XCTAssertEqual(try configError("{\n  \"exlude\": [\"a\"]\n}"), "\(path):2:3: error: unknown top-level key 'exlude'; did you mean 'exclude'?")
        XCTAssertEqual(try configError(#"{"rule": {}}"#), "\(path):1:2: error: unknown top-level key 'rule'; did you mean 'rules'?")
        XCTAssertEqual(try configError(#"{"zzz": 1}"#), "\(path):1:2: error: unknown top-level key 'zzz'")
        XCTAssertEqual(try configError("[]"), "\(path):1:1: error: expected '{' (a configuration is a JSON object)")
        XCTAssertEqual(try configError("\n  null"), "\(path):2:3: error: expected '{' (a configuration is a JSON object)")
        XCTAssertEqual(try configError(#"{"$schema": 1}"#), "\(path):1:13: error: '$schema' must be a string")
    }

    func testRuleErrors() throws {
        let path = directory + "/.archlint.json"
        XCTAssertEqual(try configError(#"{"rules": {"massive-typ": "error"}}"#),
                       "\(path):1:12: error: unknown rule 'massive-typ'; did you mean 'massive-type'?")
        XCTAssertEqual(try configError(#"{"rules": {"no-such-thing": "error"}}"#), "\(path):1:12: error: unknown rule 'no-such-thing'")
        XCTAssertEqual(try configError(#"{"rules": {"massive-type": "fatal"}}"#),
                       "\(path):1:28: error: invalid severity 'fatal' for rule 'massive-type'; expected off, note, warning or error")
        XCTAssertEqual(try configError(#"{"rules": {"massive-type": "warn"}}"#),
                       "\(path):1:28: error: invalid severity 'warn' for rule 'massive-type'; did you mean 'warning'?")
        XCTAssertEqual(try configError(#"{"rules": {"massive-type": {"severity": "Error"}}}"#),
                       "\(path):1:41: error: invalid severity 'Error' for rule 'massive-type'; did you mean 'error'?")
        XCTAssertEqual(try configError(#"{"rules": {"massive-type": {"severity": 2}}}"#),
                       "\(path):1:41: error: severity of rule 'massive-type' must be a string: off, note, warning or error")
        XCTAssertEqual(try configError(#"{"rules": {"massive-type": 3}}"#),
                       "\(path):1:28: error: rule 'massive-type' must be a severity string (off, note, warning, error) or an object")
        XCTAssertEqual(try configError(#"{"rules": []}"#),
                       "\(path):1:11: error: 'rules' must be an object mapping rule ids to severities or settings")
    }

    func testWrongValueTypes() throws {
        let path = directory + "/.archlint.json"
        XCTAssertEqual(try configError(#"{"include": "Sources/**"}"#), "\(path):1:13: error: 'include' must be an array of strings")
        XCTAssertEqual(try configError(#"{"include": ["a", 3]}"#), "\(path):1:19: error: 'include' must be an array of strings")
        XCTAssertEqual(try configError(#"{"exclude": {}}"#), "\(path):1:13: error: 'exclude' must be an array of strings")
        XCTAssertEqual(try configError(#"{"modules": {"App": "Sources"}}"#), "\(path):1:21: error: 'modules.App' must be an array of strings")
        XCTAssertEqual(try configError(#"{"modules": ["App"]}"#),
                       "\(path):1:13: error: 'modules' must be an object mapping module names to arrays of globs")
        XCTAssertEqual(try configError(#"{"modules": {"": []}}"#), "\(path):1:14: error: module name must not be empty")
        XCTAssertEqual(try configError(#"{"baseline": 1}"#), "\(path):1:14: error: 'baseline' must be a string")
        XCTAssertEqual(try configError(#"{"baseline": ""}"#), "\(path):1:14: error: 'baseline' must not be empty")
        XCTAssertEqual(try configError(#"{"extends": 1}"#), "\(path):1:13: error: 'extends' must be a string or an array of strings")
        XCTAssertEqual(try configError(#"{"extends": [null]}"#), "\(path):1:14: error: 'extends' must be a string or an array of strings")
    }

    func testRoleErrors() throws {
        let path = directory + "/.archlint.json"
        XCTAssertEqual(try configError(#"{"roles": {"interactor": {"names": "*Interactor"}}}"#),
                       "\(path):1:36: error: 'roles.interactor.names' must be an array of strings")
        XCTAssertEqual(try configError(#"{"roles": {"interactor": {"name": ["*I"]}}}"#),
                       "\(path):1:27: error: unknown key 'name' in role 'interactor'; did you mean 'names'?")
        XCTAssertEqual(try configError(#"{"roles": {"": {}}}"#), "\(path):1:12: error: role name must not be empty")
        XCTAssertEqual(try configError(#"{"roles": {"x": []}}"#), "\(path):1:17: error: 'roles.x' must be an object")
        XCTAssertEqual(try configError(#"{"roles": {"x": {"types": ["A", ""]}}}"#), "\(path):1:33: error: empty type name in 'roles.x.types'")
        XCTAssertEqual(try configError(#"{"roles": {"x": {"calls": [""]}}}"#), "\(path):1:28: error: empty function name in 'roles.x.calls'")
        XCTAssertEqual(try configError(#"{"roles": {"x": {"modules": [""]}}}"#), "\(path):1:30: error: empty module name in 'roles.x.modules'")
        XCTAssertEqual(try configError(#"{"roles": {"x": {"description": 1}}}"#), "\(path):1:33: error: 'roles.x.description' must be a string")
        XCTAssertEqual(try configError(#"{"roles": ["x"]}"#),
                       "\(path):1:11: error: 'roles' must be an object mapping role names to role definitions")
    }

    func testGlobErrorsPointAtTheString() throws {
        let path = directory + "/.archlint.json"
        XCTAssertEqual(try configError(#"{"exclude": ["Pods/**", ""]}"#), "\(path):1:25: error: empty glob in 'exclude'")
        XCTAssertEqual(try configError(#"{"include": ["./"]}"#), "\(path):1:14: error: empty glob in 'include'")
        XCTAssertEqual(try configError(#"{"include": ["{a,b"]}"#),
                       "\(path):1:14: error: malformed glob '{a,b' in 'include': unbalanced '{' or '}'")
        XCTAssertEqual(try configError(#"{"roles": {"view": {"names": ["*View}"]}}}"#),
                       "\(path):1:31: error: malformed glob '*View}' in 'roles.view.names': unbalanced '{' or '}'")
        let bomb = String(repeating: "{a,b,c,d}", count: 6)
        XCTAssertEqual(try configError("{\"include\": [\"\(bomb)\"]}"),
                       "\(path):1:14: error: malformed glob '\(bomb)' in 'include': expands to more than 1024 alternatives")
        XCTAssertEqual(try configError("{\"layers\": [{\"name\": \"L\", \"modules\": [\"\"]}]}"),
                       "\(path):1:39: error: empty glob in 'layers[0].modules'")
        // A pattern too long to quote whole is quoted by its start.
        let long = "Sources/" + String(repeating: "*", count: Glob.maxLength)
        XCTAssertEqual(try configError("{\"exclude\": [\"\(long)\"]}"),
                       "\(path):1:14: error: malformed glob '\(long.prefix(60))…' (1032 bytes) in 'exclude': longer than 1024 bytes")
    }

    func testLayerErrors() throws {
        let path = directory + "/.archlint.json"
        XCTAssertEqual(try configError(#"{"layers": {"name": "UI"}}"#), "\(path):1:12: error: 'layers' must be an array of layer objects")
        XCTAssertEqual(try configError(#"{"layers": ["UI"]}"#), "\(path):1:13: error: 'layers[0]' must be an object")
        XCTAssertEqual(try configError(#"{"layers": [{"name": "UI", "transport": "yes"}]}"#),
                       "\(path):1:41: error: 'layers[0].transport' must be true or false")
        XCTAssertEqual(try configError(#"{"layers": [{"roles": []}]}"#), "\(path):1:13: error: 'layers[0]' is missing 'name'")
        XCTAssertEqual(try configError(#"{"layers": [{"name": ""}]}"#), "\(path):1:22: error: 'layers[0].name' must be a non-empty string")
        XCTAssertEqual(try configError(#"{"layers": [{"name": "UI", "role": []}]}"#),
                       "\(path):1:28: error: unknown key 'role' in 'layers[0]'; did you mean 'roles'?")
        XCTAssertEqual(try configError("{\"layers\": [\n  {\"name\": \"UI\"},\n  {\"name\": \"Domain\"},\n  {\"name\": \"UI\"}\n]}"),
                       "\(path):4:12: error: duplicate layer name 'UI' (first declared on line 2)")
    }

    func testUnknownRoleInALayer() throws {
        let path = directory + "/.archlint.json"
        let text = "{\n  \"extends\": [\"base\"],\n  \"layers\": [\n    {\"name\": \"UI\", \"roles\": [\"presenter\", \"interactr\"]}\n  ]\n}"
        XCTAssertEqual(try configError(text, knownRoles: ["view"]),
                       "\(path):4:43: error: layer 'UI' references unknown role 'interactr'; did you mean 'interactor'?")
        XCTAssertNoThrow(try load(path), "without knownRoles, role references are not checked")
        XCTAssertEqual(try configError(#"{"layers": [{"name": "V", "roles": ["view", "ghost"]}]}"#, knownRoles: ["view"]),
                       "\(path):1:45: error: layer 'V' references unknown role 'ghost'")
        XCTAssertNoThrow(try load(path, knownRoles: ["view", "ghost"]), "known roles need no declaration")
        // Roles declared by the file itself or by any pack count as known.
        try write(".archlint.json", #"{"extends": ["strict"], "roles": {"router": {}}, "layers": [{"name": "A", "roles": ["router", "worker", "interactor"]}]}"#)
        XCTAssertNoThrow(try load(path, knownRoles: []))
        // A pack's layers are checked when they are the ones in effect…
        XCTAssertEqual(try configError(#"{"extends": ["bad-layers"]}"#, knownRoles: []),
                       "pack:bad-layers:1:37: error: layer 'X' references unknown role 'ghost'")
        // …and not when the file replaces them.
        try write(".archlint.json", #"{"extends": ["bad-layers"], "layers": []}"#)
        XCTAssertNoThrow(try load(path, knownRoles: []))
    }

    func testErrorDescriptionFormat() {
        let error = ConfigurationError(file: "a/b.json", line: 3, column: 7, message: "something is wrong")
        XCTAssertEqual(error.description, "a/b.json:3:7: error: something is wrong")
        XCTAssertEqual("\(error)", "a/b.json:3:7: error: something is wrong")
    }
}

// MARK: - Nested configurations: inherited unless `extends` or `"root": true`

final class NestedConfigurationTests: XCTestCase {
    private var directory = ""

    override func setUpWithError() throws {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("archlint-nested-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: base, withIntermediateDirectories: true)
        directory = base.standardizedFileURL.path
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: directory)
    }

    @discardableResult
    private func write(_ relative: String, _ text: String) throws -> String {
        let path = directory + "/" + relative
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    private let parent = """
        {
          "extends": ["base"],
          "include": ["App/**"],
          "exclude": ["**/Generated/**"],
          "rules": {"massive-type": {"maxLines": 100}, "module-cycle": "error"}
        }
        """

    func testANestedFileWithoutExtendsInheritsItsParent() throws {
        let top = try write(".archlint.json", parent)
        let child = try write("App/Legacy/.archlint.json", #"{"rules": {"massive-type": "note"}}"#)
        let config = try ConfigurationTestData.loader().load(file: child)
        XCTAssertEqual(config.root, directory + "/App/Legacy")
        XCTAssertEqual(config.sources, ["pack:base", top, child])
        XCTAssertEqual(config.roles.map(\.name), ["interactor", "presenter"], "the parent's pack applies")
        XCTAssertEqual(config.rules["massive-type"]?.severity, .note, "the nested file overrides")
        XCTAssertEqual(config.rules["massive-type"]?.options["maxLines"]?.int, 100, "the parent's option is kept")
        XCTAssertEqual(config.rules["module-cycle"]?.severity, .error)
        XCTAssertEqual(config.exclude.map(\.pattern), ["**/Generated/**"])
        XCTAssertEqual(config.include, [], "the parent's include names its own folders and is not inherited")
        XCTAssertEqual(config.extends, [])
    }

    func testInheritanceGoesUpEveryLevelWithoutExtends() throws {
        let top = try write(".archlint.json", parent)
        let middle = try write("App/.archlint.json", #"{"rules": {"singleton-access": "off"}}"#)
        let leaf = try write("App/Feature/Deep/.archlint.json", #"{"rules": {"module-cycle": "warning"}}"#)
        let config = try ConfigurationTestData.loader().load(file: leaf)
        XCTAssertEqual(config.sources, ["pack:base", top, middle, leaf])
        XCTAssertEqual(config.rules["singleton-access"]?.severity, .off)
        XCTAssertEqual(config.rules["module-cycle"]?.severity, .warning)
    }

    func testRootTrueAndExtendsStartAfresh() throws {
        try write(".archlint.json", parent)
        let fresh = try write("App/Fresh/.archlint.json", #"{"root": true, "rules": {"module-cycle": "warning"}}"#)
        let config = try ConfigurationTestData.loader().load(file: fresh)
        XCTAssertEqual(config.sources, [fresh])
        XCTAssertEqual(config.roles, [])
        XCTAssertNil(config.rules["massive-type"])

        let own = try write("App/Own/.archlint.json", #"{"extends": "strict"}"#)
        XCTAssertEqual(try ConfigurationTestData.loader().load(file: own).sources, ["pack:base", "pack:strict", own])
        XCTAssertTrue(try ConfigurationTestData.loader().load(file: own).rules["massive-type"]?.options["maxLines"]?.int == 400)
    }

    func testRootMustBeABoolean() throws {
        let path = try write(".archlint.json", #"{"root": "yes"}"#)
        XCTAssertThrowsError(try ConfigurationTestData.loader().load(file: path)) { error in
            XCTAssertEqual((error as? ConfigurationError)?.description, "\(path):1:10: error: 'root' must be true or false")
        }
    }

    func testAnErrorInTheInheritedFileNamesIt() throws {
        let top = try write(".archlint.json", #"{"rules": {"massive-type": "fatal"}}"#)
        let child = try write("Sub/.archlint.json", "{}")
        XCTAssertThrowsError(try ConfigurationTestData.loader().load(file: child)) { error in
            XCTAssertEqual((error as? ConfigurationError)?.file, top)
        }
    }

    /// The inherited file's `extends` may reach its own folder, though the nested file's could not.
    func testTheInheritedFileExtendsWithinItsOwnFolder() throws {
        try write("packs/team.json", #"{"rules": {"module-cycle": "note"}}"#)
        try write(".archlint.json", #"{"extends": ["./packs/team.json"]}"#)
        let child = try write("App/.archlint.json", "{}")
        var loader = ConfigurationTestData.loader()
        loader.allowsExternalFiles = false
        XCTAssertEqual(try loader.load(file: child).rules["module-cycle"]?.severity, .note)
    }
}
