import AccountsDomain
import CatalogDomain
import Crypto
import ReviewsDomain
import ServerStorage
import ServiceLifecycle
import WriteLimits

/// Every store the routes work on, each behind its protocol. `buildApplication` opens them over the
/// data directory or a shared database; route tests make them in memory. `buildRouter` sees nothing else of storage.
package struct ServerRepositories: Sendable {
    package var users: any UserRepository
    package var sessions: any SessionRepository
    package var reviews: any ReviewRepository
    /// GET /review's question: the caller's reviews while their session is open.
    package var ownReviews: any OwnReviewsReading
    package var catalog: any RestaurantCatalog
    /// The place names kept beside the catalog, for looking a place up by name.
    package var gazetteer: any Gazetteer
    /// The words of the catalog's search index, for correcting typos.
    package var catalogWords: any CatalogWordIndex
    /// Counts failed logins and wrong current passwords; with a store in the database, across every
    /// instance on it.
    package var loginThrottle: any LoginThrottling
    /// Counts admitted writes for the write rate limits; with a store in the database, across every
    /// instance on it.
    package var writeAllowances: any WriteAllowanceStore
    /// Signs and checks access tokens.
    package var signingKey: SymmetricKey
    /// Where storage failures are reported, and what `/health` asks about the database.
    package var storage: any StorageMonitoring
    /// What runs beside the server and stops with it (a database's connection pool).
    package var services: [any Service] = []

    package init(
        users: any UserRepository,
        sessions: any SessionRepository,
        reviews: any ReviewRepository,
        ownReviews: any OwnReviewsReading,
        catalog: any RestaurantCatalog,
        gazetteer: any Gazetteer,
        catalogWords: any CatalogWordIndex,
        loginThrottle: any LoginThrottling,
        writeAllowances: any WriteAllowanceStore,
        signingKey: SymmetricKey,
        storage: any StorageMonitoring,
        services: [any Service] = []
    ) {
        self.users = users
        self.sessions = sessions
        self.reviews = reviews
        self.ownReviews = ownReviews
        self.catalog = catalog
        self.gazetteer = gazetteer
        self.catalogWords = catalogWords
        self.loginThrottle = loginThrottle
        self.writeAllowances = writeAllowances
        self.signingKey = signingKey
        self.storage = storage
        self.services = services
    }
}
