import Foundation
import JSON
import RuleEngine
import XCTest

/// `schemas/archlint.schema.json` describes what the loader accepts.
final class ConfigurationSchemaTests: XCTestCase {
    private static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().path
    private static let schemaPath = repository + "/schemas/archlint.schema.json"
    private static let fixtures = repository + "/Tests/Fixtures/Config"

    /// The schema lists exactly the rules of the catalog (Scripts/update-schema.py writes that part).
    private static var ruleIDs: [String] { RuleCatalog.ids }
    private static let packNames = ["svip", "clean-swift", "viper", "viper-swiftui", "viper-swiftui-presenter", "mvi", "layered", "pattern-free"]

    private func schema() throws -> JSONNode {
        try JSONParser().parse(Array(try Data(contentsOf: URL(fileURLWithPath: Self.schemaPath))))
    }

    private func keys(_ node: JSONNode?) -> [String] { node?.members?.map(\.key) ?? [] }

    private func strings(_ node: JSONNode?) -> [String] { node?.array?.compactMap(\.string) ?? [] }

    func testSchemaDescribesEveryKeyTheLoaderAccepts() throws {
        let schema = try schema()
        XCTAssertEqual(schema["$schema"]?.string, "http://json-schema.org/draft-07/schema#")
        XCTAssertEqual(schema["additionalProperties"]?.bool, false)
        XCTAssertEqual(keys(schema["properties"]), Configuration.topLevelKeys)
        let definitions = schema["definitions"]
        XCTAssertEqual(keys(definitions?["role"]?["properties"]), Configuration.roleKeys)
        XCTAssertEqual(keys(definitions?["layer"]?["properties"]), Configuration.layerKeys)
        XCTAssertEqual(strings(definitions?["layer"]?["required"]), ["name"])
        XCTAssertEqual(strings(definitions?["severity"]?["enum"]), SeveritySetting.allCases.map(\.rawValue))
        XCTAssertEqual(Set(strings(definitions?["packName"]?["enum"])), Set(Self.packNames))
        XCTAssertEqual(Set(strings(definitions?["packName"]?["enum"])), Set(BuiltinPacks.all.keys))
        let rules = schema["properties"]?["rules"]
        XCTAssertEqual(rules?["additionalProperties"]?.bool, false)
        XCTAssertEqual(Set(keys(rules?["properties"])), Set(Self.ruleIDs))
        // Every key and rule says what it is, for the editor's hover.
        for key in Configuration.topLevelKeys {
            XCTAssertNotNil(schema["properties"]?[key]?["description"]?.string, key)
        }
        for id in Self.ruleIDs {
            XCTAssertNotNil(rules?["properties"]?[id]?["description"]?.string, id)
        }
    }

    func testSchemaRuleOptionsMatchTheCatalog() throws {
        let rules = try schema()["properties"]?["rules"]?["properties"]
        for rule in RuleCatalog.all {
            let description = rule.description
            let forms = rules?[description.id]?["oneOf"]?.array ?? []
            XCTAssertEqual(forms.count, 2, description.id)
            guard let object = forms.last else { continue }
            XCTAssertEqual(object["additionalProperties"]?.bool, false, "\(description.id): options are known")
            let properties = object["properties"]
            XCTAssertEqual(keys(properties), ["severity"] + description.options.map(\.name),
                           "\(description.id): update schemas/archlint.schema.json")
            for option in description.options {
                let type = properties?[option.name]?["type"]?.string
                let expected: String
                switch option.kind {
                case .bool: expected = "boolean"
                case .int: expected = "integer"
                case .strings, .globs, .pairs, .importBans: expected = "array"
                }
                XCTAssertEqual(type, expected, "\(description.id).\(option.name)")
                XCTAssertNotNil(properties?[option.name]?["description"]?.string, "\(description.id).\(option.name)")
            }
        }
    }

    /// The schema and the loader agree on the fixtures; python3's `jsonschema` validates, when
    /// the machine has it.
    func testFixturesAndPacksAgainstTheSchema() throws {
        let valid = [Self.fixtures + "/full.archlint.json"]
            + BuiltinPacks.all.keys.sorted().map { Self.repository + "/Rules/\($0).json" }
        let invalid = ["invalid-unknown-key", "invalid-severity", "invalid-rule", "invalid-pack", "invalid-layer"]
            .map { Self.fixtures + "/\($0).archlint.json" }

        let loader = ConfigurationLoader(
            builtinPacks: BuiltinPacks.all, knownRuleIDs: Set(Self.ruleIDs), knownRoles: RuleCatalog.knownRoles)
        XCTAssertNoThrow(try loader.load(file: valid[0]))
        for path in invalid {
            XCTAssertThrowsError(try loader.load(file: path), path)
        }

        let script = """
            import json, sys
            try:
                import jsonschema
            except ImportError:
                sys.exit(3)
            schema = json.load(open(sys.argv[1]))
            jsonschema.Draft7Validator.check_schema(schema)
            validator = jsonschema.Draft7Validator(schema)
            for path in sys.argv[2:]:
                errors = list(validator.iter_errors(json.load(open(path))))
                print(("INVALID " if errors else "VALID ") + path)
            """
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", script, Self.schemaPath] + valid + invalid
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            throw XCTSkip("cannot run python3: \(error)")
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        if process.terminationStatus == 3 || process.terminationStatus == 127 {
            throw XCTSkip("python3 with the jsonschema module is not available")
        }
        XCTAssertEqual(process.terminationStatus, 0, "the schema itself is not a valid draft-07 schema")
        let lines = String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
        XCTAssertEqual(lines, valid.map { "VALID " + $0 } + invalid.map { "INVALID " + $0 })
    }
}
