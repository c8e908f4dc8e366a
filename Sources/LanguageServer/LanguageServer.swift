import ArchlintKit
import Dispatch
import JSON
import Platform
import ProjectIndex
import Reporting
import RuleEngine

/// `archlint lsp`: the Language Server Protocol 3.17 over a byte stream (standard input and
/// output). A reader thread frames and parses messages; this thread answers them in order and
/// lints when the client has been quiet for the debounce interval, so a burst of edits costs one
/// lint. Each lint checks every workspace folder with the open documents' unsaved text standing
/// for their files (`LintRequest.overlay`) and publishes the diagnostics of every file whose
/// findings changed, an empty list where they went away, and always those of the documents just
/// edited.
public final class LanguageServer {
    private let writer: MessageWriter
    private let events: EventQueue
    private let serverVersion: String
    private let jobs: Int

    private var initialized = false
    private var shutdownRequested = false
    private var encoding = PositionEncoding.utf16
    // A burst the client sends at once arrives within microseconds; typing pauses tens of milliseconds
    // between keys. 2 ms gathers the one without delaying the answer to the other.
    private var debounceSeconds = 0.002
    private var advertisesPullDiagnostics = false
    private var watchesDynamically = false

    private var folders: [String] = []
    /// Open documents by standardized absolute path.
    private var documents: [String: TextDocument] = [:]
    /// The URI the client opened each document under, which its diagnostics are published for.
    private var clientURIs: [String: String] = [:]
    /// Documents edited, opened or closed since the last lint: their diagnostics are published
    /// after it even when unchanged, so an edit is always answered.
    private var touched: Set<String> = []
    private var lintPending = false
    /// The findings last published per file, to publish only changes.
    private var published: [String: [Finding]] = [:]
    private var findingsByPath: [String: [Finding]] = [:]
    private var runs: [LintRun] = []
    /// Each root's models between lints (the open documents outside every folder share one).
    private var modelCaches: [String: ModelCache] = [:]
    /// Each root's files as last found, with their absolute paths, reused while the client
    /// watches the workspace: it reports every file or folder created or deleted, and each such
    /// event (a configuration's change too) drops the roots it concerns, which are walked again.
    /// A client that does not watch has every lint walk the folders.
    /// Each root's files as last walked, with their absolute paths.
    private var discoveries: [String: DiscoveryResult] = [:]
    private var typeFactsOfRun: [Int: [String: [TypeFacts]]] = [:]
    private var shownErrors: Set<String> = []
    private var loggedNotes: Set<String> = []
    private var nextRequestID = 1

    /// Lints done, for tests and the benchmark (`archlint/status`).
    private var lintCount = 0

    public init(input: ByteSource, output: ByteSink, version: String, jobs: Int) {
        writer = MessageWriter(sink: output)
        events = EventQueue()
        serverVersion = version
        self.jobs = jobs
        let events = events
        let reader = MessageReader(source: input)
        let thread = DispatchQueue(label: "archlint.lsp.reader")
        thread.async {
            while true {
                let frame = reader.next()
                events.push(frame)
                if frame == .end { return }
            }
        }
    }

    /// Serves until `exit` or the end of the input; the process's exit status: 0 after
    /// `shutdown` or when the client went away, 1 for `exit` without `shutdown` (as LSP asks).
    public func run() -> Int32 {
        // Lints free blocks of many sizes, edit after edit, for as long as the editor is open: the
        // largest ones (the whole project's tables, several MiB) get pages of their own, so memory
        // stays flat from the first edits. Smaller ones stay in the heap, where they are cheaper.
        POSIX.mapAllocations(atLeast: 4 << 20)
        while true {
            let event = lintPending ? events.pop(timeout: debounceSeconds) : events.pop(timeout: nil)
            guard let event else {
                lint()
                continue
            }
            switch event {
            case .end:
                return 0
            case .malformed(let problem):
                send(RPC.error(id: nil, .parseError, "cannot read the message: \(problem)"))
            case .message(let body):
                switch IncomingMessage.parse(body) {
                case .failure(let error): send(RPC.error(id: error.id, error.code, error.message))
                case .success(let message):
                    if let status = handle(message) { return status }
                }
            }
            if writer.failed { return 0 }
        }
    }

