import SourceModel

/// One violation: where it is, which rule, and enough context for messages and fingerprints.
public struct Finding: Sendable, Equatable {
    public var ruleID: String
    public var severity: Severity
    public var message: String
    /// The file's path as discovered (relative to the current directory when it was given so).
    public var path: String
    public var line: Int
    public var column: Int
    public var endLine: Int
    public var endColumn: Int
    /// Qualified name of the type the finding is about, if any.
    public var typeName: String?
    public var role: String?
    /// The member (property, method) the finding is in, if any.
    public var member: String?
    /// The offending text (a type name, an import, a property name): with the rule, file, type
    /// and member it identifies a finding without its line number.
    public var subject: String

    public init(ruleID: String, severity: Severity, message: String, path: String, line: Int, column: Int,
                length: Int, typeName: String?, role: String?, member: String?, subject: String) {
        self.ruleID = ruleID
        self.severity = severity
        self.message = message
        self.path = path
        self.line = line
        self.column = column
        self.endLine = line
        self.endColumn = column + max(1, length)
        self.typeName = typeName
        self.role = role
        self.member = member
        self.subject = subject
    }

    /// Report order: path (bytewise), line, column, rule id, message.
    public static func reportOrder(_ a: Finding, _ b: Finding) -> Bool {
        if a.path != b.path { return a.path.utf8.lexicographicallyPrecedes(b.path.utf8) }
        if a.line != b.line { return a.line < b.line }
        if a.column != b.column { return a.column < b.column }
        if a.ruleID != b.ruleID { return a.ruleID < b.ruleID }
        return a.message.utf8.lexicographicallyPrecedes(b.message.utf8)
    }
}
