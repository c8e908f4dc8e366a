import SwiftLexer

/// Decides which module each file belongs to: the configuration's `modules` first, then
/// SwiftPM layouts (the nearest `Package.swift`, its targets' `path:` read from the manifest's
/// tokens, never executed, then `Sources/<Target>/`), then an Xcode-style tree where each
/// top-level folder of the project is a target.
public final class ModuleResolver {
    public struct Override: Sendable {
        public var name: String
        /// Globs on paths relative to the root; one that matches a directory claims the files below it.
        public var paths: [Glob]
        public init(name: String, paths: [Glob]) {
            self.name = name
            self.paths = paths
        }
    }

    /// Absolute, standardized project root.
    public let root: String
    /// Every override's globs, in order, grouped by override; and the module each names.
    private let overrideGlobs: GlobSet
    private let overrideModules: [String]
    /// Whether `Package.swift` may be looked for above `root` (no configuration pins the project).
    private let searchAboveRoot: Bool
    private var packageRootOfDirectory: [String: String?] = [:]
    /// Per package root, its manifest's targets with a `path:`: path → target (the first one
    /// declared with that path).
    private var targetsOfPackage: [String: [String: String]] = [:]
    /// Module of the files of a directory that no override claims: everything after the
    /// overrides depends on the directory alone (package root, target prefixes, folders).
    private var moduleOfDirectory: [String: String] = [:]

    public init(root: String, overrides: [Override] = [], searchAboveRoot: Bool = false) {
        self.root = ModuleResolver.absolute(root)
        overrideGlobs = GlobSet(groups: overrides.map(\.paths))
        overrideModules = overrides.map(\.name)
        self.searchAboveRoot = searchAboveRoot
    }

    /// The module of a file (path absolute or relative to the current directory).
    public func module(ofFile path: String) -> String {
        let absolutePath = ModuleResolver.absolute(path)
        if !overrideGlobs.isEmpty, let relativeToRoot = ModuleResolver.relative(absolutePath, to: root),
           let override = overrideGlobs.firstMatch(pathOrAncestor: relativeToRoot) {
            return overrideModules[override]
        }
        let directory = String(ModuleResolver.directory(ofAbsolute: absolutePath))
        if let cached = moduleOfDirectory[directory] { return cached }
        let module = unclaimedModule(absolutePath, directory: directory)
        moduleOfDirectory[directory] = module
        return module
    }

    /// The module of a file no override claims. A target prefix ends in `/` and a folder
    /// module is a leading folder, so the answer is the same for every file of `directory`.
    private func unclaimedModule(_ absolutePath: String, directory: String) -> String {
        if let packageRoot = packageRoot(of: directory), let inPackage = ModuleResolver.relative(absolutePath, to: packageRoot) {
            if let module = targetModule(inPackage, packageRoot: packageRoot) { return module }
        }
        return folderModule(ModuleResolver.relative(absolutePath, to: root) ?? absolutePath)
    }

    /// `/a/b` for `/a/b/c`, `/` for `/c`: the parent of a standardized absolute path, as
    /// `deletingLastPathComponent` would give it, without copying it.
    public static func directory(ofAbsolute path: String) -> Substring {
        guard let slash = path.lastUTF8Index(of: UInt8(ascii: "/")) else { return Substring(path) }
        if slash == path.utf8.startIndex { return "/" }
        return path[..<slash]
    }

    /// `Sources/<Target>/…` style folders, or a manifest target whose `path:` contains the file.
    /// The deepest folder of the path that a target names wins; the folders are looked up, not
    /// the targets scanned, so a file costs its depth, not the number of targets.
    private func targetModule(_ relativePath: String, packageRoot: String) -> String? {
        let targets = manifestTargets(packageRoot)
        if !targets.isEmpty {
            var folder = relativePath
            while let slash = folder.lastUTF8Index(of: UInt8(ascii: "/")) {
                folder = String(folder[..<slash])
                if let module = targets[folder] { return module }
            }
        }
        let components = relativePath.split(separator: "/")
        if components.count >= 3, ["Sources", "Source", "src", "srcs", "Tests", "Plugins"].contains(components[0]) {
            return String(components[1])
        }
        return nil
    }

