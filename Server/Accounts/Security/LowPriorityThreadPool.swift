import Foundation
import NIOPosix
#if canImport(Glibc)
import Glibc
#endif

/// Threads for work that can wait while the machine is busy (bcrypt). On Linux each puts itself in the
/// idle scheduling class before its work: it gets a core mostly when no other thread wants it (a weight
/// of 3 against an ordinary thread's 1 024), and any thread that wakes up takes the core from it at once.
/// Under load a login then waits for the CPU instead of taking it from every other route; on an idle
/// machine it runs at full speed. (A higher nice value was not enough: measured with
/// `scripts/bench-http`, the other routes still lost a fifth to a third of their rate, waiting at each
/// wake-up for the hashing thread's time slice to end.)
final class LowPriorityThreadPool: Sendable {
    static let shared = LowPriorityThreadPool(threads: ProcessInfo.processInfo.activeProcessorCount)

    /// Linux's `SCHED_IDLE` (not exported to Swift by Glibc's module).
    static let idleSchedulingPolicy: Int32 = 5

    private let pool: NIOThreadPool

    init(threads: Int) {
        pool = NIOThreadPool(numberOfThreads: max(1, threads))
        pool.start()
    }

    /// Stops the threads once their work is done (the shared pool lives as long as the process).
    func shutdown() async throws {
        try await pool.shutdownGracefully()
    }

    func run<Result: Sendable>(_ work: @escaping @Sendable () throws -> Result) async throws -> Result {
        try await pool.runIfActive {
            Self.moveCurrentThreadToIdleScheduling()
            return try work()
        }
    }

    /// The calling thread's scheduling policy (Linux; -1 elsewhere).
    static func currentThreadSchedulingPolicy() -> Int32 {
        #if os(Linux)
        sched_getscheduler(0)
        #else
        -1
        #endif
    }

    private static func moveCurrentThreadToIdleScheduling() {
        #if os(Linux)
        guard currentThreadSchedulingPolicy() != idleSchedulingPolicy else { return }
        // On Linux, process 0 is the calling thread alone.
        var parameters = sched_param()
        _ = sched_setscheduler(0, idleSchedulingPolicy, &parameters)
        #endif
    }
}