    private func send(_ bytes: [UInt8]) { writer.send(bytes) }

    /// Answers one message; an exit status when it was `exit`.
    private func handle(_ message: IncomingMessage) -> Int32? {
        guard let method = message.method else { return nil }  // a response to a request of ours
        if method == "exit" { return shutdownRequested ? 0 : 1 }
        if let id = message.id {
            if events.takeCancellation(id) {
                send(RPC.error(id: id, .requestCancelled, "cancelled"))
                return nil
            }
            guard initialized || method == "initialize" else {
                send(RPC.error(id: id, .serverNotInitialized, "the server is not initialized; send 'initialize' first"))
                return nil
            }
            if shutdownRequested {
                send(RPC.error(id: id, .invalidRequest, "the server is shut down; send 'exit'"))
                return nil
            }
            do {
                send(RPC.response(id: id, result: try answer(method, message.params, id: id)))
            } catch let failure as RequestFailure {
                send(RPC.error(id: id, failure.code, failure.message))
            } catch {
                send(RPC.error(id: id, .internalError, "\(error)"))
            }
            return nil
        }
        guard initialized, !shutdownRequested else { return nil }
        notify(method, message.params)
        return nil
    }

    private struct RequestFailure: Error {
        var code: RPCError
        var message: String
    }

    // MARK: Requests

    private func answer(_ method: String, _ params: JSONNode?, id: JSONValue) throws -> JSONValue {
        switch method {
        case "initialize":
            guard !initialized else { throw RequestFailure(code: .invalidRequest, message: "the server is already initialized") }
            return initialize(params)
        case "shutdown":
            shutdownRequested = true
            return .null
        case "textDocument/hover":
            try lintIfPending(before: id)
            return try hover(params)
        case "textDocument/codeAction":
            return try codeActions(params)
        case "textDocument/diagnostic":
            let path = try documentPath(params)
            try lintIfPending(before: id)
            return .object([("kind", .string("full")), ("items", .array(diagnostics(for: path)))])
        case "archlint/status":
            if lintPending { lint() }
            return .object([("lints", .int(lintCount)), ("documents", .int(documents.count)),
                            ("folders", .strings(folders)), ("positionEncoding", .string(encoding.rawValue))])
        default:
            throw RequestFailure(code: .methodNotFound, message: "unknown method '\(method)'")
        }
    }

    /// Answers wait for the edits before them to be linted; a request cancelled meanwhile is
    /// answered as cancelled.
    private func lintIfPending(before id: JSONValue) throws {
        guard lintPending else { return }
        lint()
        if events.takeCancellation(id) { throw RequestFailure(code: .requestCancelled, message: "cancelled") }
    }

    private func initialize(_ params: JSONNode?) -> JSONValue {
        initialized = true
        let offered = params?.at("capabilities", "general", "positionEncodings")?.array?.compactMap(\.string) ?? []
        encoding = offered.contains(PositionEncoding.utf8.rawValue) ? .utf8 : .utf16
        watchesDynamically = params?.at("capabilities", "workspace", "didChangeWatchedFiles", "dynamicRegistration")?.bool ?? false
        if let milliseconds = params?.at("initializationOptions", "debounceMilliseconds")?.int, milliseconds >= 0 {
            debounceSeconds = Double(min(milliseconds, 10_000)) / 1000
        }
        advertisesPullDiagnostics = params?.at("initializationOptions", "pullDiagnostics")?.bool ?? false
        if let workspaceFolders = params?["workspaceFolders"]?.array {
            for folder in workspaceFolders { if let path = folder["uri"]?.string.flatMap(DocumentURI.path) { addFolder(path) } }
        }
        if folders.isEmpty, let path = params?["rootUri"]?.string.flatMap(DocumentURI.path) ?? params?["rootPath"]?.string {
            addFolder(path)
        }
        var capabilities: [(String, JSONValue)] = [
            ("positionEncoding", .string(encoding.rawValue)),
            ("textDocumentSync", .object([("openClose", .bool(true)), ("change", .int(2)),
                                          ("save", .object([("includeText", .bool(false))]))])),
            ("hoverProvider", .bool(true)),
            ("codeActionProvider", .object([("codeActionKinds", .strings(["quickfix"]))])),
            ("workspace", .object([("workspaceFolders", .object([("supported", .bool(true)), ("changeNotifications", .bool(true))]))])),
        ]
        if advertisesPullDiagnostics {
            capabilities.append(("diagnosticProvider", .object([("interFileDependencies", .bool(true)),
                                                                ("workspaceDiagnostics", .bool(false))])))
        }
        return .object([("capabilities", .object(capabilities)),
                        ("serverInfo", .object([("name", .string("archlint")), ("version", .string(serverVersion))]))])
    }

