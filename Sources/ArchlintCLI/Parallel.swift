import ProjectIndex

/// Runs per-file work on several threads. Results are stored by index, so the output is the
/// same whatever the thread count and scheduling. (The implementation is `ParallelWork`, in
/// ProjectIndex, where the index and the rule engine use it too.)
public enum Parallel {
    /// `transform(i)` for every `i` in `0..<count`, on up to `jobs` threads.
    /// Work is handed out largest `weight` first, so one big file does not finish last alone.
    public static func map<T: Sendable>(count: Int, jobs: Int, weight: (Int) -> Int = { _ in 0 },
                                        _ transform: @Sendable (Int) -> T) -> [T] {
        ParallelWork.map(count: count, jobs: jobs, weight: weight, transform)
    }
}
