import Foundation
import GRDB

/// Admitted writes in the server's SQLite database (table `writeAllowance`), counted in one write
/// transaction, which every server process on the database file takes in turn.
package struct SQLiteWriteAllowanceStore: WriteAllowanceStore {
    package let database: any DatabaseWriter

    package init(database: any DatabaseWriter) {
        self.database = database
    }

    package func admit(_ allowances: [WriteAllowance], at date: Date) async throws -> WriteAdmission {
        try await database.write { db in
            var wait = 0
            for allowance in allowances {
                let filledByExpiry = try Date.fetchOne(
                    db,
                    sql: "SELECT expiresAt FROM writeAllowance WHERE key = ? AND expiresAt > ? ORDER BY expiresAt DESC LIMIT 1 OFFSET ?",
                    arguments: [allowance.key, date, allowance.rule.limit - 1]
                )
                if let filledByExpiry {
                    wait = max(wait, WriteAllowanceWait.seconds(until: filledByExpiry, now: date))
                }
            }
            guard wait == 0 else { return .refused(retryAfterSeconds: wait) }
            try db.execute(sql: "DELETE FROM writeAllowance WHERE expiresAt <= ?", arguments: [date])
            for allowance in allowances {
                try db.execute(
                    sql: "INSERT INTO writeAllowance (key, expiresAt) VALUES (?, ?)",
                    arguments: [allowance.key, date.addingTimeInterval(allowance.rule.window)]
                )
            }
            return .admitted
        }
    }
}
