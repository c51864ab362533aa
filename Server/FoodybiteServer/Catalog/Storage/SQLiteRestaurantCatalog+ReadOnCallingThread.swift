import Foundation
import GRDB

extension SQLiteRestaurantCatalog {
    /// Swift's concurrency runs tasks on one thread per core; at most all but one read on them.
    static let callingThreadReads = CallingThreadReadGate(limit: ProcessInfo.processInfo.activeProcessorCount - 1)

    /// Reads on the calling thread when `callingThreadReads` lets it, else through GRDB's asynchronous
    /// read. That one hands the work to a reader's queue and the answer back, two thread wake-ups that
    /// cost more than most searches (0.02 to 0.1 ms each on the 2-core machine: the benchmark's "empty
    /// async read"). The searches are short, CPU-bound reads of a memory-mapped file, so holding the
    /// caller's thread for them costs little more than the hand-off, as long as a thread stays free.
    func read<T: Sendable>(_ value: @escaping @Sendable (Database) throws -> T) async throws -> T {
        guard Self.callingThreadReads.tryEnter() else { return try await reader.read(value) }
        defer { Self.callingThreadReads.leave() }
        return try readOnCallingThread(value)
    }

    private func readOnCallingThread<T>(_ value: (Database) throws -> T) throws -> T {
        try reader.read(value)
    }
}