    private func folderModule(_ relativePath: String) -> String {
        let components = relativePath.split(separator: "/")
        if components.count >= 2 { return String(components[0]) }
        let name = root.split(separator: "/").last.map(String.init) ?? root
        return name.isEmpty ? "Main" : name
    }

    private func packageRoot(of directory: String) -> String? {
        if let cached = packageRootOfDirectory[directory] { return cached }
        var result: String?
        let insideRoot = directory == root || directory.hasPrefix(root == "/" ? "/" : root + "/")
        if insideRoot || searchAboveRoot {
            if POSIX.fileStatus(directory + "/Package.swift") != nil {
                result = directory
            } else if directory != "/" && (searchAboveRoot || directory != root) {
                result = packageRoot(of: String(ModuleResolver.directory(ofAbsolute: directory)))
            }
        }
        packageRootOfDirectory[directory] = result
        return result
    }

    private func manifestTargets(_ packageRoot: String) -> [String: String] {
        if let cached = targetsOfPackage[packageRoot] { return cached }
        let targets = (try? POSIX.readFile(packageRoot + "/Package.swift").get()).map(ModuleResolver.targets(inManifest:)) ?? []
        let byPath = Dictionary(targets.map { ($0.prefix, $0.module) }, uniquingKeysWith: { first, _ in first })
        targetsOfPackage[packageRoot] = byPath
        return byPath
    }

    /// Targets declared in a manifest with a custom `path:`, by reading its tokens, in the order
    /// they start. One pass: each open bracket is a frame on a stack, and `name:` and `path:`
    /// belong to the target call whose parentheses directly hold them, so a call left unclosed
    /// is not scanned again for each call inside it.
    static func targets(inManifest bytes: [UInt8]) -> [(prefix: String, module: String)] {
        let file = Lexer.tokenize(bytes)
        let tokens = file.tokens
        let kinds: Set<String> = ["target", "executableTarget", "testTarget", "macro", "plugin", "systemLibrary", "binaryTarget"]
        struct TargetCall { var name: String?; var path: String? }
        var calls: [TargetCall] = []
        // Per open `(` or `[`: the index in `calls` of the target call it opens, or nil.
        var open: [Int?] = []
        for (index, token) in tokens.enumerated() {
            if file.token(token, is: "(") || file.token(token, is: "[") {
                let isTargetCall = index >= 2 && tokens[index - 1].kind == .identifier && file.token(tokens[index - 2], is: ".")
                    && file.token(token, is: "(") && kinds.contains(file.text(tokens[index - 1]))
                if isTargetCall { calls.append(TargetCall()) }
                open.append(isTargetCall ? calls.count - 1 : nil)
            } else if file.token(token, is: ")") || file.token(token, is: "]") {
                if !open.isEmpty { open.removeLast() }
            } else if let call = open.last ?? nil, index + 2 < tokens.count,
                      file.token(tokens[index + 1], is: ":"), tokens[index + 2].kind == .string {
                let value = stringLiteralValue(file.text(tokens[index + 2]))
                if file.token(token, is: "name") && calls[call].name == nil { calls[call].name = value }
                if file.token(token, is: "path") { calls[call].path = value }
            }
        }
        return calls.compactMap { call in
            guard let name = call.name, var prefix = call.path else { return nil }
            while prefix.hasSuffix("/") { prefix.removeLast() }
            if prefix.hasPrefix("./") { prefix.removeFirst(2) }
            return (prefix, name)
        }
    }

    private static func stringLiteralValue(_ literal: String) -> String {
        guard literal.count >= 2, literal.hasPrefix("\""), literal.hasSuffix("\"") else { return literal }
        return String(literal.dropFirst().dropLast())
    }

