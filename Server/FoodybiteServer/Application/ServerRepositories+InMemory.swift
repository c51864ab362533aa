import Accounts
import AccountsDomain
import CatalogSQLite
import Crypto
import Reviews
import ServerStorage
import WriteLimits

extension ServerRepositories {
    /// The stores of one in-memory database (route tests), with a fresh random signing key unless given one.
    static func inMemory(
        _ database: InMemoryDatabase = InMemoryDatabase(),
        signingKey: SymmetricKey = SymmetricKey(size: SymmetricKeySize(bitCount: 512)),
        loginThrottle: any LoginThrottling = LoginThrottle(policy: .standard, store: InMemoryLoginFailureStore()),
        writeAllowances: any WriteAllowanceStore = InMemoryWriteAllowanceStore()
    ) -> ServerRepositories {
        let sessions = InMemorySessionRepository(database: database)
        let reviews = InMemoryReviewRepository(database: database)
        let catalog = InMemoryRestaurantCatalog(database: database)
        return ServerRepositories(
            users: InMemoryUserRepository(database: database),
            sessions: sessions,
            reviews: reviews,
            ownReviews: SessionCheckedOwnReviews(sessions: sessions, reviews: reviews),
            catalog: catalog,
            gazetteer: InMemoryGazetteer(),
            catalogWords: catalog,
            loginThrottle: loginThrottle,
            writeAllowances: writeAllowances,
            signingKey: signingKey,
            storage: InMemoryStorageHealth()
        )
    }
}
