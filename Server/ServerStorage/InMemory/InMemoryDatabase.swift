import Synchronization

/// The in-memory stand-in for the server's database (route tests): the tables every in-memory
/// repository works on, behind one lock. Each `write` is a transaction as in SQLite: it sees no other
/// write half done, and changes everything it made or, when it throws, nothing.
package final class InMemoryDatabase: Sendable {
    private let tables = Mutex(InMemoryTables())

    package init() {}

    package func read<Result: Sendable>(_ work: (InMemoryTables) throws -> Result) rethrows -> Result {
        try tables.withLock { tables in try work(tables) }
    }

    package func write<Result: Sendable>(_ work: (inout InMemoryTables) throws -> Result) rethrows -> Result {
        try tables.withLock { tables in
            var draft = tables
            let result = try work(&draft)
            tables = draft
            return result
        }
    }
}
