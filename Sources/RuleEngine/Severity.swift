/// How much a finding matters.
public enum Severity: String, Sendable, Comparable, CaseIterable {
    case note, warning, error

    private var rank: Int {
        switch self {
        case .note: return 1
        case .warning: return 2
        case .error: return 3
        }
    }

    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
}

/// What a configuration sets a rule to: a severity for its findings, or `off`. Findings never
/// carry `off`: a rule that is off reports nothing.
public enum SeveritySetting: String, Sendable, CaseIterable {
    case off, note, warning, error

    public init(_ severity: Severity) {
        switch severity {
        case .note: self = .note
        case .warning: self = .warning
        case .error: self = .error
        }
    }

    /// The severity of the rule's findings; nil for `off`.
    public var severity: Severity? {
        switch self {
        case .off: return nil
        case .note: return .note
        case .warning: return .warning
        case .error: return .error
        }
    }
}
