import Foundation
import PostgresNIO
import WriteLimits

/// Admitted writes in the server's PostgreSQL database (table `write_allowance`), so that every instance
/// behind a balancer counts the same writes. Each key is counted under a transaction-scoped advisory
/// lock on it, taken in key order, so two instances never both admit the last write of an allowance.
struct PostgresWriteAllowanceStore: WriteAllowanceStore {
    let database: PostgresServerDatabase

    func admit(_ allowances: [WriteAllowance], at date: Date) async throws -> WriteAdmission {
        let logger = database.logger
        let ordered = allowances.sorted { $0.key < $1.key }
        return try await database.withConnection { connection in
            try await connection.inTransaction(logger: logger) { connection in
                var wait = 0
                for allowance in ordered {
                    _ = try await connection.all("SELECT pg_advisory_xact_lock(hashtextextended(\(allowance.key), 0))", logger: logger)
                    let filledByExpiry = try await connection.all("""
                        SELECT expires_at FROM write_allowance WHERE key = \(allowance.key) AND expires_at > \(date)
                        ORDER BY expires_at DESC LIMIT 1 OFFSET \(allowance.rule.limit - 1)
                        """, logger: logger).first.map { try $0.decode(Date.self) }
                    if let filledByExpiry {
                        wait = max(wait, WriteAllowanceWait.seconds(until: filledByExpiry, now: date))
                    }
                }
                guard wait == 0 else { return .refused(retryAfterSeconds: wait) }
                for allowance in ordered {
                    try await connection.run(
                        "DELETE FROM write_allowance WHERE key = \(allowance.key) AND expires_at <= \(date)", logger: logger
                    )
                }
                // Keys that never come back are swept a few rows at a time, skipping rows another instance
                // holds, so that unrelated writers never wait on one another.
                try await connection.run("""
                    DELETE FROM write_allowance WHERE ctid = ANY(ARRAY(
                        SELECT ctid FROM write_allowance WHERE expires_at <= \(date) LIMIT 20 FOR UPDATE SKIP LOCKED))
                    """, logger: logger)
                for allowance in ordered {
                    let expiry = date.addingTimeInterval(allowance.rule.window)
                    try await connection.run(
                        "INSERT INTO write_allowance (key, expires_at) VALUES (\(allowance.key), \(expiry))", logger: logger
                    )
                }
                return .admitted
            }
        }
    }
}
