import JSON
import Platform
import ProjectIndex

/// A rule's options: the configuration's values, else the defaults its declaration gives
/// (`RuleOption.defaultValue`). Kinds are checked before any rule runs (`RuleOptions.problems`),
/// and a test checks the declared defaults, so the getters never meet a wrong type.
public struct RuleOptions: Sendable {
    public let values: [String: JSONNode]
    private let defaults: [String: JSONNode]

    public init(_ values: [String: JSONNode] = [:], declared: [RuleOption] = []) {
        self.values = values
        var defaults: [String: JSONNode] = [:]
        for option in declared { defaults[option.name] = try? JSONParser().parse(option.defaultValue) }
        self.defaults = defaults
    }

    /// The option's value: the configuration's, else the declared default.
    public subscript<Value>(_ key: OptionKey<Value>) -> Value {
        key.value(in: values[key.name] ?? defaults[key.name])
    }

    /// Problems with the option values against the rule's declared options, each with its node.
    public static func problems(_ values: [String: JSONNode], declared: [RuleOption], ruleID: String) -> [(node: JSONNode?, key: String, message: String)] {
        var problems: [(node: JSONNode?, key: String, message: String)] = []
        for (key, node) in values.sorted(by: { $0.key < $1.key }) {
            guard let option = declared.first(where: { $0.name == key }) else {
                let known = declared.map(\.name)
                let hint = Suggestions.closest(to: key, among: known).map { "; did you mean '\($0)'?" }
                    ?? (known.isEmpty ? "; it has none" : "; it has: \(known.joined(separator: ", "))")
                problems.append((node, key, "unknown option \(Suggestions.quoted(key)) for rule '\(ruleID)'\(hint)"))
                continue
            }
            if !matches(node, option.kind) {
                problems.append((node, key, "option '\(key)' of rule '\(ruleID)' must be \(option.kind.rawValue)"))
            } else if let (pattern, error) = firstMalformedGlob(node, option.kind) {
                problems.append((node, key, "malformed glob \(Glob.quoted(pattern)) in option '\(key)' of rule '\(ruleID)': \(error.reason)"))
            }
        }
        return problems
    }

    /// The first pattern of a glob option (of a kind `matches` accepted) that does not compile.
    private static func firstMalformedGlob(_ node: JSONNode, _ kind: RuleOption.Kind) -> (String, Glob.PatternError)? {
        let patterns: [String]
        switch kind {
        case .globs: patterns = node.array?.compactMap(\.string) ?? []
        case .importBans: patterns = node.array?.flatMap { $0.members?.flatMap { $0.value.array?.compactMap(\.string) ?? [] } ?? [] } ?? []
        case .bool, .int, .strings, .pairs: patterns = []
        }
        for pattern in patterns {
            do { _ = try Glob(pattern) } catch let error as Glob.PatternError { return (pattern, error) } catch {}
        }
        return nil
    }

    private static func matches(_ node: JSONNode, _ kind: RuleOption.Kind) -> Bool {
        switch kind {
        case .bool: return node.bool != nil
        case .int: return (node.int ?? 0) >= 1
        case .strings, .globs: return node.array?.allSatisfy { $0.string != nil } ?? false
        case .pairs: return node.array?.allSatisfy { ($0.array?.count == 2) && $0.array!.allSatisfy { $0.string != nil } } ?? false
        case .importBans:
            return node.array?.allSatisfy { ban in
                guard let members = ban.members else { return false }
                return members.allSatisfy { ["from", "forbid"].contains($0.key) && matches($0.value, .strings) }
            } ?? false
        }
    }
}
