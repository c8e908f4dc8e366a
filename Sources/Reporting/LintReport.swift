import Platform
import ProjectIndex
import RuleEngine

/// Everything one `lint` run hands to the output formats: every finding (suppressed ones
/// included and marked), the rules that ran, what could not be read or parsed, and how to
/// turn paths and byte columns into what each format wants.
public struct LintReport {
    public var toolName: String
    public var toolVersion: String
    public var informationURI: String
    /// All findings in report order, suppressed ones included (`Finding.suppression`).
    public var findings: [Finding]
    /// Every enabled rule, in catalog order.
    public var rules: [ReportRule]
    /// Files that could not be read, or were read only partly.
    public var notifications: [ToolNotification]
    public var filesChecked: Int
    /// Machine formats give paths relative to this folder (URIs relative to `%SRCROOT%`).
    public var paths: ReportPaths
    public var columns: SourceColumns
    /// The exit status the run ends with.
    public var exitCode: Int32?
    /// Suppressed findings left out of `findings` (`--exclude-suppressed`), still counted.
    public var excludedSuppressed = 0
    /// Mermaid layer diagrams, one per configuration, for the Markdown report.
    public var diagrams: [String] = []
    /// The root folder of each diagram's configuration (absolute), to label them when there are several.
    public var diagramRoots: [String] = []
    /// Each configuration's architecture, for the HTML report.
    public var architectures: [ReportArchitecture] = []
    /// The baseline applied, if any: its file and the entries fixed since it was written.
    public var baseline: (file: String, fixed: [Baseline.Entry])?
    /// With `lint --since REV`: the findings new since REV (those reported) and those fixed.
    public var comparison: ChangeReport?
    /// `--link-base URL`: the Markdown report links files as `URL/PATH#L12` instead of relative links.
    public var linkBase: String?
    /// `--strict`: warnings and notes fail the run too (JUnit makes them failures).
    public var strict = false
    /// `--sarif-category NAME`: SARIF's `automationDetails.id` is `NAME/` instead of `archlint/`.
    public var sarifCategory: String?

    public init(toolName: String = "archlint", toolVersion: String, informationURI: String, findings: [Finding],
                rules: [ReportRule], notifications: [ToolNotification] = [], filesChecked: Int = 0,
                paths: ReportPaths, columns: SourceColumns = SourceColumns([:]), exitCode: Int32? = nil) {
        self.toolName = toolName
        self.toolVersion = toolVersion
        self.informationURI = informationURI
        self.findings = findings
        self.rules = rules
        self.notifications = notifications
        self.filesChecked = filesChecked
        self.paths = paths
        self.columns = columns
        self.exitCode = exitCode
    }

    /// The findings neither an inline directive nor the baseline suppresses.
    /// A view, not a copy: on a large run the findings are many megabytes.
    public var unsuppressed: LazyFilterSequence<[Finding]> { findings.lazy.filter { $0.suppression == nil } }

    /// The run covered every file it found: it agrees with the exit code when there is one (2,
    /// an I/O or configuration error, is a failed execution; findings are not), else no
    /// notification is an error.
    public var executionSuccessful: Bool {
        if let exitCode { return exitCode != 2 }
        return !notifications.contains { $0.level == .error }
    }

    public struct Counts: Equatable, Sendable {
        public var errors = 0, warnings = 0, notes = 0, suppressed = 0
    }

    /// Unsuppressed findings by severity, and the suppressed ones.
    public var counts: Counts {
        var counts = Counts()
        counts.suppressed = excludedSuppressed
        for finding in findings {
            if finding.suppression != nil { counts.suppressed += 1; continue }
            switch finding.severity {
            case .error: counts.errors += 1
            case .warning: counts.warnings += 1
            case .note: counts.notes += 1
            }
        }
        return counts
    }
}

/// An enabled rule as the formats describe it.
public struct ReportRule: Sendable {
    public var description: RuleDescription
    /// The severity the configuration gives it.
    public var severity: Severity
    /// `archlint explain ID`.
    public var helpText: String
    /// The built-in packs that enable it, with their severity: `viper (error)`.
    public var packs: [String]

    public init(description: RuleDescription, severity: Severity, helpText: String, packs: [String] = []) {
        self.description = description
        self.severity = severity
        self.helpText = helpText
        self.packs = packs
    }

