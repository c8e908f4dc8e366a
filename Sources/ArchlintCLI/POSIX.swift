#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Thin helpers over the C library, shared by discovery, reading and timing.
enum POSIX {
    static func errorMessage(_ code: Int32) -> String {
        guard let message = strerror(code) else { return "error \(code)" }
        return String(cString: message)
    }

    /// `stat` (following symbolic links) of a NUL-terminated byte path.
    static func fileStatus(_ path: [UInt8]) -> (info: stat?, error: Int32) {
        var info = stat()
        let result = path.withUnsafeBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) { systemStat($0, &info) }
        }
        return result == 0 ? (info, 0) : (nil, errno)
    }

    /// `fstatat` of `name` (NUL-terminated in memory just past its end) in the open folder
    /// `directory`, following links as `stat` does.
    static func fileStatus(_ name: UnsafeBufferPointer<UInt8>, in directory: Int32) -> (info: stat?, error: Int32) {
        var info = stat()
        let result = name.baseAddress!.withMemoryRebound(to: CChar.self, capacity: name.count + 1) { fstatat(directory, $0, &info, 0) }
        return result == 0 ? (info, 0) : (nil, errno)
    }

    static func isDirectory(_ info: stat) -> Bool { (info.st_mode & S_IFMT) == S_IFDIR }
    static func isRegularFile(_ info: stat) -> Bool { (info.st_mode & S_IFMT) == S_IFREG }

    /// Monotonic wall-clock seconds.
    static func wallSeconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    /// User + system CPU seconds of the whole process (all threads).
    static func cpuSeconds() -> Double {
        var usage = rusage()
        getrusage(rusageSelf, &usage)
        func seconds(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1e6 }
        return seconds(usage.ru_utime) + seconds(usage.ru_stime)
    }

    /// CPU seconds of the calling thread only.
    static func threadCPUSeconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    /// Peak resident set size of the process so far, in bytes.
    static func peakResidentBytes() -> Int {
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
