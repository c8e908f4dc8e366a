#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Thin helpers over the C library for the engine and the command line: files, folders, the
/// current directory, processors and clocks. Foundation's `FileManager` is not used: reading an
/// item's attributes looks up its owner's user and group names (the system's account database,
/// which a static executable cannot load), and none of it is needed to read source text.
public enum POSIX {
    public static func errorMessage(_ code: Int32) -> String {
        guard let message = strerror(code) else { return "error \(code)" }
        return String(cString: message)
    }

    /// `stat` (following symbolic links) of a NUL-terminated byte path.
    public static func fileStatus(_ path: [UInt8]) -> (info: stat?, error: Int32) {
        var info = stat()
        let result = path.withUnsafeBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) { systemStat($0, &info) }
        }
        return result == 0 ? (info, 0) : (nil, errno)
    }

    /// `fstatat` of `name` (NUL-terminated in memory just past its end) in the open folder
    /// `directory`, following links as `stat` does.
    public static func fileStatus(_ name: UnsafeBufferPointer<UInt8>, in directory: Int32) -> (info: stat?, error: Int32) {
        var info = stat()
        let result = name.baseAddress!.withMemoryRebound(to: CChar.self, capacity: name.count + 1) { fstatat(directory, $0, &info, 0) }
        return result == 0 ? (info, 0) : (nil, errno)
    }

    public static func isDirectory(_ info: stat) -> Bool { (info.st_mode & S_IFMT) == S_IFDIR }
    public static func isRegularFile(_ info: stat) -> Bool { (info.st_mode & S_IFMT) == S_IFREG }

    /// `stat` of a path given as a `String`; nil when nothing is there (or it cannot be reached).
    public static func fileStatus(_ path: String) -> stat? {
        fileStatus(PathBytes.cString(path)).info
    }

    /// Whether `path` is a folder (following links).
    public static func isDirectory(_ path: String) -> Bool { fileStatus(path).map(isDirectory) ?? false }

    /// Whether `path` is a regular file (following links).
    public static func isRegularFile(_ path: String) -> Bool { fileStatus(path).map(isRegularFile) ?? false }

    /// The process's current directory; "." in the unlikely case that it cannot be named.
    public static var currentDirectory: String {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        guard getcwd(&buffer, buffer.count) != nil else { return "." }
        return PathBytes.string(buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) })
    }

    /// The absolute path with every symbolic link resolved (`realpath`); nil when it cannot be
    /// resolved (nothing there, a loop, no permission).
    public static func resolvedPath(_ path: String) -> String? {
        let resolved = PathBytes.cString(path).withUnsafeBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) { realpath($0, nil) }
        }
        guard let resolved else { return nil }
        defer { free(resolved) }
        return PathBytes.string(UnsafeBufferPointer(start: UnsafeRawPointer(resolved).assumingMemoryBound(to: UInt8.self), count: strlen(resolved)))
    }

    /// The processors this process may use: those online, on Linux only those it may run on
    /// (its affinity mask, which `taskset` and container CPU sets restrict) and fewer when a
    /// control group's CPU quota allows fewer (rounded up); at least one.
    public static var activeProcessorCount: Int {
        var count = max(1, sysconf(Int32(_SC_NPROCESSORS_ONLN)))
        #if os(Linux)
        if let allowed = allowedProcessorCount() { count = allowed }
        if let quota = cgroupProcessorQuota() { count = min(count, quota) }
        #endif
        return count
    }

    #if os(Linux)
    private static func allowedProcessorCount() -> Int? {
        (try? readFile("/proc/self/status").get()).flatMap(allowedProcessors(inStatus:))
    }

    private static func cgroupProcessorQuota() -> Int? {
        func text(_ path: String) -> String? { (try? readFile(path).get()).map { String(decoding: $0, as: UTF8.self) } }
        if let cpuMax = text("/sys/fs/cgroup/cpu.max") { return processorQuota(cpuMax: cpuMax) }
        if let quota = text("/sys/fs/cgroup/cpu/cpu.cfs_quota_us"), let period = text("/sys/fs/cgroup/cpu/cpu.cfs_period_us") {
            return processorQuota(cpuMax: quota + " " + period)
        }
        return nil
    }
    #endif

    /// The bits set in the `Cpus_allowed` line of a `/proc/self/status` (hex digits in
    /// comma-separated groups): what `sched_getaffinity` reports, which Swift's C library module
    /// does not declare. nil without the line or with no bit set.
    static func allowedProcessors(inStatus status: [UInt8]) -> Int? {
        let key = Array("Cpus_allowed:".utf8)
        var lineStart = 0
        while lineStart < status.count {
            let lineEnd = status[lineStart...].firstIndex(of: UInt8(ascii: "\n")) ?? status.count
            if status[lineStart..<lineEnd].starts(with: key) {
                let count = status[(lineStart + key.count)..<lineEnd].reduce(0) { total, byte in
                    total + (hexDigitValue(byte)?.nonzeroBitCount ?? 0)
                }
                return count > 0 ? count : nil
            }
            lineStart = lineEnd + 1
        }
        return nil
    }

    private static func hexDigitValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
        default: return nil
        }
    }

    /// Whole processors, rounded up, of a control group's CPU quota written "QUOTA PERIOD" in
    /// microseconds: cgroup v2's `cpu.max` ("max PERIOD" without a quota), or v1's
    /// `cpu.cfs_quota_us` (-1 without one) and `cpu.cfs_period_us` joined. nil without a quota.
    static func processorQuota(cpuMax: String) -> Int? {
        let fields = cpuMax.split(whereSeparator: { $0 == " " || $0 == "\n" })
        guard fields.count == 2, let quota = Int(fields[0]), let period = Int(fields[1]), quota > 0, period > 0 else { return nil }
        return max(1, (quota + period - 1) / period)
    }

    /// Why a whole file could not be read.
    public enum ReadError: Error, Equatable, Sendable {
        case system(Int32)
        case isDirectory
        /// 2 GiB or more, or more than the limit asked for (`limit`), found while reading.
        case tooLarge(limit: Int)
        /// A FIFO, a socket, a device: not read, since reading could block or never end.
        case notRegularFile(kind: String)

        public var message: String {
            switch self {
            case .system(let code): return POSIX.errorMessage(code)
            case .isDirectory: return POSIX.errorMessage(EISDIR)
            case .tooLarge(let limit):
                return limit == POSIX.readLimit ? "file too large (2 GiB or more)" : "file too large (more than \(limit) bytes)"
            case .notRegularFile(let kind): return "not a regular file (\(kind))"
            }
        }
    }

    /// The most bytes `readFile` reads: just under 2 GiB.
    public static let readLimit = Int(Int32.max) - 1

    /// Whether a lookup's error says nothing is there (`ENOENT`, or a file where a folder was named: `ENOTDIR`).
    public static func isNoSuchPath(_ error: Int32) -> Bool { error == ENOENT || error == ENOTDIR }

    /// Device and inode: one file whatever the path it is reached by.
    public static func identity(_ info: stat) -> (device: UInt64, inode: UInt64) {
        (UInt64(truncatingIfNeeded: info.st_dev), UInt64(truncatingIfNeeded: info.st_ino))
    }

    /// The size in bytes `info` gives.
    public static func size(_ info: stat) -> Int { Int(info.st_size) }

    /// What changes when a file's content does: device, inode, size and modification time (in
    /// nanoseconds), for caches that must not serve an old version.
    public static func contentStamp(_ info: stat) -> [Int64] {
#if canImport(Darwin)
        let modified = info.st_mtimespec
#else
        let modified = info.st_mtim
#endif
        return [Int64(truncatingIfNeeded: info.st_dev), Int64(truncatingIfNeeded: info.st_ino), Int64(info.st_size),
                Int64(modified.tv_sec) &* 1_000_000_000 &+ Int64(modified.tv_nsec)]
    }

    /// A directory entry's `d_type`: what it is without a `stat` (`unknown` on file systems that do not say).
    public enum DirectoryEntryType {
        public static let regularFile = UInt8(DT_REG)
        public static let directory = UInt8(DT_DIR)
        public static let symbolicLink = UInt8(DT_LNK)
    }

    /// Calls `visit` with each entry of a folder, in the order `ordered` gives, without `.` and
    /// `..`: its name (NUL-terminated in memory just past the buffer's end), its `d_type`, and the
    /// folder's descriptor to look the name up in. The names share one buffer, and entries are
    /// looked up relative to the open folder, so no path is made for what is not taken.
    /// The error of a folder that cannot be opened, nil otherwise.
    public static func visitDirectoryEntries(of directory: [UInt8],
                                             ordered: (UnsafeBufferPointer<UInt8>, UnsafeBufferPointer<UInt8>) -> Bool,
                                             _ visit: (UnsafeBufferPointer<UInt8>, UInt8, Int32) -> Void) -> Int32? {
        let handle = (directory + [0]).withUnsafeBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) { opendir($0) }
        }
        guard let handle else { return errno }
        defer { closedir(handle) }
        var names: [UInt8] = []
        var entries: [(start: Int, count: Int, type: UInt8)] = []
        while let entry = readdir(handle) {
            withUnsafeBytes(of: entry.pointee.d_name) { raw in
                let length = raw.firstIndex(of: 0) ?? raw.count
                if (length == 1 || length == 2) && raw[0] == 46 && raw[length - 1] == 46 { return }
                entries.append((names.count, length, entry.pointee.d_type))
                names.append(contentsOf: raw[..<length])
                names.append(0)
            }
        }
        names.withUnsafeBufferPointer { bytes in
            func name(_ entry: (start: Int, count: Int, type: UInt8)) -> UnsafeBufferPointer<UInt8> {
                UnsafeBufferPointer(rebasing: bytes[entry.start..<(entry.start + entry.count)])
            }
            entries.sort { ordered(name($0), name($1)) }
            for entry in entries { visit(name(entry), entry.type, dirfd(handle)) }
        }
        return nil
    }

    /// What kind of file `info` describes, for messages: "a FIFO", "a socket"….
    public static func kindName(_ info: stat) -> String {
        switch info.st_mode & S_IFMT {
        case S_IFREG: return "a regular file"
        case S_IFDIR: return "a folder"
        case S_IFIFO: return "a FIFO"
        case S_IFSOCK: return "a socket"
        case S_IFCHR: return "a character device"
        case S_IFBLK: return "a block device"
        case S_IFLNK: return "a symbolic link"
        default: return "an unknown kind of file"
        }
    }

    /// A whole file (NUL-terminated byte path) with `open`/`fstat`/`read`: one allocation of
    /// the right size, read on to the end for files that grew since `fstat`. Only a regular
    /// file is read (opened with `O_NONBLOCK`, so a FIFO cannot block the open), unless
    /// `anyKind` (a pipe or device the user named, read to its end). At most `limit` bytes:
    /// `.tooLarge` as soon as there are more, whatever `fstat` reported.
    public static func readFile(_ path: [UInt8], limit: Int = readLimit, anyKind: Bool = false) -> Result<[UInt8], ReadError> {
        let limit = min(limit, readLimit)
        let flags = O_RDONLY | O_CLOEXEC | (anyKind ? 0 : O_NONBLOCK | O_NOCTTY)
        let descriptor = path.withUnsafeBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) { open($0, flags) }
        }
        guard descriptor >= 0 else { return .failure(.system(errno)) }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return .failure(.system(errno)) }
        if isDirectory(info) { return .failure(.isDirectory) }
        if !anyKind && !isRegularFile(info) { return .failure(.notRegularFile(kind: kindName(info))) }
        let expected = isRegularFile(info) ? Int(info.st_size) : 0
        guard expected <= limit else { return .failure(.tooLarge(limit: limit)) }

        var failure: Int32 = 0
        var bytes = [UInt8](unsafeUninitializedCapacity: expected) { buffer, count in
            count = 0
            while count < expected {
                let result = systemRead(descriptor, buffer.baseAddress! + count, expected - count)
                if result < 0 {
                    if errno == EINTR { continue }
                    failure = errno
                    return
                }
                if result == 0 { break }
                count += result
            }
        }
        if failure != 0 { return .failure(.system(failure)) }
        var readError: Int32 = 0
        withUnsafeTemporaryAllocation(byteCount: 1 << 14, alignment: 16) { chunk in
            while bytes.count <= limit {
                let result = systemRead(descriptor, chunk.baseAddress!, min(chunk.count, limit + 1 - bytes.count))
                if result < 0 {
                    if errno == EINTR { continue }
                    readError = errno
                    return
                }
                if result == 0 { return }
                bytes.append(contentsOf: UnsafeRawBufferPointer(rebasing: chunk[..<result]))
            }
        }
        if readError != 0 { return .failure(.system(readError)) }
        if bytes.count > limit { return .failure(.tooLarge(limit: limit)) }
        return .success(bytes)
    }

    /// A whole file by its path.
    public static func readFile(_ path: String, limit: Int = readLimit) -> Result<[UInt8], ReadError> {
        readFile(PathBytes.cString(path), limit: limit)
    }

    /// Writes a whole file or nothing: `write` fills a temporary file made in the target's own
    /// folder, which is flushed to disk and renamed over `path`, so a full disk, a kill or a
    /// concurrent run leaves either the old file or the new one, whole. `write` gets the open
    /// descriptor and answers 0 or the `errno` of a failed write. A symbolic link to a regular
    /// file is written through (the link stays); a target that exists and is not a regular file
    /// (`/dev/stdout`, `/dev/null`, a pipe) is written in place. A replaced file keeps its
    /// permissions; a new one gets 0644 less the umask. The error message on failure, when the
    /// temporary file is removed and the old file is untouched.
    public static func replaceFile(_ path: String, _ write: (Int32) -> Int32) -> String? {
        guard !path.isEmpty else { return errorMessage(ENOENT) }
        var target = path
        var mode: mode_t? = nil
        var info = stat()
        if lstat(cPath(path), &info) == 0 {
            // `/dev/stdout`, `/dev/fd/3`, `/proc/self/fd/1` name an open file: written in place,
            // even when it is a regular file the shell redirected to.
            if path.hasPrefix("/dev/") || path.hasPrefix("/proc/") { return writeInPlace(path, write) }
            var followed = stat()
            if (info.st_mode & S_IFMT) == S_IFLNK, stat(cPath(path), &followed) == 0 {
                info = followed
                if isRegularFile(followed), let resolved = resolvedPath(path) { target = resolved }
            }
            switch info.st_mode & S_IFMT {
            case S_IFDIR: return errorMessage(EISDIR)
            case S_IFREG: mode = info.st_mode & 0o7777
            case S_IFLNK: break  // a dangling link, replaced by the new file
            default: return writeInPlace(path, write)
            }
        }
        let slash = target.utf8.lastIndex(of: UInt8(ascii: "/"))
        let folder = slash.map { String(target[...$0]) } ?? ""
        var template = cPath(folder + ".archlint-tmp-XXXXXX")
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else { return errorMessage(errno) }
        _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
        let temporary = Array(template.prefix { $0 != 0 }) + [0]
        func fail(_ code: Int32) -> String {
            unlink(temporary)
            return errorMessage(code)
        }
        if mode == nil {
            let mask = umask(0)
            umask(mask)
            mode = 0o644 & ~mask
        }
        var failure = fchmod(descriptor, mode!) == 0 ? 0 : errno
        if failure == 0 { failure = write(descriptor) }
        if failure == 0 && fsync(descriptor) != 0 && errno != EINVAL { failure = errno }
        if close(descriptor) != 0 && failure == 0 && errno != EINTR { failure = errno }
        if failure != 0 { return fail(failure) }
        guard rename(temporary, cPath(target)) == 0 else { return fail(errno) }
        return nil
    }

    /// Opens an existing non-regular file (a device, a pipe) for writing and writes to it.
    private static func writeInPlace(_ path: String, _ write: (Int32) -> Int32) -> String? {
        let descriptor = open(cPath(path), O_WRONLY | O_TRUNC | O_CLOEXEC)
        guard descriptor >= 0 else { return errorMessage(errno) }
        let failure = write(descriptor)
        if close(descriptor) != 0 && failure == 0 && errno != EINTR { return errorMessage(errno) }
        return failure == 0 ? nil : errorMessage(failure)
    }

    /// A path for the C library: its real bytes (`PathBytes`), NUL-terminated.
    private static func cPath(_ path: String) -> [CChar] {
        PathBytes.cString(path).map { CChar(bitPattern: $0) }
    }

    /// Monotonic wall-clock seconds.
    public static func wallSeconds() -> Double { clockSeconds(CLOCK_MONOTONIC) }

    /// User + system CPU seconds of the whole process (all threads).
    public static func cpuSeconds() -> Double {
        var usage = rusage()
        getrusage(rusageSelf, &usage)
        func seconds(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1e6 }
        return seconds(usage.ru_utime) + seconds(usage.ru_stime)
    }

    /// CPU seconds of the calling thread only.
    public static func threadCPUSeconds() -> Double { clockSeconds(CLOCK_THREAD_CPUTIME_ID) }

    private static func clockSeconds(_ clock: clockid_t) -> Double {
        var time = timespec()
        clock_gettime(clock, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    /// Peak resident set size of the process so far, in bytes.
    /// Makes every allocation of at least `bytes` pages of its own, given back when it is freed.
    /// glibc's `malloc` otherwise raises that bound to the largest block freed so far: a
    /// long-running process whose first work freed large blocks (a language server's first lint
    /// of the whole project) then takes later large blocks from its heap, where the space freed
    /// stays resident, and grows over its first few hundred edits. Whether the bound was set:
    /// nothing is done where the C library is not glibc, or has no `mallopt`. (The memory it saves
    /// is measured by `Scripts/lsp-benchmark.py --memory-every`, over a process's whole life.)
    @discardableResult
    public static func mapAllocations(atLeast bytes: Int32) -> Bool {
        #if canImport(Glibc)
        // Looked up, not called by name: the Glibc module does not declare `malloc.h`.
        typealias Mallopt = @convention(c) (Int32, Int32) -> Int32
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "mallopt") else { return false }
        let mmapThreshold: Int32 = -3  // `M_MMAP_THRESHOLD`
        return unsafeBitCast(symbol, to: Mallopt.self)(mmapThreshold, bytes) == 1
        #else
        return false
        #endif
    }

    public static func peakResidentBytes() -> Int {
        var usage = rusage()
        getrusage(rusageSelf, &usage)
        #if canImport(Darwin)
        return Int(usage.ru_maxrss)
        #else
        return Int(usage.ru_maxrss) * 1024
        #endif
    }
}

#if canImport(Glibc)
private let rusageSelf = __rusage_who_t(RUSAGE_SELF.rawValue)
#else
private let rusageSelf = RUSAGE_SELF
#endif

private func systemStat(_ path: UnsafePointer<CChar>, _ info: inout stat) -> Int32 {
    stat(path, &info)
}

private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}
