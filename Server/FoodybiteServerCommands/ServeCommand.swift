import ArgumentParser
import FoodybiteServer
import Foundation
import Hummingbird
import ServerPostgres
import WriteLimits

struct ServeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Serve the Foodybite API and the Places-compatible API over HTTP.",
        discussion: """
        Set FOODYBITE_SERVER_PLACES_KEY to require that key on Places requests, as Google does; without it \
        any key is accepted. The server stops gracefully on SIGINT or SIGTERM, within 10 seconds whatever its \
        database does.
        """
    )

    @Option(help: "Address to listen on.")
    var host = "127.0.0.1"

    @Option(help: "Port to listen on (0 picks a free one).")
    var port = 8080

    @OptionGroup var options: ServerOptions

    @OptionGroup var database: DatabaseOptions

    @Option(
        name: .customLong("database-pool-size"),
        help: ArgumentHelp("Connections to PostgreSQL this instance opens at most.", valueName: "n")
    )
    var databasePoolSize = PostgresServerDatabase.defaultPoolSize

    @Option(
        name: .customLong("database-statement-timeout"),
        help: ArgumentHelp(
            "Seconds a PostgreSQL statement may run before it is cancelled and its request answered 503 with Retry-After (0: never).",
            valueName: "seconds"
        )
    )
    var databaseStatementTimeout = PostgresServerStores.defaultStatementTimeout

    @Option(
        name: .customLong("signing-key-file"),
        help: ArgumentHelp(
            "The token signing key (created if missing, mode 0600). Default: in the data directory, or in the database with --database-url.",
            valueName: "file"
        )
    )
    var signingKeyFile: String?

    @Flag(
        name: .customLong("trust-proxy"),
        help: "Behind a reverse proxy: throttle logins and limit writes by the last X-Forwarded-For address instead of the proxy's."
    )
    var trustsProxy = false

    @Option(
        name: .customLong("write-limit"),
        help: ArgumentHelp(
            """
            Change a write rate limit (repeatable): NAME=COUNT/WINDOW, NAME=off, or off for all. NAME: reviews-per-account (default 60/h), \
            reviews-per-address (600/h), signups-per-address (20/h), account-changes-per-account (30/h), account-changes-per-address (120/h).
            """,
            valueName: "limit"
        )
    )
    var writeLimits: [String] = []

    @Option(name: .customLong("bcrypt-cost"), help: ArgumentHelp("Bcrypt work factor (4-31).", visibility: .hidden))
    var bcryptCost = 12

    func validate() throws {
        guard (0...65_535).contains(port) else { throw ValidationError("--port must be between 0 and 65535.") }
        guard (4...31).contains(bcryptCost) else { throw ValidationError("--bcrypt-cost must be between 4 and 31.") }
        guard (1...1_000).contains(databasePoolSize) else { throw ValidationError("--database-pool-size must be between 1 and 1000.") }
        guard (0...3_600).contains(databaseStatementTimeout) else {
            throw ValidationError("--database-statement-timeout must be between 0 and 3600 seconds.")
        }
        do {
            _ = try WriteRateLimitSetting.applying(writeLimits, to: .standard)
        } catch let error as WriteRateLimitSettingError {
            throw ValidationError("--write-limit: \(error.description)")
        }
    }

    func run() async throws {
        let environment = ProcessInfo.processInfo.environment
        var settings = ServerConfiguration(
            host: host,
            port: port,
            dataDirectory: options.resolvedDataDirectory(environment: environment),
            placesAPIKey: environment["FOODYBITE_SERVER_PLACES_KEY"].flatMap { $0.isEmpty ? nil : $0 },
            bcryptCost: bcryptCost,
            logLevel: options.resolvedLogLevel
        )
        if let url = try database.resolvedDatabaseURL(environment: environment) {
            var postgres = PostgresServerStores(url: url)
            postgres.poolSize = databasePoolSize
            postgres.statementTimeout = databaseStatementTimeout
            settings.stores = postgres
        }
        settings.signingKeyFile = signingKeyFile.map { URL(fileURLWithPath: ($0 as NSString).expandingTildeInPath) }
        settings.trustsProxy = trustsProxy
        settings.writeLimits = try WriteRateLimitSetting.applying(writeLimits, to: .standard)
        let configuration = settings
        let logger = options.logger()
        let address = "\(configuration.host.contains(":") ? "[\(configuration.host)]" : configuration.host):\(configuration.port)"
        let state = ListeningState()
        let application: any ApplicationProtocol
        do {
            application = try await buildApplication(configuration: configuration, logger: logger) { port in
                state.markListening()
                let host = configuration.host.contains(":") ? "[\(configuration.host)]" : configuration.host
                FileHandle.standardOutput.write(Data("Foodybite server listening on http://\(host):\(port)\n".utf8))
            }
        } catch {
            // The database's and the signing key's errors name their file or masked URL, and the remedy.
            throw commandFailure("\(error)", status: 1)
        }
        let shutdownDeadline = ShutdownDeadline(logger: logger)
        defer { withExtendedLifetime(shutdownDeadline) {} }
        do {
            try await application.runService()
        } catch {
            let message = state.isListening
                ? "the server stopped: \(error)"
                : "the server could not listen on \(address): \(error). Choose another --port or --host, or stop what listens there."
            throw commandFailure(message, status: 1)
        }
    }
}
