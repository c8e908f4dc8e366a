import Platform
/// What a build description (an Xcode project, an XcodeGen `project.yml`, …) says about modules:
/// its targets in order, the files each compiles, the folders whose files it compiles (Xcode 16
/// synchronized folders, XcodeGen sources), and each target's declared dependencies.
public struct BuildDescription: Sendable {
    public enum Kind: String, Sendable {
        case xcodeProject = "Xcode project"
        case xcodeGen = "XcodeGen"
        case swiftPackage = "Package.swift"
        case cocoaPods = "podspec"
        case tuist = "Tuist"
    }

    public struct Target: Sendable, Equatable {
        public var name: String
        /// Names of the targets, packages and products it depends on, as the description names them.
        public var dependencies: [String]
        public init(name: String, dependencies: [String] = []) {
            self.name = name
            self.dependencies = dependencies
        }
    }

    /// A folder whose files (at any depth) a target compiles, but for its exclusions.
    public struct Folder: Sendable {
        /// Absolute, standardized.
        public var path: String
        public var target: Int
        /// Paths relative to `path` the target leaves out (a file or a folder and what is below it).
        public var excludedPaths: Set<String> = []
        /// Globs on paths relative to `path` the target leaves out.
        public var excludedGlobs: [Glob] = []
        /// When not empty, only the paths these globs match (XcodeGen's `includes:`).
        public var includedGlobs: [Glob] = []
        /// Paths relative to `path` the target compiles although it does not compile the folder
        /// (Xcode's membership exceptions for a target other than the folder's own).
        public var onlyPaths: Set<String>? = nil
    }

    public var kind: Kind
    /// The describing file, absolute: `…/App.xcodeproj/project.pbxproj`, `…/project.yml`.
    public var file: String
    /// The project's name: `App` for `App.xcodeproj` or XcodeGen's `name:`.
    public var name: String
    public var targets: [Target] = []
    /// Absolute path of a file → the first target (lowest index) that compiles it.
    public var targetOfFile: [String: Int] = [:]
    /// Absolute folder path → its entries (synchronized folders, XcodeGen source folders).
    public var folders: [String: [Folder]] = [:]
    /// Absolute paths of other descriptions it refers to (a workspace's projects, local packages).
    public var references: [String] = []
    /// What could not be read, with the file and position, for a note.
    public var notes: [String] = []

    public init(kind: Kind, file: String, name: String) {
        self.kind = kind
        self.file = file
        self.name = name
    }

    mutating func claim(file path: String, target: Int) {
        if let existing = targetOfFile[path], existing <= target { return }
        targetOfFile[path] = target
    }

    mutating func add(_ folder: Folder) {
        folders[folder.path, default: []].append(folder)
    }

    /// The first target that compiles the absolute, standardized `path`; nil when none does.
    public func target(ofFile path: String) -> Int? {
        var best = targetOfFile[path]
        if folders.isEmpty { return best }
        var directory = path
        while directory != "/" {
            let parent = String(ModuleResolver.directory(ofAbsolute: directory))
            if let entries = folders[parent], let relative = ModuleResolver.relative(path, to: parent) {
                for entry in entries where best.map({ entry.target < $0 }) ?? true {
                    if entry.compiles(relative) { best = entry.target }
                }
            }
            directory = parent
        }
        return best
    }
}

extension BuildDescription.Folder {
    /// Whether the target compiles the file at `relative` (to the folder).
    func compiles(_ relative: String) -> Bool {
        if let only = onlyPaths { return BuildDescription.Folder.matches(only, relative) }
        if !excludedPaths.isEmpty, BuildDescription.Folder.matches(excludedPaths, relative) { return false }
        if !excludedGlobs.isEmpty, Glob.anyMatches(excludedGlobs, pathOrAncestor: relative) { return false }
        if !includedGlobs.isEmpty, !includedGlobs.contains(where: { $0.matches(relative) }) { return false }
        return true
    }

    /// Whether `relative` or one of its folders is in `paths`.
    static func matches(_ paths: Set<String>, _ relative: String) -> Bool {
        var candidate = Substring(relative)
        while true {
            if paths.contains(String(candidate)) { return true }
            guard let slash = candidate.lastIndex(of: "/") else { return false }
            candidate = candidate[..<slash]
        }
    }
}
