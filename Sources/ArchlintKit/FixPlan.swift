import Platform
import RuleEngine

/// What `archlint fix` changes: the fixes the findings of a run carry (`Finding.fix`: edits that
/// change no run-time behaviour and keep the build), applied to each file's text, and the
/// baseline shrunk to the entries that still occur once those findings are gone.
public struct FixPlan {
    /// One file's text as read and as fixed.
    public struct Change {
        public var path: String
        public var original: [UInt8]
        public var fixed: [UInt8]
        /// The findings it fixes (for a baseline: the entries it drops).
        public var count: Int
        /// The file as read, to tell whether it changed before writing.
        fileprivate var identity: (device: UInt64, inode: UInt64, size: Int)?
    }

    /// In path order, the baseline last.
    public var changes: [Change] = []
    /// Files left alone, with why (unreadable, decoded from UTF-16, positions out of date).
    public var skipped: [(path: String, reason: String)] = []

    /// The fixes of `run`'s unsuppressed findings; `baseline`: the baseline file to shrink.
    public init(run: LintRun, baseline: String?) throws {
        var byPath: [String: [Fix]] = [:]
        var order: [String] = []
        for finding in run.findings where finding.suppression == nil {
            guard let fix = finding.fix else { continue }
            if byPath[finding.path] == nil { order.append(finding.path) }
            byPath[finding.path, default: []].append(fix)
        }
        for path in order {
            let fixes = byPath[path]!
            switch POSIX.readFile(path) {
            case .failure(let error): skipped.append((path, error.message))
            case .success(let bytes):
                if SourceReader.transcodedFromUTF16(bytes) != nil {
                    skipped.append((path, "encoded in UTF-16; fixes are written to UTF-8 files only"))
                    continue
                }
                guard let fixed = Fix.applying(fixes.flatMap(\.edits), to: bytes) else {
                    skipped.append((path, "it changed since it was checked"))
                    continue
                }
                guard fixed != bytes else { continue }
                changes.append(Change(path: path, original: bytes, fixed: fixed, count: fixes.count,
                                      identity: POSIX.regularFileIdentity(PathBytes.cString(path))))
            }
        }
        if let baseline {
            let entries = try Baseline(file: baseline)
            // The findings left once the fixes are made: the baseline keeps only their entries.
            let fixedPaths = Set(changes.map(\.path))
            var remaining = run.findings.filter { $0.fix == nil || !fixedPaths.contains($0.path) }
            let outcome = entries.apply(to: &remaining)
            if outcome.stale > 0, case .success(let original) = POSIX.readFile(baseline) {
                var shrunk = entries
                var stale = Dictionary(outcome.staleEntries.map { ($0.fingerprint, $0.count) }, uniquingKeysWith: +)
                shrunk.entries = entries.entries.compactMap { entry in
                    var entry = entry
                    let dropped = min(entry.count, stale[entry.fingerprint, default: 0])
                    stale[entry.fingerprint, default: 0] -= dropped
                    entry.count -= dropped
                    return entry.count > 0 ? entry : nil
                }
                changes.append(Change(path: baseline, original: original, fixed: Array(shrunk.rendered().utf8), count: outcome.stale,
                                      identity: POSIX.regularFileIdentity(PathBytes.cString(baseline))))
            }
        }
    }

    /// Writes every change, each file whole or not at all (`POSIX.replaceFile`), unless the file
    /// is no longer what was read (its device, inode, size and bytes are compared just before):
    /// those are left alone. The paths not written, with why.
    public func write() -> [(path: String, reason: String)] {
        var problems: [(path: String, reason: String)] = []
        for change in changes {
            let now = POSIX.regularFileIdentity(PathBytes.cString(change.path))
            let same = now.map { now in change.identity.map { $0 == now } ?? false } ?? false
            guard same, case .success(let bytes) = POSIX.readFile(change.path), bytes == change.original else {
                problems.append((change.path, "it changed since it was read; left as it is"))
                continue
            }
            if let problem = POSIX.replaceFile(change.path, { descriptor in
                let sink = FileDescriptorSink(descriptor: descriptor)
                change.fixed.withUnsafeBytes { sink.write($0) }
                return sink.error
            }) {
                problems.append((change.path, problem))
            }
        }
        return problems
    }
}
