import Crypto
import ServiceLifecycle

/// Every store the routes work on, each behind its protocol. `buildApplication` opens them over the
/// data directory or the PostgreSQL database; route tests make them in memory. `buildRouter` sees nothing else of storage.
struct ServerRepositories: Sendable {
    var users: any UserRepository
    var sessions: any SessionRepository
    var reviews: any ReviewRepository
    /// GET /review's question: the caller's reviews while their session is open.
    var ownReviews: any OwnReviewsReading
    var catalog: any RestaurantCatalog
    /// Counts failed logins and wrong current passwords; with a store in the database, across every
    /// instance on it.
    var loginThrottle: any LoginThrottling
    /// Counts admitted writes for the write rate limits; with a store in the database, across every
    /// instance on it.
    var writeAllowances: any WriteAllowanceStore
    /// Signs and checks access tokens.
    var signingKey: SymmetricKey
    /// Where storage failures are reported, and what `/health` asks about the database.
    var storage: any StorageMonitoring
    /// What runs beside the server and stops with it (a database's connection pool).
    var services: [any Service] = []
}
