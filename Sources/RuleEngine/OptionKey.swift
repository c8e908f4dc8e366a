import JSON
import Platform

/// A rule's option, typed: its name and kind written once, as a static of the rule, then
/// declared in the rule's description (`Self.maxLines.declared(…)`) and read through the same key
/// (`options[Self.maxLines]`), so a misspelt option does not compile and a value is read as the
/// kind it was declared.
public struct OptionKey<Value>: Sendable {
    public let name: String
    public let kind: RuleOption.Kind
    private let read: @Sendable (JSONNode?) -> Value

    private init(_ name: String, _ kind: RuleOption.Kind, read: @escaping @Sendable (JSONNode?) -> Value) {
        self.name = name
        self.kind = kind
        self.read = read
    }

    /// The option as the rule's description documents it; `defaultValue` is JSON.
    public func declared(_ summary: String, default defaultValue: String, note: String? = nil) -> RuleOption {
        RuleOption(name, kind, summary, default: defaultValue, note: note)
    }

    /// A default kept in code as a list of strings, written as the JSON array a configuration would hold.
    fileprivate func jsonArray(_ strings: [String]) -> String {
        "[" + strings.map(JSONEscaper.quoted).joined(separator: ", ") + "]"
    }

    /// The value the configuration gives, else the declared default (`RuleOptions` checked the kind).
    func value(in node: JSONNode?) -> Value { read(node) }
}

extension OptionKey where Value == Bool {
    public static func bool(_ name: String) -> OptionKey { OptionKey(name, .bool) { $0?.bool ?? false } }
}

extension OptionKey where Value == Int {
    public static func int(_ name: String) -> OptionKey { OptionKey(name, .int) { $0?.int ?? 0 } }
}

extension OptionKey where Value == [String] {
    public static func strings(_ name: String) -> OptionKey { OptionKey(name, .strings) { $0?.array?.compactMap(\.string) ?? [] } }

    /// A list of strings whose default is kept in code (`FrameworkTypes.uiModules`).
    public func declared(_ summary: String, default strings: [String]) -> RuleOption {
        declared(summary, default: jsonArray(strings))
    }
}

extension OptionKey where Value == [Role] {
    /// A list of role names (a configuration's `roles.<name>`), read as roles.
    public static func roles(_ name: String) -> OptionKey { OptionKey(name, .strings) { $0?.array?.compactMap { $0.string.map(Role.init) } ?? [] } }

    /// Roles by default, written as the JSON array of their names a configuration would hold.
    public func declared(_ summary: String, default roles: [Role], note: String? = nil) -> RuleOption {
        declared(summary, default: jsonArray(roles.map(\.name)), note: note)
    }
}

extension OptionKey where Value == [Glob] {
    /// Patterns `RuleOptions.problems` has checked compile.
    public static func globs(_ name: String) -> OptionKey {
        OptionKey(name, .globs) { $0?.array?.compactMap { $0.string.flatMap { try? Glob($0) } } ?? [] }
    }

    /// Patterns whose default is kept in code.
    public func declared(_ summary: String, default patterns: [String]) -> RuleOption {
        declared(summary, default: jsonArray(patterns))
    }
}

extension OptionKey where Value == [(String, String)] {
    /// `[["from", "to"], …]`.
    public static func pairs(_ name: String) -> OptionKey {
        OptionKey(name, .pairs) { node in
            node?.array?.compactMap { pair in
                guard let items = pair.array, items.count == 2, let from = items[0].string, let to = items[1].string else { return nil }
                return (from, to)
            } ?? []
        }
    }
}

extension OptionKey where Value == [(Role, Role)] {
    /// `[["from", "to"], …]` of role names.
    public static func rolePairs(_ name: String) -> OptionKey {
        let pairs = OptionKey<[(String, String)]>.pairs(name)
        return OptionKey(name, .pairs) { node in pairs.value(in: node).map { (Role($0), Role($1)) } }
    }
}

extension OptionKey where Value == [(from: [String], forbid: [String])] {
    /// `[{ "from": [globs], "forbid": [globs] }, …]`.
    public static func importBans(_ name: String) -> OptionKey {
        OptionKey(name, .importBans) { node in
            node?.array?.compactMap { ban in
                guard let members = ban.members else { return nil }
                let from = members.first { $0.key == "from" }?.value.array?.compactMap(\.string) ?? []
                let forbid = members.first { $0.key == "forbid" }?.value.array?.compactMap(\.string) ?? []
                return (from, forbid)
            } ?? []
        }
    }
}
