import Platform
import RuleEngine

/// One output format of `lint --format`: a format is a type conforming to this, in its own file,
/// listed once in `ReportFormat.registry`. `lint --help`, `archlint help lint` and the format
/// tables of the docs come from the registry (a test holds the docs to it).
public protocol ReportFormatter: Sendable {
    /// The `--format` value.
    static var name: String { get }
    /// What the format is for, in a few words, for help and the docs.
    static var summary: String { get }
    /// Writes the report. `color` applies to terminal formats only.
    static func write(_ report: LintReport, color: Bool, to writer: OutputWriter)
}

/// A format whose report is a document built whole (SARIF, JSON, XML…), then handed over
/// without another copy.
public protocol DocumentReportFormatter: ReportFormatter {
    static func render(_ report: LintReport, into output: inout [UInt8])
}

extension DocumentReportFormatter {
    public static func write(_ report: LintReport, color: Bool, to writer: OutputWriter) {
        var output: [UInt8] = []
        render(report, into: &output)
        output.withUnsafeBufferPointer { writer.write(bytes: $0) }
    }
}

/// A format chosen with `--format`, by name, from the registry.
public struct ReportFormat: Equatable, Sendable {
    public let formatter: any ReportFormatter.Type

    /// Every format, in the order help lists them; the first is the default.
    public static let registry: [any ReportFormatter.Type] = [
        FindingText.self, SARIFReport.self, JSONReport.self, GitHubActionsReport.self, JUnitReport.self, CheckstyleReport.self,
        MarkdownReport.self, HTMLReport.self,
    ]

    public init(_ formatter: any ReportFormatter.Type) { self.formatter = formatter }

    public init?(rawValue name: String) {
        guard let formatter = Self.registry.first(where: { $0.name == name }) else { return nil }
        self.formatter = formatter
    }

    public var rawValue: String { formatter.name }

    public static func == (a: ReportFormat, b: ReportFormat) -> Bool { a.rawValue == b.rawValue }

    /// The default.
    public static let text = ReportFormat(FindingText.self)
    /// The one format that shows the layer diagrams.
    public static let markdown = ReportFormat(MarkdownReport.self)
    /// The one format that draws the architecture itself.
    public static let html = ReportFormat(HTMLReport.self)

    public static var names: [String] { registry.map { $0.name } }

    /// `text (default), sarif, json … or markdown`: the formats as help lists them.
    public static var namesForHelp: String {
        let names = Self.names.enumerated().map { $0.offset == 0 ? $0.element + " (default)" : $0.element }
        return names.dropLast().joined(separator: ", ") + " or " + names[names.count - 1]
    }

    /// Text goes out a finding at a time through the writer's buffer, so a large report is never
    /// whole in memory.
    public func write(_ report: LintReport, color: Bool = false, to writer: OutputWriter) {
        formatter.write(report, color: color, to: writer)
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
