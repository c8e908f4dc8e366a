import Platform
import SwiftLexer

/// Decides which module each file belongs to, in this order (docs/modules.md):
/// 1. the configuration's `modules`;
/// 2. the nearest build description that claims the file, looked for in the file's folder and
///    each folder above it up to the project root (up to `/` for a file outside the root when no
///    configuration file pins the project): a `Package.swift` (its targets' `path:` read
///    from the manifest's tokens, never executed, then `Sources/<Target>/`), a Tuist
///    `Project.swift` (tokens), an XcodeGen `project.yml`, an `.xcodeproj` (skipped where a
///    `Project.swift` or `project.yml` with targets sits beside it: it is generated from it), `.podspec`s and a `Podfile`'s local pods, and the projects and local
///    packages an `.xcworkspace` refers to;
/// 3. the folder guess: each top-level folder of the project is a module.
/// A target name that two build descriptions define is qualified by the folder of each
/// (`Solutions/One/App`), so equal type names in different apps do not merge.
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

    /// Where a module's files were assigned from, for `dump --modules`.
    public struct ModuleSource: Sendable, Equatable {
        public enum Kind: String, Sendable {
            case configuration, swiftPackage = "Package.swift", xcodeProject = "Xcode project", xcodeGen = "XcodeGen", cocoaPods = "podspec", tuist = "Tuist"
            case folderGuess = "folder guess"
        }
        public var kind: Kind
        /// The describing file, absolute (nil for the folder guess).
        public var file: String?
        /// Modules (and packages or products outside the project) it declares it depends on.
        public var dependencies: [String]
        /// What the reader says beside it (a generated project it preferred the description to).
        public var remark: String?
    }

    /// Absolute, standardized project root.
    public let root: String
    /// Every override's globs, in order, grouped by override; and the module each names.
    private let overrideGlobs: GlobSet
    private let overrideModules: [String]
    /// Whether `Package.swift` may be looked for above `root` (no configuration pins the project).
    private let searchAboveRoot: Bool
    /// Per package root, its manifest's targets with a `path:`: path → target (the first one
    /// declared with that path).
    private var targetsOfPackage: [String: [String: String]] = [:]
    /// Module of the files of a directory whose build descriptions are all packages and that no
    /// override claims: then the module depends on the directory alone.
    private var moduleOfDirectory: [String: String] = [:]

    /// A build description a folder holds, nearest first.
    private enum Describer: Equatable {
        case package(root: String)
        case description(Int)
    }
    private var describersOfDirectory: [String: [Describer]] = [:]
    /// Build descriptions read so far (Xcode projects, XcodeGen), and by describing file.
    public private(set) var descriptions: [BuildDescription] = []
    private var indexOfDescription: [String: Int] = [:]
    /// Target name → the descriptions defining it, for qualifying names two of them define.
    private var definersOfTarget: [String: Set<Int>] = [:]
    /// Per description, a remark for dump (`preferred over the generated App.xcodeproj`).
    private var remarkOfDescription: [Int: String] = [:]
    /// Module name of a description's target (`description << 32 | target`), until another description is read.
    private var nameOfTarget: [Int: String] = [:]
    /// Notes on build descriptions that could not be read, each once, in order.
    public private(set) var notes: [String] = []
    /// Module name → where its files were assigned from, for every module answered so far.
    public private(set) var sources: [String: ModuleSource] = [:]

    /// The dependencies the build descriptions declare, per module answered so far that has any
    /// (`ProjectIndex.declaredDependencies`).
    public var declaredDependencies: [String: [String]] {
        sources.compactMapValues { $0.dependencies.isEmpty ? nil : $0.dependencies }
    }

    /// Gives the index the declared dependencies, the files that declare them and the modules
    /// a description gives.
    public func recordDeclaredDependencies(in index: inout ProjectIndex) {
        index.declaredDependencies = declaredDependencies
        index.declaredDependencySources = sources.compactMapValues { $0.dependencies.isEmpty ? nil : $0.file }
        index.describedModules = Set(sources.compactMap { $0.value.kind == .folderGuess ? nil : $0.key })
    }

    public init(root: String, overrides: [Override] = [], searchAboveRoot: Bool = false) {
        self.root = ModuleResolver.absolute(root)
        overrideGlobs = GlobSet(groups: overrides.map(\.paths))
        overrideModules = overrides.map(\.name)
        self.searchAboveRoot = searchAboveRoot
    }

    /// What a file was assigned to: a module by name, or a target of a build description.
    private enum Claim {
        case module(String)
        case target(description: Int, target: Int)
    }

    /// The module of a file (path absolute or relative to the current directory). A target name
    /// is qualified when a build description read so far defines it too: `modules(ofFiles:)`
    /// reads every description first, so its names do not depend on the order of the files.
    public func module(ofFile path: String) -> String {
        name(of: claim(ofFile: path))
    }

    /// The modules of `paths`, every build description they lie under read before any name is given.
    public func modules(ofFiles paths: [String]) -> [String] {
        let claims = paths.map(claim(ofFile:))
        return claims.map(name(of:))
    }

    private func claim(ofFile path: String) -> Claim {
        let absolutePath = ModuleResolver.absolute(path)
        if !overrideGlobs.isEmpty, let relativeToRoot = ModuleResolver.relative(absolutePath, to: root),
           let override = overrideGlobs.firstMatch(pathOrAncestor: relativeToRoot) {
            let module = overrideModules[override]
            if sources[module] == nil { sources[module] = ModuleSource(kind: .configuration, file: nil, dependencies: []) }
            return .module(module)
        }
        let directory = String(ModuleResolver.directory(ofAbsolute: absolutePath))
        if let cached = moduleOfDirectory[directory] { return .module(cached) }
        let describers = self.describers(of: directory)
        var onlyPackages = true
        for describer in describers {
            switch describer {
            case .package(let packageRoot):
                if let inPackage = ModuleResolver.relative(absolutePath, to: packageRoot),
                   let module = targetModule(inPackage, packageRoot: packageRoot) {
                    if onlyPackages { moduleOfDirectory[directory] = module }
                    if sources[module] == nil {
                        sources[module] = ModuleSource(kind: .swiftPackage, file: packageRoot + "/Package.swift", dependencies: [])
                    }
                    return .module(module)
                }
            case .description(let index):
                onlyPackages = false
                if let target = descriptions[index].target(ofFile: absolutePath) { return .target(description: index, target: target) }
            }
        }
        let module = folderModule(ModuleResolver.relative(absolutePath, to: root) ?? absolutePath)
        if onlyPackages { moduleOfDirectory[directory] = module }
        if sources[module] == nil { sources[module] = ModuleSource(kind: .folderGuess, file: nil, dependencies: []) }
        return .module(module)
    }

    private func name(of claim: Claim) -> String {
        switch claim {
        case .module(let module): return module
        case .target(let index, let target): return moduleName(description: index, target: target)
        }
    }

    /// The module of a description's target: its name, qualified by the description's folder
    /// relative to the root when another description defines the same name (by the folder and
    /// the project's name when both are in one folder).
    private func moduleName(description index: Int, target: Int) -> String {
        let description = descriptions[index]
        let module = qualifiedName(description: index, target: target)
        if sources[module] == nil {
            // Targets by name, for the dependencies (a target named twice: the first).
            var targetNamed: [String: Int] = [:]
            for (other, entry) in description.targets.enumerated() where targetNamed[entry.name] == nil { targetNamed[entry.name] = other }
            let dependencies = description.targets[target].dependencies.map { dependency in
                targetNamed[dependency].map { qualifiedName(description: index, target: $0) } ?? dependency
            }
            let kinds: [BuildDescription.Kind: ModuleSource.Kind] = [.xcodeGen: .xcodeGen, .cocoaPods: .cocoaPods, .tuist: .tuist]
            sources[module] = ModuleSource(kind: kinds[description.kind] ?? .xcodeProject, file: description.file,
                                           dependencies: dependencies, remark: remarkOfDescription[index])
        }
        return module
    }

    private func qualifiedName(description index: Int, target: Int) -> String {
        let key = index << 32 | target
        if let known = nameOfTarget[key] { return known }
        let name = qualifying(description: index, target: target)
        nameOfTarget[key] = name
        return name
    }

    private func qualifying(description index: Int, target: Int) -> String {
        let description = descriptions[index]
        let targetName = description.targets[target].name
        let definers = definersOfTarget[targetName] ?? []
        guard definers.count > 1 else { return targetName }
        let qualifier = self.qualifier(of: index)
        let shared = definers.contains { $0 != index && self.qualifier(of: $0) == qualifier }
        return [qualifier, shared ? description.name : "", targetName].filter { !$0.isEmpty }.joined(separator: "/")
    }

    /// The folder a description describes, relative to the root ("" at the root; the whole
    /// path outside it, so that two projects outside the root never share a qualifier).
    private func qualifier(of index: Int) -> String {
        var folder = String(ModuleResolver.directory(ofAbsolute: descriptions[index].file))
        if descriptions[index].kind == .xcodeProject { folder = String(ModuleResolver.directory(ofAbsolute: folder)) }
        return ModuleResolver.relative(folder, to: root) ?? folder
    }

    /// The build descriptions that may claim the files of `directory`, nearest first: those in
    /// it, then those of the folder above, up to the root; with `searchAboveRoot` (no
    /// configuration file pins the project), and for a folder outside the root (a `--config`
    /// kept elsewhere pins no project there), up to `/`.
    private func describers(of directory: String) -> [Describer] {
        if let cached = describersOfDirectory[directory] { return cached }
        let insideRoot = directory == root || directory.hasPrefix(root == "/" ? "/" : root + "/")
        var result = describersIn(directory)
        if directory != "/" && (searchAboveRoot || !insideRoot || directory != root) {
            for describer in describers(of: String(ModuleResolver.directory(ofAbsolute: directory))) where !result.contains(describer) {
                result.append(describer)
            }
        }
        describersOfDirectory[directory] = result
        return result
    }

    /// Whether a folder entry may be a build description (or hold one): the names and endings
    /// `describersIn` looks for, checked on the bytes.
    static func namesBuildDescription(_ name: UnsafeRawBufferPointer) -> Bool {
        for exact in exactDescriptionNames where name.elementsEqual(exact) { return true }
        for ending in descriptionEndings where name.count > ending.count && name.suffix(ending.count).elementsEqual(ending) {
            return true
        }
        return false
    }

    private static let exactDescriptionNames = ["Package.swift", "Project.swift", "project.yml", "Podfile"].map { Array($0.utf8) }
    private static let descriptionEndings = [".xcodeproj", ".xcworkspace", ".podspec"].map { Array($0.utf8) }

    /// The build descriptions one folder holds: `Package.swift`, `project.yml`, `*.xcodeproj`
    /// (unless a `project.yml` is beside it) and what each `*.xcworkspace` refers to.
    private func describersIn(_ directory: String) -> [Describer] {
        let entries = POSIX.directoryEntries(directory, keeping: ModuleResolver.namesBuildDescription)
        if entries.isEmpty { return [] }
        var result: [Describer] = []
        let prefix = directory == "/" ? "/" : directory + "/"
        if entries.contains("Package.swift") { result.append(.package(root: directory)) }
        var xcodeGen: Int?
        // Tuist's manifest describes the project it generates, as XcodeGen's spec does.
        if entries.contains("Project.swift"), let index = load(prefix + "Project.swift", kind: .tuist),
           !descriptions[index].targets.isEmpty {
            xcodeGen = index
            result.append(.description(index))
        }
        if entries.contains("project.yml"), POSIX.isRegularFile(prefix + "project.yml") {
            // One that defines no target (its includes missing, say) leaves the projects beside it in charge.
            if let index = load(prefix + "project.yml", kind: .xcodeGen), !descriptions[index].targets.isEmpty {
                xcodeGen = index
                result.append(.description(index))
            }
        }
        for entry in entries where entry.hasSuffix(".xcodeproj") {
            let file = prefix + entry + "/project.pbxproj"
            guard POSIX.isRegularFile(file) else { continue }
            if let xcodeGen {
                let remark = "preferred over \(entry) beside it (generated from it)"
                remarkOfDescription[xcodeGen] = remarkOfDescription[xcodeGen].map { $0 + "; " + remark } ?? remark
                continue
            }
            if let index = load(file, kind: .xcodeProject) { result.append(.description(index)) }
        }
        // Development pods: a podspec here, and the local pods of a Podfile here.
        var podspecs = entries.filter { $0.hasSuffix(".podspec") }.map { prefix + $0 }
        if entries.contains("Podfile"), let bytes = try? POSIX.readFile(prefix + "Podfile").get() {
            podspecs += CocoaPods.localPodspecs(podfile: bytes, directory: directory)
        }
        for podspec in podspecs where POSIX.isRegularFile(podspec) {
            if let index = load(podspec, kind: .cocoaPods), !result.contains(.description(index)) { result.append(.description(index)) }
        }
        for entry in entries where entry.hasSuffix(".xcworkspace") {
            let file = prefix + entry + "/contents.xcworkspacedata"
            guard let bytes = try? POSIX.readFile(file).get() else { continue }
            for reference in XcodeWorkspace.references(bytes, workspace: prefix + entry) {
                if reference.hasSuffix(".xcodeproj") {
                    let project = reference + "/project.pbxproj"
                    if xcodeGen == nil || ModuleResolver.directory(ofAbsolute: reference) != Substring(directory),
                       POSIX.isRegularFile(project), let index = load(project, kind: .xcodeProject),
                       !result.contains(.description(index)) {
                        result.append(.description(index))
                    }
                } else if POSIX.isRegularFile(reference + "/Package.swift"), !result.contains(.package(root: reference)) {
                    result.append(.package(root: reference))
                }
            }
        }
        return result
    }

    /// Reads a build description once; nil when it defines no target.
    private func load(_ file: String, kind: BuildDescription.Kind) -> Int? {
        if let known = indexOfDescription[file] { return known }
        let description: BuildDescription
        switch kind {
        case .xcodeProject: description = XcodeProject.read(projectFile: file)
        case .xcodeGen: description = XcodeGenProject.read(file: file)
        case .cocoaPods: description = CocoaPods.readPodspec(file: file)
        case .tuist: description = TuistProject.read(file: file)
        case .swiftPackage: return nil
        }
        notes += description.notes
        let index = descriptions.count
        descriptions.append(description)
        indexOfDescription[file] = index
        for target in description.targets { definersOfTarget[target.name, default: []].insert(index) }
        if !description.targets.isEmpty { nameOfTarget = [:] }
        return index
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
