import Foundation
import Synchronization

/// How many reads may hold a thread of Swift's concurrency pool at once. A read on the calling thread
/// waits for a free connection, and an asynchronous read gives its connection back only once its task
/// resumes, on one of those same threads: if every thread waited, nothing would resume. Left one fewer
/// than there are threads, a thread is always free to resume them.
final class CallingThreadReadGate: Sendable {
    /// The one gate of the process: Swift's concurrency runs tasks on one thread per core, and every
    /// read on a calling thread counts against them, whichever store asks it.
    static let shared = CallingThreadReadGate(limit: ProcessInfo.processInfo.activeProcessorCount - 1)

    private let available: Atomic<Int>

    init(limit: Int) {
        available = Atomic(max(0, limit))
    }

    /// Takes a place when one is free; false (without waiting) when none is.
    func tryEnter() -> Bool {
        var current = available.load(ordering: .relaxed)
        while current > 0 {
            let (exchanged, original) = available.compareExchange(expected: current, desired: current - 1, ordering: .acquiring)
            if exchanged { return true }
            current = original
        }
        return false
    }

    func leave() {
        available.add(1, ordering: .releasing)
    }
}
