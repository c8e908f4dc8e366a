/// A unified diff of two texts by line (`diff -u`): `---`/`+++` headers, then hunks of the
/// changed lines with `context` lines around them, nearby changes sharing a hunk. A last line
/// without a line break is followed by `\ No newline at end of file`.
public enum UnifiedDiff {
    /// Empty when the texts are equal.
    public static func render(old: [UInt8], new: [UInt8], oldName: String, newName: String, context: Int = 3) -> String {
        let a = lines(old), b = lines(new)
        let script = editScript(a, b)
        guard script.contains(where: { $0 != .same }) else { return "" }
        var text = "--- \(oldName)\n+++ \(newName)\n"
        // Positions in both texts at each step of the script.
        var steps: [(kind: Step, a: Int, b: Int)] = []
        var i = 0, j = 0
        for step in script {
            steps.append((step, i, j))
            if step != .insert { i += 1 }
            if step != .delete { j += 1 }
        }
        var index = 0
        while index < steps.count {
            guard steps[index].kind != .same else {
                index += 1
                continue
            }
            // A hunk: from `context` lines before this change to `context` after the last change
            // that is at most 2 × context unchanged lines from the one before.
            let start = max(0, index - context)
            var end = index
            var probe = index
            while probe < steps.count {
                if steps[probe].kind != .same {
                    end = probe
                } else if probe - end > 2 * context {
                    break
                }
                probe += 1
            }
            let stop = min(steps.count, end + 1 + context)
            let hunk = steps[start..<stop]
            let oldCount = hunk.filter { $0.kind != .insert }.count
            let newCount = hunk.filter { $0.kind != .delete }.count
            let oldStart = oldCount == 0 ? hunk.first!.a : hunk.first!.a + 1
            let newStart = newCount == 0 ? hunk.first!.b : hunk.first!.b + 1
            text += "@@ -\(range(oldStart, oldCount)) +\(range(newStart, newCount)) @@\n"
            for step in hunk {
                let line: [UInt8]
                switch step.kind {
                case .same: line = a[step.a]; text += " "
                case .delete: line = a[step.a]; text += "-"
                case .insert: line = b[step.b]; text += "+"
                }
                text += String(decoding: line, as: UTF8.self)
                if line.last != UInt8(ascii: "\n") { text += "\n\\ No newline at end of file\n" }
            }
            index = stop
        }
        return text
    }

    private static func range(_ start: Int, _ count: Int) -> String { count == 1 ? "\(start)" : "\(start),\(count)" }

    enum Step: Equatable { case same, delete, insert }

    /// Lines with their line breaks.
    static func lines(_ bytes: [UInt8]) -> [[UInt8]] {
        var lines: [[UInt8]] = []
        var start = 0
        for (index, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
            lines.append(Array(bytes[start...index]))
            start = index + 1
        }
        if start < bytes.count { lines.append(Array(bytes[start...])) }
        return lines
    }

    /// Beyond this many inserted and deleted lines the script is not searched for: the middle
    /// is then deleted and inserted whole (a correct diff, not the shortest), so time and memory
    /// (the square of this) stay bounded.
    static let maximumDistance = 1024

    /// A shortest edit script (Myers), after the common head and tail are set aside: fixes
    /// change a few lines, so the middle is small and the search short.
    static func editScript(_ a: [[UInt8]], _ b: [[UInt8]]) -> [Step] {
        var head = 0
        while head < a.count && head < b.count && a[head] == b[head] { head += 1 }
        var tail = 0
        while tail < a.count - head && tail < b.count - head && a[a.count - 1 - tail] == b[b.count - 1 - tail] { tail += 1 }
        let x = Array(a[head..<(a.count - tail)]), y = Array(b[head..<(b.count - tail)])
        let n = x.count, m = y.count, offset = n + m + 1
        var frontier = [Int](repeating: 0, count: 2 * offset + 1)
        // Per distance d, the frontier before it, for diagonals -d-1...d+1 only.
        var trace: [[Int]] = []
        var found = false
        search: for d in 0...min(n + m, maximumDistance) {
            trace.append(Array(frontier[(offset - d - 1)...(offset + d + 1)]))
            for k in stride(from: -d, through: d, by: 2) {
                var i = k == -d || (k != d && frontier[offset + k - 1] < frontier[offset + k + 1])
                    ? frontier[offset + k + 1] : frontier[offset + k - 1] + 1
                var j = i - k
                while i < n && j < m && x[i] == y[j] {
                    i += 1
                    j += 1
                }
                frontier[offset + k] = i
                if i >= n && j >= m {
                    found = true
                    break search
                }
            }
        }
        let same = [Step](repeating: .same, count: head), sameTail = [Step](repeating: .same, count: tail)
        guard found else {
            return same + [Step](repeating: .delete, count: n) + [Step](repeating: .insert, count: m) + sameTail
        }
        // Back from the end through the saved frontiers.
        var middle: [Step] = []
        var i = n, j = m
        for d in stride(from: trace.count - 1, through: 1, by: -1) {
            func previous(_ k: Int) -> Int { trace[d][k + d + 1] }
            let k = i - j
            let down = k == -d || (k != d && previous(k - 1) < previous(k + 1))
            let previousK = down ? k + 1 : k - 1
            let previousI = previous(previousK)
            let previousJ = previousI - previousK
            while i > previousI && j > previousJ {
                middle.append(.same)
                i -= 1
                j -= 1
            }
            middle.append(down ? .insert : .delete)
            if down { j -= 1 } else { i -= 1 }
        }
        while i > 0 && j > 0 {
            middle.append(.same)
            i -= 1
            j -= 1
        }
        return same + middle.reversed() + sameTail
    }
}
