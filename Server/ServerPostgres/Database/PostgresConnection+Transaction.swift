import Logging
import PostgresNIO

extension PostgresConnection {
    /// Runs `body` between BEGIN and COMMIT, or ROLLBACK when it throws; its error is rethrown unwrapped,
    /// so stores can throw their own errors from inside a transaction.
    func inTransaction<Result: Sendable>(
        logger: Logger,
        _ body: (PostgresConnection) async throws -> Result
    ) async throws -> Result {
        try await query("BEGIN", logger: logger)
        let result: Result
        do {
            result = try await body(self)
        } catch {
            _ = try? await query("ROLLBACK", logger: logger)
            throw error
        }
        try await query("COMMIT", logger: logger)
        return result
    }
}