    // MARK: Notifications

    private func notify(_ method: String, _ params: JSONNode?) {
        switch method {
        case "initialized":
            if watchesDynamically {
                // Folders created or deleted (kind 1 + 4), which change the files found under them.
                let watchers: JSONValue = .array(["**/*.swift", "**/.archlint.json", "**/*.json"].map {
                    .object([("globPattern", .string($0))])
                } + [.object([("globPattern", .string("**/*")), ("kind", .int(5))])])
                send(RPC.request(id: .string("archlint-\(nextRequestID)"), "client/registerCapability", .object([
                    ("registrations", .array([.object([("id", .string("archlint-watch")), ("method", .string("workspace/didChangeWatchedFiles")),
                                                       ("registerOptions", .object([("watchers", watchers)]))])])),
                ])))
                nextRequestID += 1
            }
            lintPending = true
        case "textDocument/didOpen":
            guard let path = try? documentPath(params), let text = params?.at("textDocument", "text")?.string else {
                return log("didOpen without a file URI and text")
            }
            documents[path] = TextDocument(bytes: Array(text.utf8), version: params?.at("textDocument", "version")?.int)
            clientURIs[path] = params?.at("textDocument", "uri")?.string
            changed(path)
        case "textDocument/didChange":
            guard let path = (try? documentPath(params)), var document = documents[path] else { return log("didChange for a document that is not open") }
            for change in params?["contentChanges"]?.array ?? [] {
                guard let text = change["text"]?.string else { log("a content change without text was ignored"); continue }
                if let range = change["range"] {
                    guard let start = position(range["start"]), let end = position(range["end"]) else {
                        log("a content change with a malformed range was ignored")
                        continue
                    }
                    document.replace(from: start, to: end, with: Array(text.utf8), encoding: encoding)
                } else {
                    document.replaceAll(with: Array(text.utf8))
                }
            }
            document.version = params?.at("textDocument", "version")?.int ?? document.version
            documents[path] = document
            changed(path)
        case "textDocument/didSave":
            if let path = try? documentPath(params) { changed(path) }
        case "textDocument/didClose":
            if let path = try? documentPath(params) {
                documents[path] = nil
                // A file that was only a buffer, or deleted meanwhile, when the disk disagrees with the files found.
                forgetDiscoveryIfStale(path)
                changed(path)
                clientURIs[path] = nil
            }
        case "workspace/didChangeWatchedFiles":
            // Their text changed: positions are converted again even where the findings did not move.
            for change in params?["changes"]?.array ?? [] {
                guard let path = change["uri"]?.string.flatMap(DocumentURI.path).map({ ModuleResolver.absolute($0) }) else { continue }
                // Grouping, indexes and roles are reused only across edits of open buffers: a change on
                // disk may be a configuration's, a build description's (`Package.swift`) or a folder's.
                for cache in modelCaches.values { cache.forgetProjects() }
                if path.hasSuffix(".swift") {
                    touched.insert(path)
                    for cache in modelCaches.values { cache.forget(path) }
                } else {
                    // A folder moved in, out or replaced.
                    for cache in modelCaches.values { cache.forget(under: path) }
                }
                // Created or deleted (a file or folder), or not a Swift file (a configuration): walk again.
                if change["type"]?.int != 2 || !path.hasSuffix(".swift") { forgetDiscoveries(concerning: path) }
            }
            lintPending = true
        case "workspace/didChangeWorkspaceFolders":
            for folder in params?.at("event", "removed")?.array ?? [] {
                if let path = folder["uri"]?.string.flatMap(DocumentURI.path) { folders.removeAll { $0 == path } }
            }
            for folder in params?.at("event", "added")?.array ?? [] {
                if let path = folder["uri"]?.string.flatMap(DocumentURI.path) { addFolder(path) }
            }
            discoveries = [:]
            for cache in modelCaches.values { cache.forgetProjects() }
            lintPending = true
        default:
            break  // `$/cancelRequest` is taken by the reader; other notifications need nothing
        }
    }

