import Foundation
import GRDB

extension DatabaseReader {
    /// Reads on the calling thread when `CallingThreadReadGate.shared` lets it, else through GRDB's
    /// asynchronous read. That one hands the work to a reader's queue and the answer back, two thread
    /// wake-ups that cost more than most searches (0.02 to 0.1 ms each on the 2-core machine: the
    /// benchmark's "empty async read"). For short, CPU-bound reads of a memory-mapped file, holding the
    /// caller's thread costs little more than the hand-off, as long as a thread stays free.
    func readOnCallingThreadWhenFree<T: Sendable>(_ value: @escaping @Sendable (Database) throws -> T) async throws -> T {
        guard CallingThreadReadGate.shared.tryEnter() else { return try await unsafeRead { db in try db.inReadSnapshot(value) } }
        defer { CallingThreadReadGate.shared.leave() }
        return try readOnCallingThread(value)
    }

    func readOnCallingThread<T>(_ value: (Database) throws -> T) throws -> T {
        try unsafeRead { db in try db.inReadSnapshot(value) }
    }
}

private extension Database {
    /// One snapshot, as GRDB's `read` gives, but with the transaction's statements kept prepared:
    /// `read` prepares BEGIN and COMMIT anew each time, a twentieth of a nearby search. (On a
    /// `DatabaseQueue` it does not enter `read`'s read-only mode; the catalog's reads only read.)
    func inReadSnapshot<T>(_ value: (Database) throws -> T) throws -> T {
        try cachedStatement(sql: "BEGIN DEFERRED TRANSACTION").execute()
        let result: T
        do {
            result = try value(self)
            try cachedStatement(sql: "COMMIT TRANSACTION").execute()
        } catch {
            // The connection goes back to the pool: never with a transaction (and its old snapshot)
            // open. GRDB's rollback also gets through an interrupted connection.
            if isInsideTransaction { try? rollback() }
            throw error
        }
        return result
    }
}
