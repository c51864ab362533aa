import Foundation
import Logging
import NIOCore
import NIOSSL
import PostgresNIO
import ServerStorage
import ServiceLifecycle

/// The server's PostgreSQL database (`--database-url`): a pool of `poolSize` connections shared by
/// every store. Opening it connects once, which tells an unreachable or misconfigured database at
/// start (`PostgresStartError`), and applies the migrations under an advisory lock
/// (`PostgresMigrator`), so that several instances starting together migrate once.
///
/// Every store runs its statements through `withConnection` or `withTransaction`: a request that
/// cannot get a connection within `connectionWaitLimit` (the database is down or every connection is
/// busy), or whose work runs longer than `statementTimeout` (a hung query, a lock never released, a
/// connection lost without a word while the database restarts), fails with `StorageUnavailableError`,
/// answered as 503 with `Retry-After`: a request never waits on the database beyond both limits.
public final class PostgresServerDatabase: Service, Sendable {
    public static let defaultPoolSize = 10
    /// Far above any request's statement (milliseconds), far below a client's patience.
    public static let defaultStatementTimeout: Duration = .seconds(5)

    public let url: PostgresURL
    package let client: PostgresClient
    package let logger: Logger
    package let connectionWaitLimit: Duration
    /// How long a leased connection's work may take (nil: as long as it takes).
    package let workLimit: Duration?
    private let runTask: Task<Void, Never>

    private init(url: PostgresURL, client: PostgresClient, logger: Logger, connectionWaitLimit: Duration, workLimit: Duration?) {
        self.url = url
        self.client = client
        self.logger = logger
        self.connectionWaitLimit = connectionWaitLimit
        self.workLimit = workLimit
        self.runTask = Task { await client.run() }
    }

    /// Connects, migrates and starts the pool. Throws `PostgresStartError` (whose message names the
    /// database without its password, and the remedy) when the database cannot be used. The pool's
    /// connections cancel a statement after `statementTimeout` (nil: never); migrations, imports and
    /// seeding (`withLongTransaction`) are not limited.
    public static func open(
        url: PostgresURL,
        poolSize: Int = defaultPoolSize,
        connectionWaitLimit: Duration = .seconds(5),
        statementTimeout: Duration? = defaultStatementTimeout,
        connectTimeout: Duration = .seconds(10),
        logger: Logger? = nil
    ) async throws -> PostgresServerDatabase {
        let logger = logger ?? Logger(label: "foodybite-server.postgres", factory: { _ in SwiftLogNoOpLogHandler() })
        let configuration = try connectionConfiguration(for: url, connectTimeout: connectTimeout)
        let connection: PostgresConnection
        do {
            connection = try await PostgresConnection.connect(configuration: configuration, id: 0, logger: logger)
        } catch {
            throw PostgresStartError(connecting: error, to: url)
        }
        do {
            try await PostgresMigrator(url: url).migrate(connection, logger: logger)
            try? await connection.close()
        } catch {
            try? await connection.close()
            throw error as? PostgresStartError ?? PostgresStartError(migrating: error, in: url)
        }
        var clientConfiguration = PostgresClient.Configuration(
            host: url.host,
            port: url.port,
            username: url.username,
            password: url.password,
            database: url.database,
            tls: try clientTLS(for: url.tlsMode)
        )
        clientConfiguration.options.maximumConnections = max(1, poolSize)
        clientConfiguration.options.minimumConnections = 0
        clientConfiguration.options.connectTimeout = connectTimeout
        clientConfiguration.options.additionalStartupParameters = startupParameters(for: url)
            + statementTimeoutParameter(statementTimeout)
        let client = PostgresClient(configuration: clientConfiguration, backgroundLogger: logger)
        return PostgresServerDatabase(
            url: url, client: client, logger: logger, connectionWaitLimit: connectionWaitLimit,
            workLimit: statementTimeout.flatMap { $0 > .zero ? $0 : nil }
        )
    }

    /// Beside a server: waits for the server's graceful shutdown, then closes the pool.
    public func run() async throws {
        try? await gracefulShutdown()
        await close()
    }

    /// Stops the pool: its connections close and later statements fail.
    public func close() async {
        runTask.cancel()
        await runTask.value
    }

    /// Runs `body` on a pooled connection. Waiting longer than `connectionWaitLimit` for one, working on it
    /// longer than `workLimit`, or losing it, throws `StorageUnavailableError`; a connection given up on
    /// is closed, so its unfinished transaction cannot commit after the request was answered.
    @discardableResult
    package func withConnection<Result: Sendable>(_ body: @escaping @Sendable (PostgresConnection) async throws -> Result) async throws -> Result {
        try await withConnection(workLimit: workLimit, body)
    }

