import Platform
import ProjectIndex

/// Something worth telling the user that does not stop the run: an unreadable folder, a
/// skipped file. Kept in results so that nothing is dropped silently.
public struct Notice: Sendable, Equatable {
    public let path: String
    public let message: String
    /// A folder that could not be read (permissions, a path over the system's length limit):
    /// what it holds went unchecked, an error under `--strict`.
    public var isUnreadFolder = false

    public init(path: String, message: String, isUnreadFolder: Bool = false) {
        self.path = path
        self.message = message
        self.isUnreadFolder = isUnreadFolder
    }

    public var text: String { "\(path): \(message)" }
}

/// A file to read: its path as shown to the user, and the raw bytes of that path.
public struct SourcePath: Sendable, Equatable {
    /// The path for display; a byte of invalid UTF-8 in a file name is kept as U+EF00 + byte
    /// (`PathBytes`), so no two names are shown alike and the bytes come back from it. The file's model
    /// takes it as its path, sharing its storage: a path is held once however many files there are.
    public let string: String
    /// The path's bytes when they are not valid UTF-8, so `string.utf8` does not name the file.
    private let undecodable: [UInt8]?

    /// Path bytes as given or as joined from a folder walk; not NUL-terminated.
    public var bytes: [UInt8] { undecodable ?? Array(string.utf8) }

    public init(bytes: [UInt8]) {
        var decoded = PathBytes.string(bytes)
        // Decoding replaced nothing when the bytes come back the same.
        let valid = decoded.withUTF8 { utf8 in
            bytes.withUnsafeBufferPointer { utf8.count == $0.count && (utf8.isEmpty || Bytes.compare(utf8.baseAddress!, $0.baseAddress!, count: utf8.count) == 0) }
        }
        string = decoded
        undecodable = valid ? nil : bytes
    }

    public init(_ string: String) {
        self.string = string
        undecodable = nil
    }

    var cString: [UInt8] {
        var bytes = bytes
        bytes.append(0)
        return bytes
    }
}

/// Which files a walk takes.
public struct DiscoveryOptions: Sendable {
    /// Folders not entered during a walk (a folder named explicitly is always walked).
    public var skippedDirectoryNames: Set<String> = [".build", ".git", "Pods", "Carthage", "DerivedData", ".swiftpm"]
    /// Prefixes of folder names not entered during a walk: SwiftPM scratch folders.
    public var skippedDirectoryPrefixes: [String] = [".build-", ".build_"]
    /// Take a file named explicitly whatever its extension (`archlint tokens notes.txt`);
    /// otherwise such a file is skipped with a notice.
    public var acceptsAnyExplicitFile = false
    /// Each path's project, which symbolic links may not leave (`ProjectBoundary`); nil: links
    /// are followed wherever they lead.
    public var boundary: (@Sendable (String) -> ProjectBoundary?)? = nil

    public init() {}

    /// A folder name the walk does not enter.
    func skips(_ name: UnsafeBufferPointer<UInt8>) -> Bool {
        let text = String(decoding: name, as: UTF8.self)
        if skippedDirectoryNames.contains(text) { return true }
        return skippedDirectoryPrefixes.contains { text.hasPrefix($0) }
    }
}

public struct DiscoveryResult: Sendable {
    /// Unique files (by device and inode), sorted by path bytes.
    public var files: [SourcePath] = []
    /// Each file's size in bytes when it was found, in the order of `files`: work is handed
    /// out largest first with it, so one big file does not finish last alone.
    public var sizes: [Int] = []
    /// Paths given that do not exist.
    public var missingPaths: [String] = []
    public var notices: [Notice] = []
    /// The files' absolute paths, once `withAbsolutePaths` worked them out: a caller that lints
    /// the same files again and again (an editor) spares each run finding them again.
    public private(set) var absolutePaths: Set<String>?

    /// The same result, knowing its files' absolute paths.
    public func withAbsolutePaths() -> DiscoveryResult {
        var result = self
        result.absolutePaths = Set(files.map { ModuleResolver.absolute($0.string) })
        return result
    }