    private func changed(_ path: String) {
        touched.insert(path)
        lintPending = true
    }

    /// Drops the files found under the roots `path` is in or contains.
    private func forgetDiscoveries(concerning path: String) {
        for root in discoveries.keys where Self.isInside(path, root) || Self.isInside(root, path) { discoveries[root] = nil }
    }

    private func forgetDiscoveryIfStale(_ path: String) {
        guard path.hasSuffix(".swift") else { return }
        let onDisk = POSIX.fileStatus(path) != nil
        for (root, found) in discoveries where Self.isInside(path, root) && found.absolutePaths?.contains(path) != onDisk {
            discoveries[root] = nil
        }
    }

    private func addFolder(_ path: String) {
        let absolute = ModuleResolver.absolute(path)
        if !folders.contains(absolute) { folders.append(absolute) }
    }

    private func documentPath(_ params: JSONNode?) throws -> String {
        guard let uri = params?.at("textDocument", "uri")?.string, let path = DocumentURI.path(uri) else {
            throw RequestFailure(code: .invalidParams, message: "expected 'textDocument.uri', a file: URI")
        }
        return ModuleResolver.absolute(path)
    }

    private func position(_ node: JSONNode?) -> TextPosition? {
        guard let line = node?["line"]?.int, let character = node?["character"]?.int else { return nil }
        return TextPosition(line: line, character: character)
    }

    private func log(_ text: String) {
        send(RPC.notification("window/logMessage", .object([("type", .int(4)), ("message", .string("archlint: " + text))])))
    }

    // MARK: Linting

    /// Lints every workspace folder (folders inside another are covered by it) and each open
    /// document outside them, then publishes what changed.
    private func lint() {
        lintPending = false
        lintCount += 1
        let overlay = Dictionary(uniqueKeysWithValues: documents.map { ($0.key, $0.value.bytes) })
        let roots = folders.filter { folder in !folders.contains { $0 != folder && Self.isInside(folder, $0) } }
        let outside = documents.keys.filter { path in path.hasSuffix(".swift") && !roots.contains { Self.isInside(path, $0) } }.sorted()
        var findings: [String: [Finding]] = [:]
        // The files whose findings may have changed, when every root's run kept the other files'
        // (absolute paths): only theirs are gathered and compared again.
        var refreshed: Set<String>? = Set(modelCaches.keys) == Set(roots) && outside.isEmpty ? [] : nil
        var newRuns: [LintRun] = []
        var errors: [String] = []
        var notes: [String] = []
        var caches: [String: ModelCache] = [:]
        for paths in roots.map({ [$0] }) + (outside.isEmpty ? [] : [outside]) {
            var request = LintRequest(paths: paths, jobs: jobs) { message in
                switch message {
                case .note(let text): notes.append(text)
                case .located(let path, let line, let column, let text): notes.append("\(path):\(line):\(column): \(text)")
                }
            }
            request.overlay = overlay
            let cacheName = paths.count == 1 ? paths[0] : ""
            // A client that watches reports every file changed on disk: their status need not be read.
            request.modelCache = modelCaches[cacheName] ?? ModelCache(toldOfChanges: watchesDynamically && !cacheName.isEmpty)
            caches[cacheName] = request.modelCache
            if watchesDynamically && !cacheName.isEmpty {
                let found = discoveries[cacheName]
                    ?? FileDiscovery.discover(paths, options: request.discoveryOptions, jobs: jobs).withAbsolutePaths()
                if discoveries[cacheName] == nil && found.missingPaths.isEmpty { discoveries[cacheName] = found }
                request.discovery = found
            }
            do {
                let run = try Archlint.lint(request)
                if let paths = run.refreshedPaths, refreshed != nil {
                    for path in paths { refreshed?.insert(ModuleResolver.absolute(path)) }
                    for finding in run.findings where finding.suppression == nil && paths.contains(finding.path) {
                        findings[ModuleResolver.absolute(finding.path), default: []].append(finding)
                    }
                } else {
                    if refreshed != nil {
                        // Gathered for the refreshed files only, so far: every run's findings are gathered again.
                        refreshed = nil
                        findings = [:]
                        for earlier in newRuns { gather(earlier.findings, into: &findings) }
                    }
                    gather(run.findings, into: &findings)
                }
                newRuns.append(run)
            } catch {
                errors.append("\(error)")
                refreshed = nil
            }
        }
        runs = newRuns
        modelCaches = caches
        discoveries = discoveries.filter { caches[$0.key] != nil }
        typeFactsOfRun = [:]
        if let refreshed {
            for path in refreshed { findingsByPath[path] = findings[path] }
        } else {
            findingsByPath = findings
        }
        for error in errors where shownErrors.insert(error).inserted {
            send(RPC.notification("window/showMessage", .object([("type", .int(1)), ("message", .string("archlint: " + error))])))
        }
        if errors.isEmpty { shownErrors = [] }
        // Each note once (the pack detected, a module guessed, a syntax error): lints repeat them.
        if loggedNotes.count > 4096 { loggedNotes = [] }
        for note in notes where loggedNotes.insert(note).inserted { log(note) }
        publish(only: refreshed)
    }

