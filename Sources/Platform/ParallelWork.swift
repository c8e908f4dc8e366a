import Dispatch
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs independent work items on several threads. Results are stored by index, so the output
/// is the same whatever the thread count and scheduling. Lives here, at the bottom of the
/// engine, so that the index and the rule engine can split their per-file work too.
public enum ParallelWork {
    /// `transform(i)` for every `i` in `0..<count`, on up to `jobs` threads.
    /// Work is handed out largest `weight` first, so one big item does not finish last alone.
    public static func map<T: Sendable>(count: Int, jobs: Int, weight: (Int) -> Int = { _ in 0 },
                                        _ transform: @Sendable (Int) -> T) -> [T] {
        guard count > 0 else { return [] }
        let threads = max(1, min(jobs, count))
        if threads == 1 {
            return (0..<count).map(transform)
        }
        let weights = (0..<count).map(weight)
        let order = (0..<count).sorted { weights[$0] != weights[$1] ? weights[$0] > weights[$1] : $0 < $1 }
        let slots = Slots<T>(count: count)
        let queue = WorkQueue(order: order)
        DispatchQueue.concurrentPerform(iterations: threads) { _ in
            while let index = queue.next() {
                slots.store(transform(index), at: index)
            }
        }
        return slots.values()
    }

    /// `transform` over `0..<count` in contiguous chunks, one result per chunk in order: for
    /// many small items, where handing them out one by one would cost more than the work.
    public static func mapChunks<T: Sendable>(count: Int, jobs: Int, minimumChunk: Int = 64,
                                              _ transform: @Sendable (Range<Int>) -> T) -> [T] {
        guard count > 0 else { return [] }
        let threads = max(1, min(jobs, (count + minimumChunk - 1) / minimumChunk))
        if threads == 1 { return [transform(0..<count)] }
        // A few chunks per thread evens out uneven items without much handing out.
        let chunks = min(count, threads * 8)
        let bounds = (0...chunks).map { $0 * count / chunks }
        return map(count: chunks, jobs: threads) { transform(bounds[$0]..<bounds[$0 + 1]) }
    }
}

/// Hands out indices in a fixed order to whichever thread asks next.
private final class WorkQueue: @unchecked Sendable {
    private let order: [Int]
    private var position = 0
    private let lock = Lock()

    init(order: [Int]) { self.order = order }

    func next() -> Int? {
        lock.lock()
        defer { lock.unlock() }
        guard position < order.count else { return nil }
        position += 1
        return order[position - 1]
    }
}

/// One slot per index; each index is written by exactly one thread, read after all finish.
private final class Slots<T>: @unchecked Sendable {
    private let storage: UnsafeMutablePointer<T?>
    private let count: Int

    init(count: Int) {
        self.count = count
        storage = .allocate(capacity: count)
        storage.initialize(repeating: nil, count: count)
    }

    deinit {
        storage.deinitialize(count: count)
        storage.deallocate()
    }

    func store(_ value: T, at index: Int) { storage[index] = value }

    func values() -> [T] {
        var result: [T] = []
        result.reserveCapacity(count)
        for index in 0..<count {
            // Moved out, not copied: the results are not retained twice.
            result.append((storage + index).move()!)
            (storage + index).initialize(to: nil)
        }
        return result
    }
}

/// A mutual-exclusion lock for the few places threads share state (a POSIX mutex: Foundation's
/// `NSLock` would load all of Foundation for it).
public final class Lock: @unchecked Sendable {
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)

    public init() { pthread_mutex_init(mutex, nil) }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    public func lock() { pthread_mutex_lock(mutex) }
    public func unlock() { pthread_mutex_unlock(mutex) }
}
