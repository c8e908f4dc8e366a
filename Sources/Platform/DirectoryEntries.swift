#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

extension POSIX {
    /// The names in a folder, without `.` and `..`, sorted by their bytes; empty when it cannot be
    /// read. With `keeping`, only the names it accepts (given their bytes) are made into strings:
    /// a folder of a thousand sources costs no string per source when only a few names matter.
    public static func directoryEntries(_ path: String, keeping wanted: ((UnsafeRawBufferPointer) -> Bool)? = nil) -> [String] {
        guard let handle = opendir(path) else { return [] }
        defer { closedir(handle) }
        var names: [String] = []
        while let entry = readdir(handle) {
            let name: String? = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                let bytes = UnsafeRawBufferPointer(rebasing: raw[..<(raw.firstIndex(of: 0) ?? raw.count)])
                if let wanted, !wanted(bytes) { return nil }
                return String(decoding: bytes, as: UTF8.self)
            }
            if let name, name != "." && name != ".." { names.append(name) }
        }
        return names.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    }
}