    /// Adds the unsaved texts whose files are not on disk (yet) but would be found under
    /// `paths`: Swift files in a linted folder (outside the folders a walk skips), or named.
    mutating func addUnsaved(_ overlay: [String: [UInt8]], under paths: [String], options: DiscoveryOptions) {
        // A named file that exists only as unsaved text is not missing.
        missingPaths.removeAll { $0.hasSuffix(".swift") && overlay[ModuleResolver.absolute($0)] != nil }
        let found = absolutePaths ?? Set(files.map { ModuleResolver.absolute($0.string) })
        let roots = paths.map { ModuleResolver.absolute($0) }
        var added = false
        for (path, text) in overlay where path.hasSuffix(".swift") && !found.contains(path) {
            guard let root = roots.first(where: { path == $0 || path.hasPrefix($0 == "/" ? "/" : $0 + "/") }) else { continue }
            let folders = path.dropFirst(root.count).split(separator: "/").dropLast()
            if folders.contains(where: { folder in Array(folder.utf8).withUnsafeBufferPointer { options.skips($0) } }) { continue }
            files.append(SourcePath(bytes: Array(path.utf8)))
            sizes.append(text.count)
            absolutePaths?.insert(path)
            added = true
        }
        guard added else { return }
        let order = files.indices.sorted { files[$0].bytes.lexicographicallyPrecedes(files[$1].bytes) }
        files = order.map { files[$0] }
        sizes = order.map { sizes[$0] }
    }
}

/// Finds the Swift files under the given paths.
///
/// * A folder is walked recursively; files ending in `.swift` are taken (a folder named
///   `x.swift` is walked, not taken), skipping `DiscoveryOptions.skippedDirectoryNames`.
/// * A file named explicitly is taken if it ends in `.swift` (or always, with
///   `acceptsAnyExplicitFile`); otherwise it is skipped with a notice.
/// * Symbolic links are followed; each folder is entered once (by device and inode), so link
///   loops end, and each file is taken once even if reached by several paths. Folders reached
///   through a link are walked after all others, and a path without a link is preferred
///   (then the path that sorts first): a link to `Sources/Lexer` from elsewhere in the tree
///   does not move `Sources/Lexer/*.swift` out of `Sources/` and its configuration.
/// * Paths keep the spelling given: `Sources/` walks to `Sources/A.swift`, `.` to `A.swift`.
public enum FileDiscovery {
    private static let regularFileType = POSIX.DirectoryEntryType.regularFile
    private static let directoryType = POSIX.DirectoryEntryType.directory
    private static let linkType = POSIX.DirectoryEntryType.symbolicLink

    private struct FileID: Hashable {
        let device: UInt64
        let inode: UInt64
        init(_ identity: (device: UInt64, inode: UInt64)) {
            device = identity.device
            inode = identity.inode
        }
    }

    /// What the walk acts on in one folder, in name order: its Swift files, its folders, and the
    /// Swift files that could not be looked up. A folder is read (and each entry looked up)
    /// apart from the walk's bookkeeping, so that folders can be read on several threads.
    private struct FolderScan: Sendable {
        enum Entry: Sendable {
            case file(path: [UInt8], id: FileID, size: Int, isLink: Bool)
            case folder(path: [UInt8], id: FileID, isLink: Bool)
            case unreadable(path: [UInt8], error: Int32)
            /// A Swift name for a FIFO, a socket or a device (itself or through a link): never read.
            case notRegular(path: [UInt8], kind: String)
            /// A link to a folder or a Swift file outside the project: not followed.
            case externalLink(path: [UInt8], target: [UInt8])
        }

        var entries: [Entry] = []
        /// Why the folder could not be opened, nil when it was read.
        var failure: Int32?

        init(_ directory: [UInt8], options: DiscoveryOptions, boundary: ProjectBoundary?) {
            var entries: [Entry] = []
            failure = Self.visitEntries(of: directory) { name, type, descriptor in
                // A regular file that is not Swift needs no stat, a skipped folder neither.
                if type == regularFileType && !hasSwiftExtension(name) { return }
                if type == directoryType && options.skips(name) { return }
                let (info, error) = POSIX.fileStatus(name, in: descriptor)
                guard let info else {
                    if hasSwiftExtension(name) { entries.append(.unreadable(path: join(directory, name), error: error)) }
                    return
                }
                if let boundary, type != directoryType, type != regularFileType,
                   POSIX.isDirectory(info) ? !options.skips(name) : hasSwiftExtension(name),
                   POSIX.isLink(name, type: type, in: descriptor), let target = boundary.externalTarget(join(directory, name)) {
                    entries.append(.externalLink(path: join(directory, name), target: target))
                } else if POSIX.isDirectory(info) {
                    // A link to a folder (or an entry without a type) is a folder only now.
                    if type == directoryType || !options.skips(name) {
                        entries.append(.folder(path: join(directory, name), id: FileID(POSIX.identity(info)), isLink: type == linkType))
                    }
                } else if hasSwiftExtension(name) {
                    if POSIX.isRegularFile(info) {
                        entries.append(.file(path: join(directory, name), id: FileID(POSIX.identity(info)), size: POSIX.size(info), isLink: type == linkType))
                    } else {
                        entries.append(.notRegular(path: join(directory, name), kind: POSIX.kindName(info)))
                    }
                }
            }
            self.entries = entries
        }

