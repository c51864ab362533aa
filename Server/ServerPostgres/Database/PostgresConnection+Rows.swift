import Foundation
import Logging
import NIOCore
import PostgresNIO

extension PostgresConnection {
    /// Runs a statement for its effect and returns how many rows it returned (statements that change
    /// rows say `RETURNING 1` to be counted).
    @discardableResult
    func run(_ query: PostgresQuery, logger: Logger) async throws -> Int {
        var count = 0
        for try await _ in try await self.query(query, logger: logger) {
            count += 1
        }
        return count
    }

    /// Every row the statement returns, as `rows.collect()` but typed.
    func all(_ query: PostgresQuery, logger: Logger) async throws -> [PostgresRow] {
        try await self.query(query, logger: logger).collect()
    }

    /// The first row the statement returns, if any (read to the end, so the connection is free again).
    func first(_ query: PostgresQuery, logger: Logger) async throws -> PostgresRow? {
        try await all(query, logger: logger).first
    }
}

extension ByteBuffer {
    var data: Data { Data(readableBytesView) }
}