    // MARK: Paths

    /// The process's current directory (one system call each time).
    public static var currentDirectory: String { POSIX.currentDirectory }

    /// `path` made absolute against the current directory and standardized.
    public static func absolute(_ path: String) -> String {
        absolute(path, in: path.utf8.first == UInt8(ascii: "/") ? "/" : currentDirectory)
    }

    /// `path` made absolute against `directory` (absolute) and standardized. Loops over many
    /// files look the current directory up once and pass it here. An absolute path that is
    /// already standard is returned as it is, and a plain relative one (`Sources/App/View.swift`)
    /// is only joined, so the usual paths cost one allocation or none.
    public static func absolute(_ path: String, in directory: String) -> String {
        let utf8 = path.utf8
        if utf8.first == UInt8(ascii: "/") {
            return hasStandardSegments(utf8.dropFirst(), emptyIsStandard: true) ? path : standardize(path)
        }
        if hasStandardSegments(utf8[...], emptyIsStandard: false)
            && directory.utf8.first == UInt8(ascii: "/") && hasStandardSegments(directory.utf8.dropFirst(), emptyIsStandard: true) {
            return directory.utf8.count == 1 ? "/" + path : directory + "/" + path
        }
        return standardize(directory + "/" + path)
    }

    /// Whether `bytes` are `/`-separated segments none of which is empty, `.` or `..`: what
    /// `standardize` leaves as it is after the leading `/`. One pass over the contiguous bytes
    /// (stepping through a `UTF8View` cost 30 instructions a byte), no allocation.
    private static func hasStandardSegments(_ bytes: Substring.UTF8View, emptyIsStandard: Bool) -> Bool {
        bytes.withContiguousStorageIfAvailable { standardSegments($0, emptyIsStandard: emptyIsStandard) }
            ?? standardSegments(bytes, emptyIsStandard: emptyIsStandard)
    }

    private static func standardSegments<Bytes: Collection<UInt8>>(_ bytes: Bytes, emptyIsStandard: Bool) -> Bool {
        if bytes.isEmpty { return emptyIsStandard }
        let slash = UInt8(ascii: "/"), dot = UInt8(ascii: ".")
        // Length of the current segment, and how many of its bytes are dots.
        var length = 0
        var dots = 0
        for byte in bytes {
            if byte == slash {
                if length == 0 || (length == dots && dots <= 2) { return false }
                length = 0
                dots = 0
                continue
            }
            length += 1
            if byte == dot { dots += 1 }
        }
        return length > 0 && !(length == dots && dots <= 2)
    }

    /// An absolute `path` without `.`, `..` and repeated slashes, without touching the file
    /// system (`..` at the root stays at the root).
    public static func standardize(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            if part == ".." { if !parts.isEmpty { parts.removeLast() }; continue }
            parts.append(part)
        }
        return "/" + parts.joined(separator: "/")
    }

    /// A standardized absolute `path` relative to `base`: nil outside it, "" for `base` itself.
    public static func relative(_ path: String, to base: String) -> String? {
        if path == base { return "" }
        if base == "/" { return path.hasPrefix("/") ? String(path.dropFirst()) : nil }
        // The usual case, on bytes: the base's bytes, a slash, and the base ending in ASCII (so
        // the slash starts a new character), which is what the comparison below concludes too.
        let bytes = path.utf8, baseBytes = base.utf8
        if let last = baseBytes.last, last < 0x80, bytes.count > baseBytes.count, bytes.starts(with: baseBytes) {
            let slash = bytes.index(bytes.startIndex, offsetBy: baseBytes.count)
            if bytes[slash] == UInt8(ascii: "/") { return String(path[bytes.index(after: slash)...]) }
        }
        // `hasPrefix(base + "/")` without building the prefix: the base, then a slash.
        guard path.hasPrefix(base) else { return nil }
        let rest = path.dropFirst(base.count)
        guard rest.first == "/" else { return nil }
        return String(rest.dropFirst())
    }
}
