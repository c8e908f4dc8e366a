import Platform
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

    /// Each linted path's boundary: `--config-root` (`configurationRoot`), else the folder of
    /// `--config` (`configurationFile`), else the folder of the nearest `.archlint.json` at or
    /// above the path, else the path itself.
    public static func perPath(configurationRoot: String?, configurationFile: String?) -> @Sendable (String) -> ProjectBoundary? {
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
            return POSIX.resolvedPath(PathBytes.bytes(root)).map(ProjectBoundary.init(resolvedRoot:))
        }
    }

    /// Whether the resolved path `path` is the root or below it.
    func contains(_ path: [UInt8]) -> Bool {
        if root == [UInt8(ascii: "/")] { return true }
        return path.starts(with: root) && (path.count == root.count || path[root.count] == UInt8(ascii: "/"))
    }

    /// The resolved target of `path` when `path` resolves outside the root; nil when it stays
    /// inside or cannot be resolved (a dangling link is reported as unreadable where it is met).
    func externalTarget(_ path: [UInt8]) -> [UInt8]? {
        guard let target = POSIX.resolvedPath(path), !contains(target) else { return nil }
        return target
    }

    /// The note for a link left alone.
    func skipNote(target: [UInt8]) -> String {
        "skipped: a symbolic link to \(SourcePath(bytes: target).string), outside the project (\(SourcePath(bytes: root).string)); "
            + "--follow-external-links follows it"
    }
}
