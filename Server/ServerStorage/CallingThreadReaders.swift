import Foundation
import GRDB
import Synchronization

/// Reads on the calling thread, each on one of a few read-only connections (one per core) that only
/// these reads use. GRDB's asynchronous read hands the work to a reader's queue and the answer back,
/// two thread wake-ups that cost more than most searches; a read on the caller's thread costs neither.
/// The connections are not the pool's: a read here never waits for a connection that an asynchronous
/// read, suspended until a thread is free, holds, so every thread may read at once. When all of them are
/// taken, or one cannot be opened, the read goes through the pool.
///
/// Unlike the pool's reads, these do not ask for the schema's version before each read (another WAL
/// read lock; GRDB clears its schema cache with it). SQLite prepares a statement again itself when the
/// schema changed; what reads through here must therefore not use GRDB's schema cache (record types,
/// `columns(in:)`): the catalog's reads are SQL and rows.
package final class CallingThreadReaders: Sendable {
    private let fallback: any DatabaseReader
    private let slots: [Slot]

    /// Beside `reader`'s own connections when it is a pool (a file); a queue answers every read itself.
    package init(sharing reader: any DatabaseReader, connections: Int = ProcessInfo.processInfo.activeProcessorCount) {
        fallback = reader
        guard let pool = reader as? DatabasePool else {
            slots = []
            return
        }
        var configuration = pool.configuration
        configuration.readonly = true
        slots = (0..<max(0, connections)).map { _ in Slot(path: pool.path, configuration: configuration) }
    }

    /// One snapshot, as GRDB's `read` gives.
    package func read<T: Sendable>(_ value: @Sendable (Database) throws -> T) async throws -> T {
        for slot in slots {
            if let result = try slot.readIfFree(value) { return result }
        }
        return try await fallback.unsafeRead { db in try db.inReadSnapshot(value) }
    }

    /// One connection, opened by its first read.
    private final class Slot: Sendable {
        private enum Connection {
            case unopened
            case open(DatabaseQueue)
            /// It could not be opened (too many open files, say): its reads go through the pool.
            case unavailable
        }

        private let path: String
        private let configuration: Configuration
        private let connection = Mutex(Connection.unopened)

        init(path: String, configuration: Configuration) {
            self.path = path
            self.configuration = configuration
        }

        /// Nil when another read holds the connection, or it could not be opened.
        func readIfFree<T: Sendable>(_ value: (Database) throws -> T) throws -> T? {
            let result = try connection.withLockIfAvailable { connection throws -> T? in
                if case .unopened = connection {
                    connection = (try? DatabaseQueue(path: path, configuration: configuration)).map(Connection.open) ?? .unavailable
                }
                guard case let .open(queue) = connection else { return nil }
                return try queue.unsafeRead { db in try db.inReadSnapshot(value) }
            }
            return result.flatMap { $0 }
        }
    }
}

private extension Database {
    /// One snapshot, as GRDB's `read` gives, but with the transaction's statements kept prepared:
    /// `read` prepares BEGIN and COMMIT anew each time, a twentieth of a nearby search.
    func inReadSnapshot<T>(_ value: (Database) throws -> T) throws -> T {
        try cachedStatement(sql: "BEGIN DEFERRED TRANSACTION").execute()
        let result: T
        do {
            result = try value(self)
            try cachedStatement(sql: "COMMIT TRANSACTION").execute()
        } catch {
            // The connection is used again: never with a transaction (and its old snapshot) open.
            // GRDB's rollback also gets through an interrupted connection.
            if isInsideTransaction { try? rollback() }
            throw error
        }
        return result
    }
}
