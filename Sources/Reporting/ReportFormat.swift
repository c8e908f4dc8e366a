import RuleEngine

/// The output formats of `lint --format`.
public enum ReportFormat: String, CaseIterable, Sendable {
    /// `path:line:column: severity: message [rule-id]`, for people, editors and compilers' matchers.
    case text
    case sarif
    case json
    case github
    case junit
    case checkstyle
    /// For pull-request comments and `$GITHUB_STEP_SUMMARY`.
    case markdown

    public static var names: [String] { allCases.map(\.rawValue) }

    /// Writes the report. `color` applies to `text` only. Text goes out a finding at a time
    /// through the writer's buffer, so a large report is never whole in memory; the documents
    /// (SARIF, JSON, XML…) are built, then handed over without another copy.
    public func write(_ report: LintReport, color: Bool = false, to writer: OutputWriter) {
        var output: [UInt8] = []
        switch self {
        case .text:
            FindingText.write(report.unsuppressed, color: color, to: writer)
            return
        case .sarif: SARIFReport.render(report, into: &output)
        case .json: JSONReport.render(report, into: &output)
        case .github: GitHubActionsReport.render(report, into: &output)
        case .junit: JUnitReport.render(report, into: &output)
        case .checkstyle: CheckstyleReport.render(report, into: &output)
        case .markdown:
            let findings = Array(report.unsuppressed.map { finding -> Finding in
                var shown = finding
                shown.path = report.paths.display(finding.path)
                return shown
            })
            output.append(contentsOf: MarkdownReport.render(findings, fileCount: report.filesChecked, diagrams: report.diagrams).utf8)
        }
        output.withUnsafeBufferPointer { writer.write(bytes: $0) }
    }

    public func rendered(_ report: LintReport, color: Bool = false) -> String {
        let sink = MemorySink()
        let writer = OutputWriter(sink: sink)
        write(report, color: color, to: writer)
        writer.flush()
        return sink.text
    }
}

/// Where each report of a run goes, from the `--format` and `--output` options in the order
/// given: each `--output FILE` is for the `--format` just before it; a `--format` without one
/// goes to standard output (as does `--output -`); an `--output` with no `--format` at all
/// writes the text format.
public struct ReportDestination: Equatable, Sendable {
    public var format: ReportFormat
    /// Nil: standard output.
    public var file: String?

    public init(format: ReportFormat, file: String?) {
        self.format = format
        self.file = file
    }

    public enum PairingError: Error, Equatable, CustomStringConvertible {
        case outputBeforeFormat(String)
        case secondOutput(String, format: String, first: String)
        case twoOnStandardOutput(String, String)
        case sameFile(String)

        public var description: String {
            switch self {
            case .outputBeforeFormat(let file):
                return "--output \(file) comes before the --format it is for; write --format NAME --output FILE"
            case .secondOutput(let file, let format, let first):
                return "--output \(file): --format \(format) already writes to \(first); give each --output its own --format"
            case .twoOnStandardOutput(let a, let b):
                return "--format \(a) and --format \(b) would both write to standard output; give one of them --output FILE"
            case .sameFile(let file):
                return "two reports would be written to \(file)"
            }
        }
    }

    /// `options`: the `format` and `output` option values in command-line order.
    public static func pair(_ options: [(name: String, value: String)]) throws -> [ReportDestination] {
        var destinations: [ReportDestination] = []
        var pendingOutput: String?
        for (name, value) in options {
            if name == "format" {
                if let pending = pendingOutput { throw PairingError.outputBeforeFormat(pending) }
                destinations.append(ReportDestination(format: ReportFormat(rawValue: value) ?? .text, file: nil))
            } else if name == "output" {
                guard let last = destinations.indices.last else {
                    if let pending = pendingOutput { throw PairingError.secondOutput(value, format: "text", first: pending) }
                    pendingOutput = value
                    continue
                }
                if let first = destinations[last].file {
                    throw PairingError.secondOutput(value, format: destinations[last].format.rawValue, first: first)
                }
                destinations[last].file = value == "-" ? nil : value
            }
        }
        if let pending = pendingOutput { destinations.append(ReportDestination(format: .text, file: pending == "-" ? nil : pending)) }
        if destinations.isEmpty { destinations.append(ReportDestination(format: .text, file: nil)) }
        let onStandardOutput = destinations.filter { $0.file == nil }
        if onStandardOutput.count > 1 {
            throw PairingError.twoOnStandardOutput(onStandardOutput[0].format.rawValue, onStandardOutput[1].format.rawValue)
        }
        var files = Set<String>()
        for case let file? in destinations.map(\.file) where !files.insert(file).inserted {
            throw PairingError.sameFile(file)
        }
        return destinations
    }
}
