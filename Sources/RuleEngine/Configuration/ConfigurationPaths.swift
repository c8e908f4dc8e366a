import Platform
import ProjectIndex

/// Lexical path handling for configuration files: no symbolic link is resolved except where
/// said, so paths shown to the user stay the way they were written.
enum ConfigurationPaths {
    /// Removes empty and `.` segments and resolves `..` lexically; an absolute path is
    /// standardized as every absolute path is (`ModuleResolver.standardize`), a relative one
    /// keeps the `..` that cannot be resolved. "" and "." become ".".
    static func normalize(_ path: String) -> String {
        if path.hasPrefix("/") { return ModuleResolver.standardize(path) }
        var segments: [Substring] = []
        for segment in path.split(separator: "/", omittingEmptySubsequences: true) {
            if segment == "." { continue }
            if segment == "..", let last = segments.last, last != ".." {
                segments.removeLast()
                continue
            }
            segments.append(segment)
        }
        let joined = segments.joined(separator: "/")
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
        guard let relative = ModuleResolver.relative(path, to: base), !relative.isEmpty else { return path }
        return relative
    }

    static func isDirectory(_ path: String) -> Bool { existsAsDirectory(path) == true }

    static func isRegularFile(_ path: String) -> Bool { existsAsDirectory(path) == false }

    /// nil when nothing is at `path`, else whether it is a directory.
    private static func existsAsDirectory(_ path: String) -> Bool? {
        POSIX.fileStatus(path).map(POSIX.isDirectory)
    }

    /// The path with symbolic links resolved, to recognise one file reached by two paths.
    static func identity(_ absolutePath: String) -> String {
        POSIX.resolvedPath(absolutePath) ?? absolutePath
    }
}
