import Crypto

/// Every store the routes work on, each behind its protocol. `buildApplication` opens them over the
/// data directory or the PostgreSQL database; route tests make them in memory. `buildRouter` sees nothing else of storage.
struct ServerRepositories: Sendable {
    var users: any UserRepository
    var sessions: any SessionRepository
    var reviews: any ReviewRepository
    var catalog: any RestaurantCatalog
    /// Failed logins, counted by every instance that shares the store.
    var loginFailures: any LoginFailureStore
    /// Signs and checks access tokens.
    var signingKey: SymmetricKey
    /// Where storage failures are reported, and what `/health` asks about the database.
    var storage: any StorageMonitoring
}
