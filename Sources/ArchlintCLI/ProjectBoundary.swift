#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import ProjectIndex
import RuleEngine

/// Where the symbolic links met while finding files may lead: inside the project, the folder
/// given as `--config-root`, else the folder of `--config`, else the folder of the nearest
/// `.archlint.json` at or above the linted path, else the linted path itself. A link leading
/// out of it is skipped with a note unless `--follow-external-links`: a repository under review
/// must not make archlint read files elsewhere on the machine (and quote them in its output).
/// Links inside it are followed; the walk enters each folder and takes each file once.
public struct ProjectBoundary: Sendable, Equatable {
    /// The root with every link resolved (`realpath`), without a trailing slash except for `/`.
    public let root: [UInt8]

    public init(resolvedRoot root: [UInt8]) {
        self.root = root
    }

    static let options: [OptionSpec] = [
        .flag("follow-external-links",
              help: "Follow symbolic links that lead outside the project (the configuration's folder, or the linted path)."),
    ]

    /// What a command's options ask for: nil with `--follow-external-links` (every link is
    /// followed), else each linted path's boundary.
    static func perPath(_ arguments: ParsedArguments) -> (@Sendable (String) -> ProjectBoundary?)? {
        if arguments.flag("follow-external-links") { return nil }
        let configurationRoot = arguments.value("config-root")
        let configurationFile = arguments.value("config")
        return { path in
            let root: String
            if let configurationRoot {
                root = configurationRoot
            } else if let configurationFile {
                root = String(ModuleResolver.directory(ofAbsolute: ModuleResolver.absolute(configurationFile)))
            } else {
                let absolute = ModuleResolver.absolute(path)
                let folder = POSIX.isDirectory(absolute) ? absolute : String(ModuleResolver.directory(ofAbsolute: absolute))
                var discovery = ConfigurationLoader.Discovery()
                root = discovery.nearestFile(inDirectory: folder).map { String(ModuleResolver.directory(ofAbsolute: $0)) } ?? folder
            }
            return resolved(PathBytes.bytes(root)).map(ProjectBoundary.init(resolvedRoot:))
        }
    }

    /// Discovery that keeps each linted path's links inside its project, as the options ask.
    static func discoveryOptions(_ arguments: ParsedArguments) -> DiscoveryOptions {
        var options = DiscoveryOptions()
        options.boundary = perPath(arguments)
        return options
    }

    /// Whether the resolved path `path` is the root or below it.
    func contains(_ path: [UInt8]) -> Bool {
        if root == [UInt8(ascii: "/")] { return true }
        return path.starts(with: root) && (path.count == root.count || path[root.count] == UInt8(ascii: "/"))
    }

    /// The resolved target of `path` when `path` resolves outside the root; nil when it stays
    /// inside or cannot be resolved (a dangling link is reported as unreadable where it is met).
    func externalTarget(_ path: [UInt8]) -> [UInt8]? {
        guard let target = Self.resolved(path), !contains(target) else { return nil }
        return target
    }

    /// Whether the folder entry `name` (NUL-terminated just past its end) of the open folder
    /// `descriptor`, of `d_type` `type`, is a symbolic link. A file system that gives no type
    /// (`DT_UNKNOWN`) costs an `lstat`.
    static func isLink(_ name: UnsafeBufferPointer<UInt8>, type: UInt8, in descriptor: Int32) -> Bool {
        if type == UInt8(DT_LNK) { return true }
        guard type == UInt8(DT_UNKNOWN) else { return false }
        var info = stat()
        let result = name.baseAddress!.withMemoryRebound(to: CChar.self, capacity: name.count + 1) {
            fstatat(descriptor, $0, &info, AT_SYMLINK_NOFOLLOW)
        }
        return result == 0 && (info.st_mode & S_IFMT) == S_IFLNK
    }

    /// Whether `path` (not NUL-terminated) is itself a symbolic link.
    static func isLink(_ path: [UInt8]) -> Bool {
        var info = stat()
        let result = (path + [0]).withUnsafeBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) { lstat($0, &info) }
        }
        return result == 0 && (info.st_mode & S_IFMT) == S_IFLNK
    }

    /// `realpath` of a byte path; nil when it cannot be resolved.
    static func resolved(_ path: [UInt8]) -> [UInt8]? {
        let result = (path + [0]).withUnsafeBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) { realpath($0, nil) }
        }
        guard let result else { return nil }
        defer { free(result) }
        return Array(UnsafeBufferPointer(start: UnsafeRawPointer(result).assumingMemoryBound(to: UInt8.self), count: strlen(result)))
    }

    /// The note for a link left alone.
    func skipNote(target: [UInt8]) -> String {
        "skipped: a symbolic link to \(SourcePath(bytes: target).string), outside the project (\(SourcePath(bytes: root).string)); "
            + "--follow-external-links follows it"
    }
}