    private func gather(_ runFindings: [Finding], into findings: inout [String: [Finding]]) {
        for finding in runFindings where finding.suppression == nil {
            findings[ModuleResolver.absolute(finding.path), default: []].append(finding)
        }
    }

    private static func isInside(_ path: String, _ folder: String) -> Bool {
        path == folder || path.hasPrefix(folder == "/" ? "/" : folder + "/")
    }

    /// Publishes the touched documents' diagnostics and those of every file whose findings are
    /// not the ones last published: among `candidates` only, when the lint says which files'
    /// findings it worked out again (nil: any file).
    private func publish(only candidates: Set<String>? = nil) {
        let paths = candidates.map { $0.union(touched) } ?? Set(findingsByPath.keys).union(published.keys).union(touched)
        for path in paths.sorted() {
            let findings = findingsByPath[path] ?? []
            if !touched.contains(path) && published[path] ?? [] == findings { continue }
            published[path] = findings.isEmpty ? nil : findings
            var params: [(String, JSONValue)] = [("uri", .string(clientURIs[path] ?? DocumentURI.uri(path)))]
            if let version = documents[path]?.version { params.append(("version", .int(version))) }
            params.append(("diagnostics", .array(diagnostics(for: path))))
            send(RPC.notification("textDocument/publishDiagnostics", .object(params)))
        }
        touched = []
    }

    /// The text positions are counted in: the open document, else the file on disk.
    private func text(of path: String) -> TextDocument {
        if let document = documents[path] { return document }
        return TextDocument(bytes: (try? POSIX.readFile(path).get()) ?? [], version: nil)
    }

    private func diagnostics(for path: String) -> [JSONValue] {
        guard let findings = findingsByPath[path], !findings.isEmpty else { return [] }
        let text = text(of: path)
        return findings.map { finding in
            let start = text.position(line: finding.line, column: finding.column, encoding: encoding)
            let end = text.position(line: finding.endLine, column: finding.endColumn, encoding: encoding)
            var fields: [(String, JSONValue)] = [
                ("range", Self.range(start, end)),
                ("severity", .int(finding.severity == .error ? 1 : finding.severity == .warning ? 2 : 3)),
                ("code", .string(finding.ruleID)),
                ("codeDescription", .object([("href", .string(ProjectSite.rulePage(finding.ruleID)))])),
                ("source", .string("archlint")),
                ("message", .string(finding.message)),
            ]
            if !finding.evidence.isEmpty { fields.append(("relatedInformation", .array(finding.evidence.map(relatedInformation)))) }
            return .object(fields)
        }
    }

