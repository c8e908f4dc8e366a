import ProjectIndex
import SourceModel

struct ParsingOutsideParserRule: ProjectRule {
    static let confinement = ConfinedFramework(
        what: "parsing", advice: "services hand the data to a parser (or serializer) and get entities back")

    let description = RuleDescription(
        id: "parsing-outside-parser",
        summary: "Only parsers and serializers turn data into entities and back.",
        rationale: """
        Article 004 (the layered Redmadrobot architecture, section on JSON/XML serialization) takes the mapping of \
        server data out of the network layer into one parser and one serializer per entity (`UserParser`, \
        `DealParser`), where required fields are checked and errors logged. A `JSONDecoder`, `JSONSerialization` or \
        property-list decoder in a service, presentation model or view controller is that mapping done in the wrong \
        place, once more per caller.
        """,
        options: ConfinedFramework.options(
            allowed: [.parser],
            types: ["JSONDecoder", "JSONEncoder", "JSONSerialization", "PropertyListDecoder", "PropertyListEncoder",
                    "PropertyListSerialization", "XMLParser"],
            names: [], modules: []),
        scope: .ownDeclarations,
        readsAcrossProject: true,
        triggering: [
            RuleExample(pack: "layered", """
            struct User: Decodable { let name: String }
            final class UserService {
                func user(from data: Data) throws -> User { try ↓JSONDecoder().decode(User.self, from: data) }
            }
            """),
            RuleExample(pack: "layered", """
            final class DealsPresentationModel {
                func titles(_ data: Data) -> Any? { try? ↓JSONSerialization.jsonObject(with: data) }
            }
            """),
            RuleExample(pack: "layered", """
            final class SettingsDAO {
                private let decoder = ↓PropertyListDecoder()
            }
            """),
        ],
        nonTriggering: [
            RuleExample(pack: "layered", """
            struct User: Decodable { let name: String }
            final class UserParser {
                func parseObject(_ data: Data) -> User? { try? JSONDecoder().decode(User.self, from: data) }
            }
            """),
            RuleExample(pack: "layered", """
            final class UserSerializer {
                func serializeObject(_ name: String) -> Data? { try? JSONEncoder().encode(name) }
            }
            """),
            RuleExample(pack: "layered", """
            struct User {}
            final class UserParser { func parseObject(_ data: Data) -> User? { nil } }
            final class UserService {
                private let parser = UserParser()
                func user(from data: Data) -> User? { parser.parseObject(data) }
            }
            """),
        ])

    func check(_ context: LintContext, options: RuleOptions, report: inout FindingCollector) {
        Self.confinement.check(context, options: options, report: &report)
    }

    func rolesReadAcrossProject(_ options: RuleOptions) -> Set<Role>? { ConfinedFramework.rolesReadAcrossProject(options) }
}
