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
}