    /// A hop of a finding's evidence (the reference, import or build dependency that makes it, or
    /// another link of a cycle) as a place the editor can jump to.
    private func relatedInformation(_ hop: EvidenceHop) -> JSONValue {
        let path = ModuleResolver.absolute(hop.path)
        let position = text(of: path).position(line: hop.line, column: hop.column, encoding: encoding)
        return .object([
            ("location", .object([("uri", .string(clientURIs[path] ?? DocumentURI.uri(path))), ("range", Self.range(position, position))])),
            ("message", .string(hop.text)),
        ])
    }

    private static func range(_ start: TextPosition, _ end: TextPosition) -> JSONValue {
        .object([("start", .object([("line", .int(start.line)), ("character", .int(start.character))])),
                 ("end", .object([("line", .int(end.line)), ("character", .int(end.character))]))])
    }

    // MARK: Hover and code actions

    /// The role (and why), layer and module of the type named under the cursor, as `dump`
    /// shows them; declarations in the hovered file first.
    private func hover(_ params: JSONNode?) throws -> JSONValue {
        let path = try documentPath(params)
        guard let at = position(params?["position"]) else { throw RequestFailure(code: .invalidParams, message: "expected 'position'") }
        guard let word = text(of: path).word(at: at, encoding: encoding) else { return .null }
        var matches: [(inFile: Bool, text: String)] = []
        for (runIndex, run) in runs.enumerated() {
            for project in run.projects {
                for file in project.index.files {
                    for (typeIndex, type) in file.types.enumerated() where !type.isExtension && (type.name == word || type.qualifiedName == word) {
                        let facts = typeFacts(runIndex)[file.path]?[typeIndex]
                        var lines = ["**\(type.qualifiedName)** (\(type.kind.rawValue))"]
                        if let role = facts?.role {
                            lines.append("role: \(role)" + (facts?.reason.map { " — \($0)" } ?? ""))
                        } else {
                            lines.append("role: none")
                        }
                        lines.append("layer: \(facts?.layer ?? "none")")
                        if let module = facts?.module { lines.append("module: \(module)") }
                        matches.append((ModuleResolver.absolute(file.path) == path, lines.joined(separator: "  \n")))
                    }
                }
            }
        }
        guard let best = matches.first(where: \.inFile) ?? matches.first else { return .null }
        return .object([("contents", .object([("kind", .string("markdown")), ("value", .string(best.text))]))])
    }

    private func typeFacts(_ run: Int) -> [String: [TypeFacts]] {
        if let known = typeFactsOfRun[run] { return known }
        let facts = runs[run].typeFacts(jobs: jobs).byFile
        typeFactsOfRun[run] = facts
        return facts
    }