        /// Calls `visit` with each entry of a folder, in name-byte order (`POSIX.visitDirectoryEntries`).
        private static func visitEntries(of directory: [UInt8], _ visit: (UnsafeBufferPointer<UInt8>, UInt8, Int32) -> Void) -> Int32? {
            POSIX.visitDirectoryEntries(of: directory, ordered: FileDiscovery.precedes, visit)
        }
    }

    private struct Walk {
        let options: DiscoveryOptions
        let jobs: Int
        var visitedDirectories: Set<FileID> = []
        var files: [(path: [UInt8], id: FileID, size: Int, throughLink: Bool)] = []
        var notices: [Notice] = []
        /// Linked folders met during walks, entered once no real folder is left.
        var linkedDirectories: [(path: [UInt8], id: FileID, boundary: ProjectBoundary?)] = []
        /// The project of the path being walked, which links may not leave.
        var boundary: ProjectBoundary?

        /// Walks the linked folders found so far (each folder once, so not those a real path or
        /// another link already reached), and those found in them.
        mutating func walkLinkedDirectories() {
            while !linkedDirectories.isEmpty {
                let linked = linkedDirectories
                linkedDirectories = []
                for directory in linked where visitedDirectories.insert(directory.id).inserted {
                    boundary = directory.boundary
                    walk(directory: directory.path, throughLink: true)
                }
            }
        }

        /// Depth-first, in name order, each folder once. The folders were read beforehand on
        /// `jobs` threads; the walk only decides, in its own order, what they add.
        mutating func walk(directory root: [UInt8], throughLink: Bool) {
            var scans = Self.readAhead(root, throughLink: throughLink, visited: visitedDirectories, options: options, boundary: boundary, jobs: jobs)
            var stack: [[UInt8]] = [root]
            while let directory = stack.popLast() {
                let scan = scans.removeValue(forKey: directory) ?? FolderScan(directory, options: options, boundary: boundary)
                var subdirectories: [[UInt8]] = []
                for entry in scan.entries {
                    switch entry {
                    case .file(let path, let id, let size, let isLink):
                        files.append((path, id, size, throughLink || isLink))
                    case .folder(let path, let id, let isLink):
                        if isLink && !throughLink {
                            linkedDirectories.append((path, id, boundary))
                        } else if visitedDirectories.insert(id).inserted {
                            subdirectories.append(path)
                        }
                    case .unreadable(let path, let error):
                        notices.append(Notice(path: SourcePath(bytes: path).string, message: "skipped: \(POSIX.errorMessage(error))"))
                    case .notRegular(let path, let kind):
                        notices.append(Notice(path: SourcePath(bytes: path).string, message: "skipped: not a regular file (\(kind))"))
                    case .externalLink(let path, let target):
                        notices.append(Notice(path: SourcePath(bytes: path).string, message: boundary?.skipNote(target: target) ?? ""))
                    }
                }
                if let failure = scan.failure {
                    notices.append(Notice(path: SourcePath(bytes: directory).string, message: "cannot read folder: \(POSIX.errorMessage(failure))",
                                          isUnreadFolder: true))
                }
                stack.append(contentsOf: subdirectories.reversed())
            }
        }

        /// Reads the folders below `root` that the walk enters, a level at a time on `jobs`
        /// threads, each folder (by device and inode) once, following links where the walk
        /// does, and none an earlier walk has `visited`: many links into one shared tree would
        /// otherwise have each walk read the whole tree again. Which path reads a folder
        /// reached by two does not matter: the walk reads what it enters and finds missing here
        /// itself, so its result is the same.
        static func readAhead(_ root: [UInt8], throughLink: Bool, visited: Set<FileID>, options: DiscoveryOptions,
                              boundary: ProjectBoundary?, jobs: Int) -> [[UInt8]: FolderScan] {
            var scans: [[UInt8]: FolderScan] = [:]
            guard jobs > 1 else { return scans }
            var seen = Set<FileID>()
            var level = [root]
            while !level.isEmpty {
                let folders = level
                let read = ParallelWork.map(count: folders.count, jobs: jobs) { FolderScan(folders[$0], options: options, boundary: boundary) }
                level = []
                for (folder, scan) in zip(folders, read) {
                    for case .folder(let path, let id, let isLink) in scan.entries
                        where (throughLink || !isLink) && !visited.contains(id) && seen.insert(id).inserted {
                        level.append(path)
                    }
                    scans[folder] = scan
                }
            }
            return scans
        }
    }

