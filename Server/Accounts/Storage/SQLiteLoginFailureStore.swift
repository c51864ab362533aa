import AccountsDomain
import Foundation
import GRDB

/// Failed logins in the server's SQLite database (table `loginFailure`), shared by every server process
/// on that database file.
package struct SQLiteLoginFailureStore: LoginFailureStore {
    package let database: any DatabaseWriter

    package init(database: any DatabaseWriter) {
        self.database = database
    }

    package func failures(for key: LoginAttemptKey, since start: Date) async throws -> [Date] {
        try await database.read { db in
            try Date.fetchAll(
                db,
                sql: "SELECT failedAt FROM loginFailure WHERE emailKey = ? AND address = ? AND failedAt >= ? ORDER BY failedAt",
                arguments: [key.email, key.address, start]
            )
        }
    }

    package func recordFailure(for key: LoginAttemptKey, at date: Date, forgettingBefore cutoff: Date) async throws {
        try await database.write { db in
            try db.execute(sql: "DELETE FROM loginFailure WHERE failedAt < ?", arguments: [cutoff])
            try db.execute(
                sql: "INSERT INTO loginFailure (emailKey, address, failedAt) VALUES (?, ?, ?)",
                arguments: [key.email, key.address, date]
            )
        }
    }

    package func clearFailures(for key: LoginAttemptKey) async throws {
        try await database.write { db in
            try db.execute(sql: "DELETE FROM loginFailure WHERE emailKey = ? AND address = ?", arguments: [key.email, key.address])
        }
    }
}
