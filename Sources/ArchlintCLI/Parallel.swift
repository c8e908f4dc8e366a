import Dispatch
import Foundation

/// Runs per-file work on several threads. Results are stored by index, so the output is the
/// same whatever the thread count and scheduling.
public enum Parallel {
    /// `transform(i)` for every `i` in `0..<count`, on up to `jobs` threads.
    /// Work is handed out largest `weight` first, so one big file does not finish last alone.
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
}

/// Hands out indices in a fixed order to whichever thread asks next.
private final class WorkQueue: @unchecked Sendable {
    private let order: [Int]
    private var position = 0
    private let lock = NSLock()

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

    func values() -> [T] { (0..<count).map { storage[$0]! } }
}
