import Crypto

extension ServerRepositories {
    /// The stores of one in-memory database (route tests), with a fresh random signing key unless given one.
    static func inMemory(
        _ database: InMemoryDatabase = InMemoryDatabase(),
        signingKey: SymmetricKey = SymmetricKey(size: SymmetricKeySize(bitCount: 512)),
        loginThrottle: any LoginThrottling = LoginThrottle(policy: .standard, store: InMemoryLoginFailureStore())
    ) -> ServerRepositories {
        ServerRepositories(
            users: InMemoryUserRepository(database: database),
            sessions: InMemorySessionRepository(database: database),
            reviews: InMemoryReviewRepository(database: database),
            catalog: InMemoryRestaurantCatalog(database: database),
            loginThrottle: loginThrottle,
            signingKey: signingKey,
            storage: InMemoryStorageHealth()
        )
    }
}
