import AccountsDomain
import CatalogDomain
import Foundation
import Logging
import WriteLimits

/// Everything the server needs to start; the executable fills it from flags and environment, tests
/// and the embedded mode from code.
public struct ServerConfiguration: Sendable {
    public var host: String
    /// 0 asks the system for a free port (learn it from `RunningServer.baseURL`).
    public var port: Int
    /// Holds the server's SQLite database and its JWT signing key.
    public var dataDirectory: URL
    /// When set, Places requests must carry this key (as Google requires one); when nil any key is accepted.
    public var placesAPIKey: String?
    /// The demo catalog seeded into an empty catalog on first start, and the clock of open-now.
    public var catalog = CatalogConfiguration()
    public var bcryptCost: Int
    /// Whether bcrypt runs at the lowest CPU priority, so that a busy shared server's other routes keep
    /// their pace. The embedded server hashes at normal priority: its one user waits for exactly that,
    /// and an idle-priority thread gets almost no CPU while anything else keeps the machine busy.
    public var hashesPasswordsAtLowPriority = true
    public var accessTokenLifetime: TimeInterval
    public var refreshTokenLifetime: TimeInterval
    /// For how long after a refresh token was traded a retry with the same token (a client whose answer
    /// was lost, parallel requests of one app) is answered with the same new pair instead of being
    /// treated as a stolen token's replay, which ends the session.
    public var refreshTokenRetryGracePeriod: TimeInterval = 10
    /// Largest accepted request body.
    public var maximumBodySize: Int
    /// Largest body on routes that carry a profile image.
    public var maximumProfileImageBodySize: Int
    public var logLevel: Logger.Level
    /// How long a write waits for the database's write lock (held by an import, say), or a request for a
    /// connection to a shared database, before it is answered with 503 and `Retry-After`.
    public var databaseBusyTimeout: TimeInterval = 5
    /// How long the integrity check of the database at start may take; a larger database starts
    /// unchecked after that (with a warning). 0 skips the check.
    public var databaseIntegrityCheckTimeLimit: TimeInterval = 10
    /// When repeated failed logins (per email and address) are refused with 429.
    public var loginThrottle: LoginThrottlePolicy = .standard
    /// How many reviews, signups and account changes one account and one address may make (429 beyond).
    public var writeLimits: WriteRateLimitPolicy = .standard
    /// Where the stores live: the SQLite database of `dataDirectory`, or a database that every instance
    /// shares (`PostgresServerStores` of ServerPostgres, for `--database-url`).
    package var stores: any ServerStoreOpening = SQLiteServerStores()
    /// The token signing key's file; nil keeps it in `dataDirectory` (SQLite) or in the database
    /// (PostgreSQL), where every instance finds the same key.
    public var signingKeyFile: URL?
    /// Whether the server sits behind a proxy that appends the client's address to `X-Forwarded-For`:
    /// the login throttle then counts per that address instead of the proxy's.
    public var trustsProxy = false

    public init(
        host: String = "127.0.0.1",
        port: Int = 8080,
        dataDirectory: URL,
        placesAPIKey: String? = nil,
        bcryptCost: Int = 12,
        accessTokenLifetime: TimeInterval = 15 * 60,
        refreshTokenLifetime: TimeInterval = 7 * 24 * 3600,
        maximumBodySize: Int = 16 * 1024,
        maximumProfileImageBodySize: Int = 10 * 1024 * 1024,
        logLevel: Logger.Level = .info
    ) {
        self.host = host
        self.port = port
        self.dataDirectory = dataDirectory
        self.placesAPIKey = placesAPIKey
        self.bcryptCost = bcryptCost
        self.accessTokenLifetime = accessTokenLifetime
        self.refreshTokenLifetime = refreshTokenLifetime
        self.maximumBodySize = maximumBodySize
        self.maximumProfileImageBodySize = maximumProfileImageBodySize
        self.logLevel = logLevel
    }
}
