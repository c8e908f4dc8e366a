#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs another program, without a shell, and collects what it writes.
public enum ChildProcess {
    /// What a finished child wrote and how it ended.
    public struct Output: Sendable, Equatable {
        /// Its exit code, or 128 + the signal that ended it.
        public var status: Int32
        public var standardOutput: [UInt8]
        public var standardError: [UInt8]

        public var succeeded: Bool { status == 0 }
        /// Standard error as text, without its trailing line breaks.
        public var errorText: String {
            var bytes = standardError[...]
            while let last = bytes.last, last == 0x0A || last == 0x0D { bytes = bytes.dropLast() }
            return String(decoding: bytes, as: UTF8.self)
        }
    }

    /// Why a program could not be started.
    public enum StartError: Error, Equatable, CustomStringConvertible {
        /// Not found on `PATH` (or at its path).
        case notFound(String)
        case failed(String, Int32)

        public var description: String {
            switch self {
            case .notFound(let program): return "\(program) is not on PATH"
            case .failed(let program, let code): return "cannot run \(program): \(POSIX.errorMessage(code))"
            }
        }
    }

    /// Runs `program` (looked up on `PATH` unless it contains a slash) with `arguments`, writes
    /// `input` to its standard input, and returns its standard output and error once it has
    /// ended. The three pipes are served together (`poll`), so a child that writes a lot before
    /// it has read all its input cannot deadlock with us, whatever the sizes. A child that stops
    /// reading early does not end this process with SIGPIPE: the signal is blocked on this thread
    /// while writing, and a pending one is taken back.
    public static func run(_ program: String, arguments: [String], input: [UInt8] = []) -> Result<Output, StartError> {
        guard let inputPipe = makePipe() else { return .failure(.failed(program, errno)) }
        guard let outputPipe = makePipe() else {
            closeAll([inputPipe.read, inputPipe.write])
            return .failure(.failed(program, errno))
        }
        guard let errorPipe = makePipe() else {
            closeAll([inputPipe.read, inputPipe.write, outputPipe.read, outputPipe.write])
            return .failure(.failed(program, errno))
        }
        let spawned = spawn(program, arguments: arguments, standardInput: inputPipe.read, standardOutput: outputPipe.write,
                            standardError: errorPipe.write)
        closeAll([inputPipe.read, outputPipe.write, errorPipe.write])
        guard case .success(let pid) = spawned else {
            closeAll([inputPipe.write, outputPipe.read, errorPipe.read])
            if case .failure(let error) = spawned { return .failure(error) }
            return .failure(.failed(program, EINVAL))
        }
        let (output, error) = exchange(input: input, inputDescriptor: inputPipe.write, output: outputPipe.read, error: errorPipe.read)
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        // The wait status: the low 7 bits are the signal that ended it, else the exit code is above them.
        let signal = status & 0x7F
        return .success(Output(status: signal == 0 ? (status >> 8) & 0xFF : 128 + signal, standardOutput: output, standardError: error))
    }

    private static func closeAll(_ descriptors: [Int32]) {
        for descriptor in descriptors { _ = close(descriptor) }
    }

    /// A pipe whose ends are closed in a child that `exec`s (the spawn duplicates the ends it
    /// hands over onto 0, 1 and 2, which stay open).
    private static func makePipe() -> (read: Int32, write: Int32)? {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { return nil }
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        return (ends[0], ends[1])
    }

    private static func spawn(_ program: String, arguments: [String], standardInput: Int32, standardOutput: Int32,
                              standardError: Int32) -> Result<pid_t, StartError> {
        #if canImport(Darwin)
        var actions: posix_spawn_file_actions_t? = nil
        #else
        var actions = posix_spawn_file_actions_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, standardInput, 0)
        posix_spawn_file_actions_adddup2(&actions, standardOutput, 1)
        posix_spawn_file_actions_adddup2(&actions, standardError, 2)

        let argv: [UnsafeMutablePointer<CChar>?] = ([program] + arguments).map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var pid: pid_t = 0
        #if canImport(Darwin)
        let environment = _NSGetEnviron().pointee
        #else
        let environment = environ
        #endif
        let code = posix_spawnp(&pid, program, &actions, nil, argv, environment)
        guard code == 0 else { return .failure(code == ENOENT ? .notFound(program) : .failed(program, code)) }
        return .success(pid)
    }

    /// Writes `input` and reads both outputs to their end, each as soon as it can go on.
    private static func exchange(input: [UInt8], inputDescriptor: Int32, output: Int32, error: Int32) -> ([UInt8], [UInt8]) {
        var blocked = sigset_t()
        var previous = sigset_t()
        sigemptyset(&blocked)
        sigaddset(&blocked, SIGPIPE)
        pthread_sigmask(SIG_BLOCK, &blocked, &previous)
        defer {
            var pending = sigset_t()
            sigpending(&pending)
            if sigismember(&pending, SIGPIPE) == 1 && sigismember(&previous, SIGPIPE) == 0 {
                var taken: Int32 = 0
                sigwait(&blocked, &taken)
            }
            pthread_sigmask(SIG_SETMASK, &previous, nil)
        }
        _ = fcntl(inputDescriptor, F_SETFL, fcntl(inputDescriptor, F_GETFL) | O_NONBLOCK)
        var written = 0
        var inputOpen = true
        if input.isEmpty {
            _ = close(inputDescriptor)
            inputOpen = false
        }
        var collected: [[UInt8]] = [[], []]
        var open = [true, true]
        let sources = [output, error]
        var buffer = [UInt8](repeating: 0, count: 65536)
        while inputOpen || open[0] || open[1] {
            var descriptors: [pollfd] = []
            if inputOpen { descriptors.append(pollfd(fd: inputDescriptor, events: Int16(POLLOUT), revents: 0)) }
            for (index, source) in sources.enumerated() where open[index] {
                descriptors.append(pollfd(fd: source, events: Int16(POLLIN), revents: 0))
            }
            if poll(&descriptors, nfds_t(descriptors.count), -1) < 0 {
                if errno == EINTR { continue }
                break
            }
            for entry in descriptors where entry.revents != 0 {
                if entry.fd == inputDescriptor {
                    let count = input.withUnsafeBytes { write(inputDescriptor, $0.baseAddress! + written, input.count - written) }
                    if count > 0 { written += count }
                    if (count < 0 && errno != EINTR && errno != EAGAIN) || written == input.count {
                        // Done, or the child stopped reading (EPIPE): either way it gets no more.
                        _ = close(inputDescriptor)
                        inputOpen = false
                    }
                    continue
                }
                let index = entry.fd == output ? 0 : 1
                let count = buffer.withUnsafeMutableBytes { read(entry.fd, $0.baseAddress!, $0.count) }
                if count > 0 {
                    collected[index].append(contentsOf: buffer[0..<count])
                } else if count == 0 || (errno != EINTR && errno != EAGAIN) {
                    _ = close(entry.fd)
                    open[index] = false
                }
            }
        }
        if inputOpen { _ = close(inputDescriptor) }
        for (index, source) in sources.enumerated() where open[index] { _ = close(source) }
        return (collected[0], collected[1])
    }
}