    /// As `withConnection`, with the work's own limit (nil for bulk work that may rightly run long).
    package func withConnection<Result: Sendable>(
        workLimit: Duration?,
        _ body: @escaping @Sendable (PostgresConnection) async throws -> Result
    ) async throws -> Result {
        let leased = ConnectionLease()
        return try await BoundedOperation.run(
            checkpoints: [connectionWaitLimit] + (workLimit.map { [$0] } ?? []),
            deadline: { checkpoint in
                if checkpoint == 0 && leased.isSet { return nil }
                leased.abandon()
                return StorageUnavailableError.unreachable
            }
        ) { [client] in
            do {
                return try await client.withConnection { connection in
                    leased.set(connection)
                    return try await body(connection)
                }
            } catch {
                throw leased.isSet ? StorageUnavailableError(recognizing: error) ?? error : StorageUnavailableError.unreachable
            }
        }
    }

    /// Runs `body` in a transaction on a pooled connection: committed when it returns, rolled back when
    /// it throws (its error is rethrown as it is).
    @discardableResult
    package func withTransaction<Result: Sendable>(_ body: @escaping @Sendable (PostgresConnection) async throws -> Result) async throws -> Result {
        let logger = logger
        return try await withConnection { connection in
            try await connection.inTransaction(logger: logger) { try await body($0) }
        }
    }

    /// As `withTransaction`, for bulk work (an import, the demo catalog) whose statements may rightly
    /// run longer than the pool's statement timeout: the transaction lifts it.
    @discardableResult
    package func withLongTransaction<Result: Sendable>(_ body: @escaping @Sendable (PostgresConnection) async throws -> Result) async throws -> Result {
        let logger = logger
        return try await withConnection(workLimit: nil) { connection in
            try await connection.inTransaction(logger: logger) { connection in
                try await connection.run("SET LOCAL statement_timeout = 0", logger: logger)
                return try await body(connection)
            }
        }
    }

    // MARK: - Configuration

    package static func connectionConfiguration(for url: PostgresURL, connectTimeout: Duration) throws -> PostgresConnection.Configuration {
        var configuration = PostgresConnection.Configuration(
            host: url.host,
            port: url.port,
            username: url.username,
            password: url.password,
            database: url.database,
            tls: try connectionTLS(for: url.tlsMode)
        )
        configuration.options.connectTimeout = TimeAmount(connectTimeout)
        configuration.options.additionalStartupParameters = startupParameters(for: url)
        return configuration
    }

    /// Every connection reads and writes the URL's schema (PostGIS stays reachable in `public`), in UTC.
    package static func startupParameters(for url: PostgresURL) -> [(String, String)] {
        let searchPath = url.schema == "public" ? "public" : "\(url.schema), public"
        // No JIT: it compiled a search whose plan merely looked costly (a whole index of unrated restaurants
        // that a limit stops early) for 30 ms, longer than the search took.
        return [("search_path", searchPath), ("TimeZone", "UTC"), ("application_name", "foodybite-server"), ("jit", "off")]
    }

    /// PostgreSQL's `statement_timeout` in whole milliseconds (at least 1, since 0 would mean none).
    package static func statementTimeoutParameter(_ timeout: Duration?) -> [(String, String)] {
        guard let timeout, timeout > .zero else { return [] }
        let (seconds, attoseconds) = timeout.components
        let milliseconds = max(1, seconds * 1_000 + attoseconds / 1_000_000_000_000_000)
        return [("statement_timeout", String(milliseconds))]
    }

    /// As libpq: `prefer` and `require` encrypt without checking the certificate, `verify-full` checks it
    /// and the host name.
    private static func clientTLS(for mode: PostgresURL.TLSMode) throws -> PostgresClient.Configuration.TLS {
        switch mode {
        case .disable: return .disable
        case .prefer: return .prefer(unverifiedTLS)
        case .require: return .require(unverifiedTLS)
        case .verifyFull: return .require(.makeClientConfiguration())
        }
    }

    private static func connectionTLS(for mode: PostgresURL.TLSMode) throws -> PostgresConnection.Configuration.TLS {
        switch mode {
        case .disable: return .disable
        case .prefer: return .prefer(try NIOSSLContext(configuration: unverifiedTLS))
        case .require: return .require(try NIOSSLContext(configuration: unverifiedTLS))
        case .verifyFull: return .require(try NIOSSLContext(configuration: .makeClientConfiguration()))
        }
    }

    private static var unverifiedTLS: TLSConfiguration {
        var configuration = TLSConfiguration.makeClientConfiguration()
        configuration.certificateVerification = .none
        return configuration
    }
}

extension TimeAmount {
    init(_ duration: Duration) {
        let (seconds, attoseconds) = duration.components
        self = .nanoseconds(seconds * 1_000_000_000 + attoseconds / 1_000_000_000)
    }
}
