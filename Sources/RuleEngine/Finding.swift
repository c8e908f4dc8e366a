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
    /// The other type of a dependency finding (what the type references or stores), qualified.
    public var relatedType: String?
    /// Path relative to the configuration's root: fingerprints do not depend on the current directory.
    public var relativePath: String
    /// Identifies the finding without its line: rule, file, type, member and subject, plus an
    /// ordinal among identical ones (`Fingerprints.assign`).
    public var fingerprint: String = ""
    /// Set when an inline directive or the baseline suppresses the finding; it is then kept
    /// for SARIF and JSON but neither printed as text nor counted for the exit status.
    public var suppression: Suppression?

    public init(ruleID: String, severity: Severity, message: String, path: String, line: Int, column: Int,
                length: Int, typeName: String?, role: String?, member: String?, subject: String, relativePath: String? = nil) {
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
        self.relativePath = relativePath ?? path
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

public struct Suppression: Sendable, Equatable {
    public enum Kind: String, Sendable {
        /// An `// archlint:disable…` comment.
        case inSource
        /// The baseline file.
        case baseline
    }

    public var kind: Kind
    public var reason: String?

    public init(kind: Kind, reason: String?) {
        self.kind = kind
        self.reason = reason
    }
}

/// Stable identities for findings, independent of line numbers.
public enum Fingerprints {
    private static let hexDigits = Array("0123456789abcdef".utf8)

    /// The identity of what a finding is about, without an ordinal.
    /// FNV-1a of the rule, relative path, type, member and subject joined by U+001F, as 16
    /// lower-case hex digits; the fields are hashed in place, not joined first.
    public static func base(_ finding: Finding) -> String {
        var hash: UInt64 = 14_695_981_039_346_656_037
        let fields = [finding.ruleID, finding.relativePath, finding.typeName ?? "", finding.member ?? "", finding.subject]
        for (index, field) in fields.enumerated() {
            if index > 0 { hash = (hash ^ 0x1F) &* 1_099_511_628_211 }
            for byte in field.utf8 { hash = (hash ^ UInt64(byte)) &* 1_099_511_628_211 }
        }
        return String(unsafeUninitializedCapacity: 16) { buffer in
            for position in 0..<16 { buffer[position] = hexDigits[Int(truncatingIfNeeded: hash >> (60 - 4 * position)) & 0xF] }
            return 16
        }
    }

    /// Sets every finding's fingerprint: its base plus `:N` for the Nth finding (in report
    /// order) with the same base, so two identical violations never share one.
    public static func assign(_ findings: inout [Finding]) {
        var seen: [String: Int] = [:]
        for index in findings.indices {
            let base = base(findings[index])
            let ordinal = seen[base, default: 0]
            seen[base] = ordinal + 1
            findings[index].fingerprint = "\(base):\(ordinal)"
        }
    }
}
