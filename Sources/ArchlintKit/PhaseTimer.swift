import Platform
import ProjectIndex
/// Wall and CPU time per pipeline phase (discover, read, tokenize; later model, index,
/// rules, report), with the amounts each phase processed, for `--timing`.
public final class PhaseTimer {
    public struct Phase: Sendable {
        public let name: String
        public let wallSeconds: Double
        public let cpuSeconds: Double
        public var files: Int?
        public var bytes: Int?
        public var lines: Int?
        public var tokens: Int?
        /// Peak resident set size of the process when the phase ended.
        public var peakBytes = 0
    }

    public private(set) var phases: [Phase] = []
    private let startWall: Double
    private let startCPU: Double

    public init() {
        startWall = POSIX.wallSeconds()
        startCPU = POSIX.cpuSeconds()
    }

    /// Runs `body` as the phase `name`.
    public func measure<T>(_ name: String, _ body: () throws -> T) rethrows -> T {
        let wall = POSIX.wallSeconds()
        let cpu = POSIX.cpuSeconds()
        let result = try body()
        phases.append(Phase(name: name, wallSeconds: POSIX.wallSeconds() - wall, cpuSeconds: POSIX.cpuSeconds() - cpu,
                            peakBytes: POSIX.peakResidentBytes()))
        return result
    }

    /// Adds a phase measured elsewhere (e.g. one of two phases fused in a parallel pass).
    public func record(_ name: String, wallSeconds: Double, cpuSeconds: Double) {
        phases.append(Phase(name: name, wallSeconds: wallSeconds, cpuSeconds: cpuSeconds, peakBytes: POSIX.peakResidentBytes()))
    }

    /// Records what the last phase processed.
    public func count(files: Int? = nil, bytes: Int? = nil, lines: Int? = nil, tokens: Int? = nil) {
        guard !phases.isEmpty else { return }
        if let files { phases[phases.count - 1].files = files }
        if let bytes { phases[phases.count - 1].bytes = bytes }
        if let lines { phases[phases.count - 1].lines = lines }
        if let tokens { phases[phases.count - 1].tokens = tokens }
    }

    /// Seconds since the timer was created.
    public var elapsedWallSeconds: Double { POSIX.wallSeconds() - startWall }
    public var elapsedCPUSeconds: Double { POSIX.cpuSeconds() - startCPU }

    /// The `--timing` table.
    public func report(threads: Int) -> String {
        let header = ["phase", "wall ms", "cpu ms", "MB", "MB/s", "files", "lines", "tokens"]
        var rows: [[String]] = []
        func row(_ name: String, wall: Double, cpu: Double, files: Int?, bytes: Int?, lines: Int?, tokens: Int?) -> [String] {
            let megabytes = bytes.map { Double($0) / 1_000_000 }
            return [
                name,
                // Milliseconds to a tenth: a small project's phases take a few, a large one's thousands.
                Self.fixed(wall * 1000, 1),
                Self.fixed(cpu * 1000, 1),
                megabytes.map { Self.fixed($0, 1) } ?? "-",
                megabytes.map { wall > 0 ? Self.fixed($0 / wall, 1) : "-" } ?? "-",
                files.map(String.init) ?? "-",
                lines.map(String.init) ?? "-",
                tokens.map(String.init) ?? "-",
            ]
        }
        for phase in phases {
            rows.append(row(phase.name, wall: phase.wallSeconds, cpu: phase.cpuSeconds, files: phase.files,
                             bytes: phase.bytes, lines: phase.lines, tokens: phase.tokens))
        }
        rows.append(row("total", wall: elapsedWallSeconds, cpu: elapsedCPUSeconds,
                        files: phases.compactMap(\.files).max(), bytes: phases.compactMap(\.bytes).max(),
                        lines: phases.compactMap(\.lines).max(), tokens: phases.compactMap(\.tokens).max()))
        var widths = header.map(\.count)
        for row in rows { for (column, cell) in row.enumerated() { widths[column] = max(widths[column], cell.count) } }
        func render(_ cells: [String]) -> String {
            cells.enumerated().map { column, cell in
                let padding = String(repeating: " ", count: widths[column] - cell.count)
                return column == 0 ? cell + padding : padding + cell
            }.joined(separator: "  ")
        }
        var text = render(header) + "\n"
        for row in rows { text += render(row) + "\n" }
        // Where memory grew: the peak so far as each phase ended (a fused phase shows the pass's).
        text += "peak memory after " + phases.map { "\($0.name) \(Self.fixed(Double($0.peakBytes) / 1_000_000, 1))" }.joined(separator: ", ")
            + " MB\n"
        text += "threads: \(threads), peak memory: \(Self.fixed(Double(POSIX.peakResidentBytes()) / 1_000_000, 1)) MB (max resident set size)\n"
        return text
    }
}

extension PhaseTimer {
    /// `value` with `digits` decimals, without Foundation's `String(format:)`.
    public static func fixed(_ value: Double, _ digits: Int) -> String {
        var scale = 1.0
        for _ in 0..<digits { scale *= 10 }
        let scaled = (abs(value) * scale).rounded()
        guard scaled < 9e18 else { return "\(value)" }
        let integer = Int(scaled)
        let divisor = Int(scale)
        var text = (value < 0 && integer != 0 ? "-" : "") + String(integer / divisor)
        if digits > 0 {
            let fraction = String(integer % divisor)
            text += "." + String(repeating: "0", count: digits - fraction.count) + fraction
        }
        return text
    }
}