    public var id: String { description.id }

    /// `presenter-state` → `PresenterState`: SARIF's `name`, an identifier that reads as words.
    public var name: String {
        description.id.split(whereSeparator: { $0 == "-" || $0 == "_" }).map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }
}

/// Something about the run rather than the code: a file that could not be read (it was not
/// checked), that has syntax errors (it was checked as far as it could be read), or a
/// typealias whose meaning a bound cut short.
public struct ToolNotification: Sendable, Equatable {
    /// `unreadable-file`, `skipped-path`, `syntax-error`, `typealias-cut-short` or `no-file-checked`.
    public var id: String
    /// `error`: part of the code was not checked; `warning`, `note`: checked, with a caveat.
    public var level: Severity
    public var message: String
    public var path: String?
    public var line: Int?
    public var column: Int?

    public init(id: String, level: Severity, message: String, path: String? = nil, line: Int? = nil, column: Int? = nil) {
        self.id = id
        self.level = level
        self.message = message
        self.path = path
        self.line = line
        self.column = column
    }

    public static let unreadableFile = "unreadable-file"
    public static let skippedPath = "skipped-path"
    public static let syntaxError = "syntax-error"
    public static let typealiasCutShort = "typealias-cut-short"
    /// The run checked no file: SARIF's `executionSuccessful` is false, as the exit code is 2.
    public static let noFileChecked = "no-file-checked"
}

extension Severity {
    /// SARIF's `level`: `error`, `warning` or `note`.
    public var sarifLevel: String {
        switch self {
        case .error: return "error"
        case .warning: return "warning"
        case .note: return "note"
        }
    }
}

// MARK: - Paths

/// Paths for machine formats: relative to a source root (the repository checkout in CI), so
/// reports do not depend on where the checkout lives; absolute when a file is outside it.
public struct ReportPaths: Sendable {
    /// Absolute and standardized, without a trailing slash (except `/` itself).
    public let root: String
    private let realRoot: String?
    /// Looked up once: a report makes every finding's path absolute.
    private let currentDirectory = ModuleResolver.currentDirectory

    /// `root` may be relative to the current directory.
    public init(root: String) {
        self.root = ModuleResolver.absolute(root)
        self.realRoot = POSIX.resolvedPath(self.root)
    }

    private func absolute(_ path: String) -> String { ModuleResolver.absolute(path, in: currentDirectory) }

    /// `path` relative to the root, or nil when it is outside. Symbolic links are resolved only
    /// when the spelling does not say (`/tmp` vs `/private/tmp` on macOS).
    public func relative(_ path: String) -> String? {
        let absolute = absolute(path)
        if let relative = ModuleResolver.relative(absolute, to: root), !relative.isEmpty { return relative }
        if let realRoot, let real = POSIX.resolvedPath(absolute),
           let relative = ModuleResolver.relative(real, to: realRoot), !relative.isEmpty {
            return relative
        }
        return nil
    }

    /// The path as machine formats show it: relative to the root, else absolute.
    public func display(_ path: String) -> String {
        relative(path) ?? absolute(path)
    }

    /// `file:///abs/root/`: the value of `%SRCROOT%`.
    public var rootURI: String {
        "file://" + ReportPaths.percentEncoded(root == "/" ? "/" : root + "/")
    }

    /// The file's URI and whether it is relative to `%SRCROOT%`.
    public func uri(_ path: String) -> (uri: String, relativeToRoot: Bool) {
        if let relative = relative(path) { return (ReportPaths.percentEncoded(relative), true) }
        return ("file://" + ReportPaths.percentEncoded(absolute(path)), false)
    }

    /// RFC 3986 percent-encoding of a path: unreserved characters and `/` stay, every other
    /// byte becomes `%XX` (spaces, `%`, `#`, `?`, `:`, quotes, non-ASCII). The bytes are the
    /// file name's own (`PathBytes`): a name that is not UTF-8 keeps its real bytes.
    public static func percentEncoded(_ path: String) -> String {
        var output: [UInt8] = []
        output.reserveCapacity(path.utf8.count)
        let hex = Array("0123456789ABCDEF".utf8)
        for byte in PathBytes.bytes(path) {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                 UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
                output.append(byte)
            default:
                output.append(UInt8(ascii: "%"))
                output.append(hex[Int(byte >> 4)])
                output.append(hex[Int(byte & 0x0F)])
            }
        }
        return String(decoding: output, as: UTF8.self)
    }
}

