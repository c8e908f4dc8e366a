import SourceModel
import SwiftLexer

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
    /// Edits that resolve the finding without changing what the program does or breaking its
    /// build (`archlint fix`, SARIF `fixes`).
    public var fix: Fix?
    /// The hops that make a dependency finding's dependency, in order (every link of a module
    /// cycle; the reference, import or build dependency of a layer or role edge); empty for others.
    public var evidence: [EvidenceHop] = []

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
        let byPath = ByteOrder.compare(a.path, b.path)
        if byPath != 0 { return byPath < 0 }
        if a.line != b.line { return a.line < b.line }
        if a.column != b.column { return a.column < b.column }
        if a.ruleID != b.ruleID { return a.ruleID < b.ruleID }
        return ByteOrder.precedes(a.message, b.message)
    }
}

/// Edits to one file that resolve a finding; they change no run-time behaviour and keep the build.
public struct Fix: Sendable, Equatable {
    /// What the edits do, as an imperative ("Remove the directive").
    public var description: String
    public var edits: [TextEdit]

    public init(_ description: String, edits: [TextEdit]) {
        self.description = description
        self.edits = edits
    }
}

extension Fix {
    /// `bytes` with `edits` made (overlapping ones after the first dropped, equal ones made
    /// once); nil when an edit's position is not in the text.
    public static func applying(_ edits: [TextEdit], to bytes: [UInt8]) -> [UInt8]? {
        let lines = bytes.withUnsafeBufferPointer { LineTable(bytes: $0) }
        func offset(_ position: SourcePosition) -> Int? {
            let line = Int(position.line) - 1
            guard line >= 0, line < lines.starts.count else { return nil }
            let start = Int(lines.starts[line])
            let end = line + 1 < lines.starts.count ? Int(lines.starts[line + 1]) : bytes.count
            let offset = start + Int(position.column) - 1
            return offset >= start && offset <= end ? offset : nil
        }
        var ranges: [(start: Int, end: Int, replacement: String)] = []
        for edit in edits {
            guard let start = offset(edit.start), let end = offset(edit.end), start <= end else { return nil }
            ranges.append((start, end, edit.replacement))
        }
        ranges.sort { ($0.start, $0.end) < ($1.start, $1.end) }
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count + 64)
        var cursor = 0
        var last: (start: Int, end: Int, replacement: String)?
        for range in ranges {
            if let last, last.start == range.start && last.end == range.end && last.replacement == range.replacement { continue }
            guard range.start >= cursor else { continue }
            result += bytes[cursor..<range.start]
            result += Array(range.replacement.utf8)
            cursor = range.end
            last = range
        }
        result += bytes[cursor...]
        return result
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
    /// lower-case hex digits. `includingPath` false leaves the path out: the identity of what a
    /// finding is about wherever its file is, to match findings across a move.
    public static func base(_ finding: Finding, includingPath: Bool = true) -> String {
        hex(hash(rule: finding.ruleID, path: includingPath ? finding.relativePath : nil, type: finding.typeName,
                 member: finding.member, subject: finding.subject))
    }

    /// `base(_:includingPath:)` of a finding with these fields (a baseline entry's).
    public static func base(rule: String, path: String?, type: String?, member: String?, subject: String) -> String {
        hex(hash(rule: rule, path: path, type: type, member: member, subject: subject))
    }

    /// The fields are hashed in place, not joined first; a nil path is left out with its separator.
    private static func hash(rule: String, path: String?, type: String?, member: String?, subject: String) -> UInt64 {
        let prime: UInt64 = 1_099_511_628_211
        var hash: UInt64 = 14_695_981_039_346_656_037
        func add(_ field: String, separated: Bool = true) {
            if separated { hash = (hash ^ 0x1F) &* prime }
            for byte in field.utf8 { hash = (hash ^ UInt64(byte)) &* prime }
        }
        add(rule, separated: false)
        if let path { add(path) }
        add(type ?? "")
        add(member ?? "")
        add(subject)
        return hash
    }

    // Not `String(unsafeUninitializedCapacity:)`: it needs macOS 11, and the package declares no platforms.
    private static func hex(_ hash: UInt64) -> String {
        String(decoding: (0..<16).map { hexDigits[Int(truncatingIfNeeded: hash >> (60 - 4 * $0)) & 0xF] }, as: UTF8.self)
    }

    /// Sets every finding's fingerprint: its base plus `:N` for the Nth finding (in report
    /// order) with the same base, so two identical violations never share one. Counted by
    /// hash, which stands for the base: the only string made per finding is its fingerprint.
    public static func assign(_ findings: inout [Finding]) {
        var seen: [UInt64: Int] = [:]
        seen.reserveCapacity(findings.count)
        for index in findings.indices {
            // Field by field: passing the finding whole would copy it (its strings, evidence and fix).
            let hash = hash(rule: findings[index].ruleID, path: findings[index].relativePath, type: findings[index].typeName,
                            member: findings[index].member, subject: findings[index].subject)
            let ordinal = seen[hash, default: 0]
            seen[hash] = ordinal + 1
            findings[index].fingerprint = hex(hash) + ":" + String(ordinal)
        }
    }
}
