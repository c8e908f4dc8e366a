#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads whole files into `[UInt8]` with `open`/`fstat`/`read`: one allocation of the right
/// size, no `String`, no Foundation.
public enum SourceReader {
    public enum ReadError: Error, Equatable, Sendable {
        case system(Int32)
        case isDirectory
        case tooLarge

        public var message: String {
            switch self {
            case .system(let code): return POSIX.errorMessage(code)
            case .isDirectory: return POSIX.errorMessage(EISDIR)
            case .tooLarge: return "file too large (2 GiB or more)"
            }
        }
    }

    public static func read(_ path: SourcePath) -> Result<[UInt8], ReadError> {
        let descriptor = path.cString.withUnsafeBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) { open($0, O_RDONLY | O_CLOEXEC) }
        }
        guard descriptor >= 0 else { return .failure(.system(errno)) }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return .failure(.system(errno)) }
        if POSIX.isDirectory(info) { return .failure(.isDirectory) }
        let expected = POSIX.isRegularFile(info) ? Int(info.st_size) : 0
        guard expected < Int(Int32.max) else { return .failure(.tooLarge) }

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
        // Pipes and files that grew since fstat: read on to the end.
        var readError: Int32 = 0
        withUnsafeTemporaryAllocation(byteCount: 1 << 14, alignment: 16) { chunk in
            while true {
                let result = systemRead(descriptor, chunk.baseAddress!, chunk.count)
                if result < 0 {
                    if errno == EINTR { continue }
                    readError = errno
                    return
                }
                if result == 0 { return }
                bytes.append(contentsOf: UnsafeRawBufferPointer(rebasing: chunk[..<result]))
                if bytes.count >= Int(Int32.max) { return }
            }
        }
        if readError != 0 { return .failure(.system(readError)) }
        if bytes.count >= Int(Int32.max) { return .failure(.tooLarge) }
        return .success(bytes)
    }
}

extension SourceReader {
    /// A file's text as UTF-8: `read`, then UTF-16 (with a byte-order mark) transcoded; the
    /// encoding's name when it was (say so with `decodedNote`).
    public static func readUTF8(_ path: SourcePath) -> Result<(bytes: [UInt8], transcodedFrom: String?), ReadError> {
        read(path).map { bytes in
            if let (utf8, encoding) = transcodedFromUTF16(bytes) { return (utf8, encoding) }
            return (bytes, nil)
        }
    }

    /// What `lint` and `tokens` note on standard error for a file `readUTF8` transcoded.
    public static func decodedNote(_ path: SourcePath, from encoding: String) -> String {
        "\(path.string): decoded from \(encoding); positions count UTF-8 bytes of the decoded text"
    }

    /// A file that starts with a UTF-16 byte-order mark, as UTF-8 (without the mark) and the
    /// encoding's name; nil for anything else, which the lexer reads as UTF-8. Unpaired
    /// surrogates become U+FFFD.
    public static func transcodedFromUTF16(_ bytes: [UInt8]) -> (bytes: [UInt8], encoding: String)? {
        guard bytes.count >= 2 else { return nil }
        let littleEndian: Bool
        switch (bytes[0], bytes[1]) {
        case (0xFF, 0xFE): littleEndian = true
        case (0xFE, 0xFF): littleEndian = false
        default: return nil
        }
        var units: [UInt16] = []
        units.reserveCapacity(bytes.count / 2)
        var index = 2
        while index + 1 < bytes.count {
            let pair = littleEndian ? UInt16(bytes[index]) | UInt16(bytes[index + 1]) << 8
                                    : UInt16(bytes[index]) << 8 | UInt16(bytes[index + 1])
            units.append(pair)
            index += 2
        }
        if index < bytes.count { units.append(0xFFFD) }  // an odd trailing byte
        return (Array(String(decoding: units, as: UTF16.self).utf8), littleEndian ? "UTF-16LE" : "UTF-16BE")
    }
}

private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}