// MARK: - Columns

/// Converts the engine's columns (UTF-8 bytes, 1-based) into UTF-16 code units, which SARIF
/// (`columnKind: utf16CodeUnits`), GitHub and editors count, using the files' bytes.
/// A file it cannot get keeps its byte columns. Files are asked for only when a finding
/// needs a column converted, so a lint keeps no source text until its reports are written.
public final class SourceColumns {
    private let contentsOf: (String) -> [UInt8]?
    private var contents: [String: [UInt8]?] = [:]
    private var lines: [String: Lines] = [:]
    /// Per path and line with bytes above 0x7F (0-based), built when first asked: the offsets in
    /// the line of the bytes that are not one UTF-16 unit each (a continuation byte is none, a
    /// 4-byte sequence's lead two), and the units gained up to each, so a column is found by
    /// halving, not by counting from the line's start (many findings on one line did that each).
    private var unevenBytes: [String: [Int: (offsets: [Int], gained: [Int])]] = [:]

    private struct Lines {
        var starts = [0]
        /// Per line: no byte of it above 0x7F, so its byte columns are its UTF-16 columns, and
        /// many findings on one long line are not each converted from the line's start.
        var ascii: [Bool] = []
    }

    /// `contentsOf(path)` gives a file's bytes, `path` spelled as in `Finding.path`; asked once per file.
    public init(contentsOf: @escaping (String) -> [UInt8]?) {
        self.contentsOf = contentsOf
    }

    /// File bytes by path, spelled as in `Finding.path`.
    public convenience init(_ contents: [String: [UInt8]]) {
        self.init { contents[$0] }
    }

    /// The 1-based UTF-16 column of the 1-based byte column `column` on `line`.
    public func utf16Column(path: String, line: Int, column: Int) -> Int {
        guard column > 1, line >= 1, let bytes = bytes(of: path) else { return column }
        let lines = self.lines(path, bytes)
        guard line <= lines.starts.count, !lines.ascii[line - 1] else { return column }
        let uneven = unevenBytes(path, line - 1, from: lines.starts[line - 1], bytes)
        let before = column - 1
        var low = 0
        var high = uneven.offsets.count
        while low < high {
            let middle = (low + high) / 2
            if uneven.offsets[middle] < before { low = middle + 1 } else { high = middle }
        }
        // One unit per byte (also past the end of the line), corrected by the uneven bytes before.
        return before + (low == 0 ? 0 : uneven.gained[low - 1]) + 1
    }

    private func unevenBytes(_ path: String, _ line: Int, from start: Int, _ bytes: [UInt8]) -> (offsets: [Int], gained: [Int]) {
        if let known = unevenBytes[path]?[line] { return known }
        var offsets: [Int] = []
        var gained: [Int] = []
        var total = 0
        var index = start
        while index < bytes.count && bytes[index] != 0x0A && bytes[index] != 0x0D {
            let byte = bytes[index]
            // Lead bytes and ASCII start a character; 4-byte sequences are surrogate pairs.
            if byte & 0xC0 == 0x80 || byte >= 0xF0 {
                total += byte >= 0xF0 ? 1 : -1
                offsets.append(index - start)
                gained.append(total)
            }
            index += 1
        }
        unevenBytes[path, default: [:]][line] = (offsets, gained)
        return (offsets, gained)
    }

    private func bytes(of path: String) -> [UInt8]? {
        if let known = contents[path] { return known }
        let read = contentsOf(path)
        contents[path] = .some(read)
        return read
    }

    /// Lines as the lexer counts them: `\n`, `\r\n` and `\r` each end one.
    private func lines(_ path: String, _ bytes: [UInt8]) -> Lines {
        if let cached = lines[path] { return cached }
        var lines = Lines()
        var ascii = true
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x0A || byte == 0x0D {
                if byte == 0x0D && index + 1 < bytes.count && bytes[index + 1] == 0x0A { index += 1 }
                lines.starts.append(index + 1)
                lines.ascii.append(ascii)
                ascii = true
            } else if byte >= 0x80 {
                ascii = false
            }
            index += 1
        }
        lines.ascii.append(ascii)
        self.lines[path] = lines
        return lines
    }
}