    /// Folders are read on `jobs` threads; the result is the same whatever the number.
    public static func discover(_ paths: [String], options: DiscoveryOptions = DiscoveryOptions(), jobs: Int = 1) -> DiscoveryResult {
        var walk = Walk(options: options, jobs: jobs)
        var missing: [String] = []
        for path in paths {
            let bytes = PathBytes.bytes(path)
            walk.boundary = options.boundary?(path)
            // A path named that is itself a link out of its project is not followed either.
            if let boundary = walk.boundary, POSIX.isLink(bytes), let target = boundary.externalTarget(bytes) {
                walk.notices.append(Notice(path: path, message: boundary.skipNote(target: target)))
                continue
            }
            let (info, error) = POSIX.fileStatus(bytes + [0])
            guard let info else {
                if POSIX.isNoSuchPath(error) || bytes.isEmpty {
                    missing.append(path)
                } else {
                    walk.notices.append(Notice(path: path, message: "skipped: \(POSIX.errorMessage(error))"))
                }
                continue
            }
            if POSIX.isDirectory(info) {
                if walk.visitedDirectories.insert(FileID(POSIX.identity(info))).inserted { walk.walk(directory: bytes, throughLink: false) }
            } else if !POSIX.isRegularFile(info) && !options.acceptsAnyExplicitFile {
                walk.notices.append(Notice(path: path, message: "skipped: not a regular file (\(POSIX.kindName(info)))"))
            } else if options.acceptsAnyExplicitFile || lastComponent(bytes).withUnsafeBufferPointer(hasSwiftExtension) {
                walk.files.append((bytes, FileID(POSIX.identity(info)), POSIX.size(info), false))
            } else {
                walk.notices.append(Notice(path: path, message: "skipped: not a .swift file"))
            }
        }
        walk.walkLinkedDirectories()
        walk.files.sort { first, second in
            first.path.withUnsafeBufferPointer { a in second.path.withUnsafeBufferPointer { b in precedes(a, b) } }
        }
        // Per file, the first path without a link, else the first path.
        var chosen: [FileID: Int] = [:]
        for (index, file) in walk.files.enumerated() {
            if let earlier = chosen[file.id], !walk.files[earlier].throughLink || file.throughLink { continue }
            chosen[file.id] = index
        }
        var result = DiscoveryResult()
        for (index, file) in walk.files.enumerated() where chosen[file.id] == index {
            result.files.append(SourcePath(bytes: file.path))
            result.sizes.append(file.size)
        }
        result.missingPaths = missing
        result.notices = walk.notices
        return result
    }

    static func hasSwiftExtension(_ name: UnsafeBufferPointer<UInt8>) -> Bool {
        let suffix = swiftExtension
        return name.count > suffix.count && name.suffix(suffix.count).elementsEqual(suffix)
    }

    private static let swiftExtension: [UInt8] = Array(".swift".utf8)

    /// Byte order of paths and names (what sorting `[UInt8]`s would give), by `memcmp`.
    static func precedes(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Bool {
        let common = min(a.count, b.count)
        if common > 0 {
            let order = Bytes.compare(a.baseAddress!, b.baseAddress!, count: common)
            if order != 0 { return order < 0 }
        }
        return a.count < b.count
    }

    static func lastComponent(_ path: [UInt8]) -> [UInt8] {
        var end = path.count
        while end > 1 && path[end - 1] == 47 { end -= 1 }
        let start = path[..<end].lastIndex(of: 47).map { $0 + 1 } ?? 0
        return Array(path[start..<end])
    }

    /// `dir/name`; `name` for the current folder `.`; no doubled `/` after `dir/`. One
    /// allocation: it runs once per entry taken.
    static func join(_ directory: [UInt8], _ name: UnsafeBufferPointer<UInt8>) -> [UInt8] {
        if directory.count == 1 && directory[0] == 46 { return Array(name) }
        var path: [UInt8] = []
        path.reserveCapacity(directory.count + 1 + name.count)
        path += directory
        if directory.last != 47 { path.append(47) }
        path += name
        return path
    }
}
