import Logging
import PostgresNIO
import ServerPostgres

extension BenchmarkCommand {
    /// What one statement costs PostgreSQL's catalog before it does any work: `SELECT 1` on a connection
    /// of its own (the wire and the server), then through the server's pool (a connection leased, and the
    /// limits on waiting for it and working on it, `PostgresServerDatabase.withConnection`). Every
    /// catalog question pays the second at least once.
    func measurePostgresRoundTrip(_ database: PostgresServerDatabase) async throws -> [LatencyStatistics] {
        let logger = Logger(label: "foodybite-benchmark.postgres", factory: { _ in SwiftLogNoOpLogHandler() })
        let configuration = try PostgresServerDatabase.connectionConfiguration(for: database.url, connectTimeout: .seconds(10))
        let connection = try await PostgresConnection.connect(configuration: configuration, id: 1, logger: logger)
        defer { Task { try? await connection.close() } }
        let clock = ContinuousClock()
        var alone = LatencyStatistics(name: "SELECT 1, a connection of its own")
        var pooled = LatencyStatistics(name: "SELECT 1, through the server's pool")
        for round in 0..<(queries + 20) {
            var start = clock.now
            _ = try await connection.query("SELECT 1", logger: logger).collect()
            if round >= 20 { alone.record(clock.now - start) }
            start = clock.now
            _ = try await database.withConnection { connection in try await connection.query("SELECT 1", logger: logger).collect().count }
            if round >= 20 { pooled.record(clock.now - start) }
        }
        print("\nA statement's round trip on PostgreSQL, before any work:")
        print(LatencyStatistics.header)
        print(alone.row)
        print(pooled.row)
        return [alone, pooled]
    }
}
