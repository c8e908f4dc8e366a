#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

extension POSIX {
    /// Whether the descriptor is a terminal (for colour).
    public static func isTerminal(_ descriptor: Int32) -> Bool { isatty(descriptor) != 0 }

    /// The value of an environment variable, nil when it is unset.
    public static func environment(_ name: String) -> String? { getenv(name).map { String(cString: $0) } }

    /// Ends the process with `code`.
    public static func exitProcess(_ code: Int32) -> Never { exit(code) }

    /// Whether anything is at `path`, a dangling symbolic link included (`lstat`).
    public static func entryExists(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0
    }

    /// A file's device and inode, which tell whether two paths name the same file, and its size;
    /// nil unless `path` (NUL-terminated) is a regular file.
    public static func regularFileIdentity(_ path: [UInt8]) -> (device: UInt64, inode: UInt64, size: Int)? {
        guard let info = fileStatus(path).info, isRegularFile(info) else { return nil }
        return (UInt64(truncatingIfNeeded: info.st_dev), UInt64(truncatingIfNeeded: info.st_ino), Int(info.st_size))
    }

    /// Whether the folder entry `name` (NUL-terminated just past its end) of the open folder
    /// `descriptor`, of `d_type` `type`, is a symbolic link. A file system that gives no type
    /// (`DT_UNKNOWN`) costs an `lstat`.
    public static func isLink(_ name: UnsafeBufferPointer<UInt8>, type: UInt8, in descriptor: Int32) -> Bool {
        if type == UInt8(DT_LNK) { return true }
        guard type == UInt8(DT_UNKNOWN) else { return false }
        var info = stat()
        let result = name.baseAddress!.withMemoryRebound(to: CChar.self, capacity: name.count + 1) {
            fstatat(descriptor, $0, &info, AT_SYMLINK_NOFOLLOW)
        }
        return result == 0 && (info.st_mode & S_IFMT) == S_IFLNK
    }

    /// Whether `path` (not NUL-terminated) is itself a symbolic link.
    public static func isLink(_ path: [UInt8]) -> Bool {
        var info = stat()
        let result = (path + [0]).withUnsafeBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) { lstat($0, &info) }
        }
        return result == 0 && (info.st_mode & S_IFMT) == S_IFLNK
    }

    /// `realpath` of a byte path (not NUL-terminated); nil when it cannot be resolved.
    public static func resolvedPath(_ path: [UInt8]) -> [UInt8]? {
        let result = (path + [0]).withUnsafeBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) { realpath($0, nil) }
        }
        guard let result else { return nil }
        defer { free(result) }
        return Array(UnsafeBufferPointer(start: UnsafeRawPointer(result).assumingMemoryBound(to: UInt8.self), count: strlen(result)))
    }

    /// The process's arguments as their bytes (the program's name first): `CommandLine.arguments`
    /// would replace bytes that are not UTF-8 with U+FFFD.
    public static func commandLineArguments() -> [[UInt8]] {
        (0..<Int(CommandLine.argc)).map { index in
            CommandLine.unsafeArgv[index].map { Array(UnsafeBufferPointer(start: UnsafeRawPointer($0).assumingMemoryBound(to: UInt8.self),
                                                                          count: strlen($0))) } ?? []
        }
    }
}
