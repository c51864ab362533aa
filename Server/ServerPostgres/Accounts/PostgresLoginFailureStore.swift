import AccountsDomain
import Foundation
import PostgresNIO

/// Failed logins in the server's PostgreSQL database (table `login_failure`), so that every instance
/// behind a balancer counts the same failures.
struct PostgresLoginFailureStore: LoginFailureStore {
    let database: PostgresServerDatabase

    func failures(for key: LoginAttemptKey, since start: Date) async throws -> [Date] {
        let logger = database.logger
        return try await database.withConnection { connection in
            try await connection.all("""
                SELECT failed_at FROM login_failure
                WHERE email_key = \(key.email) AND address = \(key.address) AND failed_at >= \(start)
                ORDER BY failed_at
                """, logger: logger).map { try $0.decode(Date.self) }
        }
    }

    func recordFailure(for key: LoginAttemptKey, at date: Date, forgettingBefore cutoff: Date) async throws {
        let logger = database.logger
        try await database.withConnection { connection in
            try await connection.run("DELETE FROM login_failure WHERE failed_at < \(cutoff)", logger: logger)
            try await connection.run(
                "INSERT INTO login_failure (email_key, address, failed_at) VALUES (\(key.email), \(key.address), \(date))",
                logger: logger
            )
        }
    }

    func clearFailures(for key: LoginAttemptKey) async throws {
        let logger = database.logger
        try await database.withConnection { connection in
            try await connection.run(
                "DELETE FROM login_failure WHERE email_key = \(key.email) AND address = \(key.address)", logger: logger
            )
        }
    }
}
