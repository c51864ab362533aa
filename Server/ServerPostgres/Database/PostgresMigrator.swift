import Logging
import PostgresNIO

/// Applies `PostgresSchema.migrations` that a database lacks, recording each in `schema_migration`.
/// Instances starting together take turns through a session advisory lock (one per schema), so every
/// migration runs exactly once; the later ones find the work done.
struct PostgresMigrator: Sendable {
    let url: PostgresURL
    var migrations: [PostgresMigration] = PostgresSchema.migrations

    /// The versions this call applied (empty when the database was up to date).
    @discardableResult
    func migrate(_ connection: PostgresConnection, logger: Logger) async throws -> [Int] {
        let schema = url.schema
        let lockKey = "foodybite-server migrations \(schema)"
        try await connection.query("SELECT pg_advisory_lock(hashtext(\(lockKey)))", logger: logger)
        do {
            let applied = try await migrateHoldingLock(connection, logger: logger)
            try await connection.query("SELECT pg_advisory_unlock(hashtext(\(lockKey)))", logger: logger)
            return applied
        } catch {
            // Closing the connection releases the lock too; this is for a caller that keeps it.
            _ = try? await connection.query("SELECT pg_advisory_unlock(hashtext(\(lockKey)))", logger: logger)
            throw error
        }
    }

    private func migrateHoldingLock(_ connection: PostgresConnection, logger: Logger) async throws -> [Int] {
        let schema = url.schema
        try await ensureExtension("postgis", missing: .postgisMissing, connection, logger: logger)
        try await ensureExtension("btree_gist", missing: .btreeGistMissing, connection, logger: logger)
        // Checked first: CREATE SCHEMA IF NOT EXISTS needs the right to create schemas even when it exists.
        if try await connection.run("SELECT 1 FROM pg_namespace WHERE nspname = \(schema)", logger: logger) == 0 {
            try await connection.query("CREATE SCHEMA \(unescaped: schema)", logger: logger)
        }
        try await connection.query("""
            CREATE TABLE IF NOT EXISTS \(unescaped: schema).schema_migration (
                version integer PRIMARY KEY,
                name text NOT NULL,
                applied_at timestamptz NOT NULL DEFAULT now()
            )
            """, logger: logger)
        var done = Set<Int>()
        for try await version in try await connection.query(
            "SELECT version FROM \(unescaped: schema).schema_migration", logger: logger
        ).decode(Int.self) {
            done.insert(version)
        }
        let known = Set(migrations.map(\.version))
        if let unknown = done.subtracting(known).max() {
            throw PostgresStartError(kind: .newerVersion, database: url, reason: "it holds schema version \(unknown)")
        }
        var applied: [Int] = []
        for migration in migrations.sorted(by: { $0.version < $1.version }) where !done.contains(migration.version) {
            try await connection.inTransaction(logger: logger) { connection in
                for statement in migration.statements {
                    try await connection.query(PostgresQuery(unsafeSQL: statement), logger: logger)
                }
                try await connection.query(
                    "INSERT INTO \(unescaped: schema).schema_migration (version, name) VALUES (\(migration.version), \(migration.name))",
                    logger: logger
                )
            }
            logger.info("database migrated", metadata: ["version": "\(migration.version)", "migration": "\(migration.name)"])
            applied.append(migration.version)
        }
        return applied
    }

    /// PostGIS and btree_gist live in `public`, where every schema's search path finds them. Creating one
    /// needs a superuser (or a database owner where it is trusted); without one, the operator is told
    /// what to run.
    private func ensureExtension(
        _ name: String,
        missing: PostgresStartError.Kind,
        _ connection: PostgresConnection,
        logger: Logger
    ) async throws {
        let rows = try await connection.query("SELECT 1 FROM pg_extension WHERE extname = \(name)", logger: logger)
        for try await _ in rows { return }
        do {
            try await connection.query("CREATE EXTENSION IF NOT EXISTS \(unescaped: name) SCHEMA public", logger: logger)
        } catch {
            throw PostgresStartError(kind: missing, database: url, reason: PostgresStartError.reason(for: error))
        }
    }
}
