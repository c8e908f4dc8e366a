/// "Did you mean …?" for misspelt keys, rule ids, pack names, roles, options, commands.
public enum Suggestions {
    /// A name from a configuration in quotes for a message: whole up to 80 characters, else its
    /// first 80 and its length, so a key of a megabyte does not become a megabyte of error.
    public static func quoted(_ name: String) -> String {
        var count = 0
        var end = name.startIndex
        while end < name.endIndex && count < 80 {
            end = name.index(after: end)
            count += 1
        }
        if end == name.endIndex { return "'\(name)'" }
        return "'\(name[..<end])…' (\(name.count) characters)"
    }

    /// The candidate closest to `word`, or nil when none is close enough.
    ///
    /// Comparison ignores case. A candidate qualifies when its edit distance to `word`
    /// (insertions, deletions, substitutions and swaps of neighbours, each costing 1) is at most 2
    /// and smaller than the length of `word`, or when one of the two starts with the other and
    /// the shorter has at least 3 characters (`warn` → `warning`). The smallest distance wins;
    /// ties go to the alphabetically first candidate, so the answer never depends on order.
    /// An exact match (ignoring case) is returned as is. With `ignoringLeadingDashes`, options
    /// are compared by their names (`--fromat` → `--format`), and a one-letter option is never
    /// offered for a longer word.
    public static func closest(to word: String, among candidates: [String], ignoringLeadingDashes: Bool = false) -> String? {
        func comparable(_ text: String) -> [Unicode.Scalar] {
            let scalars = text.lowercased().unicodeScalars
            return ignoringLeadingDashes ? Array(scalars.drop { $0 == "-" }) : Array(scalars)
        }
        let target = comparable(word)
        guard !target.isEmpty else { return nil }
        var best: (distance: Int, candidate: String)?
        for candidate in candidates {
            let other = comparable(candidate)
            guard !other.isEmpty, !(ignoringLeadingDashes && other.count == 1 && target.count > 1) else { continue }
            var distance: Int?
            if abs(other.count - target.count) <= 2, let d = editDistance(target, other, limit: 2),
               d < target.count {
                distance = d
            } else if min(target.count, other.count) >= 3,
                      other.starts(with: target) || target.starts(with: other) {
                distance = 3  // after every edit-distance match
            }
            guard let distance else { continue }
            if let current = best,
               current.distance < distance || (current.distance == distance && current.candidate <= candidate) {
                continue
            }
            best = (distance, candidate)
        }
        return best?.candidate
    }

    /// `"; did you mean 'x'?"` when `closest` finds one, else the empty string: for appending to
    /// a message.
    public static func didYouMean(_ word: String, among candidates: [String]) -> String {
        closest(to: word, among: candidates).map { "; did you mean '\($0)'?" } ?? ""
    }

    /// Optimal string alignment distance, or nil as soon as it must exceed `limit`. Only the
    /// cells within `limit` of the diagonal are computed (any other is further than `limit`), so
    /// two long names cost their length, not its square.
    public static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar], limit: Int) -> Int? {
        if a == b { return 0 }
        let n = a.count, m = b.count
        if abs(n - m) > limit { return nil }
        if n == 0 || m == 0 { return max(n, m) }
        let beyond = limit + 1
        var previous2 = [Int](repeating: beyond, count: m + 1)
        var previous = (0...m).map { min($0, beyond) }
        var current = [Int](repeating: beyond, count: m + 1)
        for i in 1...n {
            let first = max(1, i - limit), last = min(m, i + limit)
            current[first - 1] = first == 1 ? min(i, beyond) : beyond
            if last < m { current[last + 1] = beyond }
            var rowMinimum = first == 1 ? current[0] : beyond
            for j in first...last {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] {
                    value = min(value, previous2[j - 2] + 1)
                }
                current[j] = min(value, beyond)
                rowMinimum = min(rowMinimum, current[j])
            }
            if rowMinimum > limit { return nil }
            swap(&previous2, &previous)
            swap(&previous, &current)
        }
        return previous[m] <= limit ? previous[m] : nil
    }
}
