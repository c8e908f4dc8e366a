/// How much a finding matters. `off` disables a rule.
public enum Severity: String, Sendable, Comparable, CaseIterable {
    case off, note, warning, error

    private var rank: Int {
        switch self {
        case .off: return 0
        case .note: return 1
        case .warning: return 2
        case .error: return 3
        }
    }

    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
}
