#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Lexical path handling for configuration files: no symbolic link is resolved except where
/// said, so paths shown to the user stay the way they were written.
enum ConfigurationPaths {
    static var currentDirectory: String { FileManager.default.currentDirectoryPath }

    /// `path` made absolute against the current directory and normalized.
    static func absolute(_ path: String) -> String {
        normalize(path.hasPrefix("/") ? path : join(currentDirectory, path))
    }

    /// Removes empty and `.` segments and resolves `..` lexically. Keeps a leading `/`; a
    /// relative path keeps the `..` that cannot be resolved. "" and "." become ".".
    static func normalize(_ path: String) -> String {
        let isAbsolute = path.hasPrefix("/")
        var segments: [Substring] = []
        for segment in path.split(separator: "/", omittingEmptySubsequences: true) {
            if segment == "." { continue }
            if segment == ".." {
                if let last = segments.last, last != ".." {
                    segments.removeLast()
                } else if !isAbsolute {
                    segments.append(segment)
                }
                continue
            }
            segments.append(segment)
        }
        let joined = segments.joined(separator: "/")
        if isAbsolute { return "/" + joined }
        return joined.isEmpty ? "." : joined
    }

    /// `relative` against `directory` (unchanged when absolute), normalized.
    static func join(_ directory: String, _ relative: String) -> String {
        if relative.hasPrefix("/") { return normalize(relative) }
        return normalize(directory + "/" + relative)
    }

    /// The directory containing `path` ("." for a bare file name, "/" for a file at the root).
    static func directory(of path: String) -> String {
        let normalized = normalize(path)
        guard let slash = normalized.lastIndex(of: "/") else { return normalized == ".." ? "../.." : "." }
        if slash == normalized.startIndex { return "/" }
        return String(normalized[..<slash])
    }

    /// `path` relative to `base` when inside it, else `path` itself.
    static func display(_ path: String, relativeTo base: String) -> String {
        let prefix = base == "/" ? "/" : base + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }

    static func isDirectory(_ path: String) -> Bool { existsAsDirectory(path) == true }

    static func isRegularFile(_ path: String) -> Bool { existsAsDirectory(path) == false }

    /// nil when nothing is at `path`, else whether it is a directory.
    private static func existsAsDirectory(_ path: String) -> Bool? {
        #if canImport(FoundationEssentials)
        var isDirectory = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return nil }
        return isDirectory
        #else
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return nil }
        return isDirectory.boolValue
        #endif
    }

    /// The path with symbolic links resolved, to recognise one file reached by two paths.
    static func identity(_ absolutePath: String) -> String {
        URL(fileURLWithPath: absolutePath).resolvingSymlinksInPath().path
    }
}