    /// For each archlint diagnostic in the request: suppress it on its line
    /// (`// archlint:disable:next RULE` above, indented as the line) or in the whole file.
    private func codeActions(_ params: JSONNode?) throws -> JSONValue {
        let path = try documentPath(params)
        let uri = params?.at("textDocument", "uri")?.string ?? clientURIs[path] ?? DocumentURI.uri(path)
        let text = text(of: path)
        var actions: [JSONValue] = []
        var seenFileLevel = Set<String>()
        for diagnostic in params?.at("context", "diagnostics")?.array ?? [] {
            guard diagnostic["source"]?.string == "archlint", let rule = diagnostic["code"]?.string,
                  let line = diagnostic.at("range", "start", "line")?.int, line >= 0, line < text.lineCount else { continue }
            let diagnosticValue = Self.value(diagnostic)
            func action(_ title: String, _ edit: (line: Int, text: String)) -> JSONValue {
                let at = TextPosition(line: edit.line, character: 0)
                return .object([
                    ("title", .string(title)), ("kind", .string("quickfix")), ("diagnostics", .array([diagnosticValue])),
                    ("edit", .object([("changes", .object([(uri, .array([.object([("range", Self.range(at, at)),
                                                                                   ("newText", .string(edit.text))])]))]))])),
                ])
            }
            let character = diagnostic.at("range", "start", "character")?.int
            if let fix = findingsByPath[path]?.first(where: { finding in
                finding.ruleID == rule && finding.fix != nil
                    && text.position(line: finding.line, column: finding.column, encoding: encoding) == TextPosition(line: line, character: character ?? -1)
            })?.fix {
                let edits = fix.edits.map { edit -> JSONValue in
                    let start = text.position(line: Int(edit.start.line), column: Int(edit.start.column), encoding: encoding)
                    let end = text.position(line: Int(edit.end.line), column: Int(edit.end.column), encoding: encoding)
                    return .object([("range", Self.range(start, end)), ("newText", .string(edit.replacement))])
                }
                actions.append(.object([
                    ("title", .string(fix.description)), ("kind", .string("quickfix")), ("diagnostics", .array([diagnosticValue])),
                    ("isPreferred", .bool(true)), ("edit", .object([("changes", .object([(uri, .array(edits))]))])),
                ]))
            }
            actions.append(action("Suppress \(rule) on this line", (line, "\(text.indentation(ofLine: line))// archlint:disable:next \(rule)\n")))
            if seenFileLevel.insert(rule).inserted {
                actions.append(action("Suppress \(rule) in this file", (0, "// archlint:disable:file \(rule)\n")))
            }
        }
        return .array(actions)
    }

    /// A parsed value as one to write back (a diagnostic the client sent).
    private static func value(_ node: JSONNode) -> JSONValue {
        switch node.value {
        case .null: return .null
        case .bool(let bool): return .bool(bool)
        case .string(let string): return .string(string)
        case .number(let number):
            // Only integers are written back; a fraction is rounded, and what no `Int` holds is null.
            if let int = number.int { return .int(int) }
            let rounded = number.double.rounded()
            return rounded.magnitude < 9e18 ? .int(Int(rounded)) : .null
        case .array(let items): return .array(items.map(value))
        case .object(let members): return .object(members.map { ($0.key, value($0.value)) })
        }
    }
}

/// The frames the reader thread hands over, and the requests `$/cancelRequest` cancelled
/// (taken as soon as it is read, so a request still waiting is answered as cancelled).
final class EventQueue: @unchecked Sendable {
    private let lock = Lock()
    private let available = DispatchSemaphore(value: 0)
    private var frames: [IncomingFrame] = []
    private var head = 0
    private var cancelled: Set<String> = []

    func push(_ frame: IncomingFrame) {
        if case .message(let body) = frame, let id = Self.cancelledID(body) {
            lock.lock()
            // Cancellations of requests already answered are never taken; they are not kept forever.
            if cancelled.count >= 1024 { cancelled = [] }
            cancelled.insert(IncomingMessage.key(id))
            lock.unlock()
        }
        lock.lock()
        frames.append(frame)
        lock.unlock()
        available.signal()
    }

    /// The next frame; nil when none came within `timeout` seconds.
    func pop(timeout: Double?) -> IncomingFrame? {
        if let timeout {
            guard available.wait(timeout: .now() + timeout) == .success else { return nil }
        } else {
            available.wait()
        }
        lock.lock()
        defer { lock.unlock() }
        let frame = frames[head]
        head += 1
        if head > 1024 && head * 2 > frames.count {
            frames.removeFirst(head)
            head = 0
        }
        return frame
    }

    func takeCancellation(_ id: JSONValue) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        return cancelled.remove(IncomingMessage.key(id)) != nil
    }

    private static func cancelledID(_ body: [UInt8]) -> JSONValue? {
        // Only a short message that may name the method (a JSON writer may escape its `/`) is
        // parsed here; the rest wait for the main thread.
        guard body.count < 4096, String(decoding: body, as: UTF8.self).contains("cancelRequest"),
              case .success(let message) = IncomingMessage.parse(body), message.method == "$/cancelRequest",
              let id = message.params?["id"] else { return nil }
        if let int = id.int { return .int(int) }
        return id.string.map(JSONValue.string)
    }
}
