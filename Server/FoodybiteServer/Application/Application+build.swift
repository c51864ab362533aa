import Foundation
import Hummingbird
import Logging
import NIOCore
import NIOPosix

/// Builds the server exactly as the executable, the tests and the app's embedded mode run it.
/// `onServerRunning` receives the bound port (useful with port 0).
public func buildApplication(
    configuration: ServerConfiguration,
    logger: Logger? = nil,
    onServerRunning: @escaping @Sendable (Int) async -> Void = { _ in }
) async throws -> some ApplicationProtocol {
    var logger = logger ?? Logger(label: "foodybite-server")
    logger.logLevel = configuration.logLevel
    let repositories = try await openRepositories(configuration: configuration, logger: logger)
    let router = await buildRouter(configuration: configuration, repositories: repositories)
    return Application(
        router: router,
        // Connections that send nothing for a minute are closed, so idle or slow clients cannot hold them.
        server: FoodybiteHTTP1Channel.builder(idleTimeout: .seconds(60)),
        configuration: ApplicationConfiguration(
            address: .hostname(configuration.host, port: configuration.port),
            serverName: "foodybite-server"
        ),
        services: repositories.services,
        onServerRunning: { channel in
            await onServerRunning(channel.localAddress?.port ?? configuration.port)
        },
        logger: logger
    )
}

/// Opens the stores: in the PostgreSQL database when the configuration names one (shared by every
/// instance on it), else in the data directory's SQLite database; each checked, migrated, and seeded
/// with the demo catalog when its catalog is empty. The signing key comes from `signingKeyFile` when
/// given, else from beside the SQLite database or from the PostgreSQL database.
func openRepositories(configuration: ServerConfiguration, logger: Logger) async throws -> ServerRepositories {
    if let url = configuration.databaseURL {
        let database = try await PostgresServerDatabase.open(
            url: url,
            poolSize: configuration.databasePoolSize,
            connectionWaitLimit: .milliseconds(Int64(configuration.databaseBusyTimeout * 1_000)),
            statementTimeout: .milliseconds(Int64(configuration.databaseStatementTimeout * 1_000)),
            logger: logger
        )
        let signingKey = if let file = configuration.signingKeyFile {
            try SigningKeyFile(url: file).loadOrCreate()
        } else {
            try await PostgresSigningKey.loadOrCreate(in: database)
        }
        try await PostgresCatalogStore(database: database).seedDemoIfNeeded(configuration: configuration.catalog)
        let loginThrottle = LoginThrottle(policy: configuration.loginThrottle, store: PostgresLoginFailureStore(database: database))
        return .postgres(database, signingKey: signingKey, loginThrottle: loginThrottle, logger: logger)
    }
    // Opening waits on the migration lock and the key file that other processes or servers in this
    // one may hold: a blocking wait, kept off the concurrency pool's few threads.
    let (database, signingKey) = try await NIOThreadPool.singleton.runIfActive {
        let database = try ServerDatabase.open(
            in: configuration.dataDirectory,
            busyTimeout: configuration.databaseBusyTimeout,
            integrityCheckTimeLimit: configuration.databaseIntegrityCheckTimeLimit,
            logger: logger
        )
        let keyFile = configuration.signingKeyFile.map(SigningKeyFile.init(url:)) ?? SigningKeyFile(directory: configuration.dataDirectory)
        return (database, try keyFile.loadOrCreate())
    }
    try await DemoCatalogSeeder.seedIfNeeded(database, configuration: configuration.catalog)
    let loginThrottle = LoginThrottle(policy: configuration.loginThrottle, store: SQLiteLoginFailureStore(database: database.pool))
    return .sqlite(database, signingKey: signingKey, loginThrottle: loginThrottle, logger: logger)
}

/// The routes of both wire contracts over `repositories`, behind the shared middleware. `now` is the
/// clock of tokens, sessions and reviews.
func buildRouter(
    configuration: ServerConfiguration,
    repositories: ServerRepositories,
    now: @escaping @Sendable () -> Date = Date.init
) async -> Router<FoodybiteRequestContext> {
    let router = Router(context: FoodybiteRequestContext.self, options: .autoGenerateHeadEndpoints)
    router.add(middleware: RequestLogMiddleware())
    if configuration.trustsProxy {
        router.add(middleware: ForwardedClientAddressMiddleware())
    }
    router.add(middleware: JSONErrorMiddleware())
    router.add(middleware: PlacesNewErrorMiddleware())
    router.add(middleware: StorageErrorMiddleware(reporter: repositories.storage))
    router.add(middleware: BodySizeLimitMiddleware(maximum: max(configuration.maximumBodySize, configuration.maximumProfileImageBodySize)))
    HealthController(storage: repositories.storage).addRoutes(to: router)
    OpenAPIController().addRoutes(to: router)
    await addFoodybiteRoutes(to: router, configuration: configuration, repositories: repositories, now: now)
    // The Places routes answer storage failures with a status, as their contracts say: these report them.
    let catalog = ErrorReportingRestaurantCatalog(base: repositories.catalog, reporter: repositories.storage)
    PlacesRoutes(catalog: catalog, apiKey: configuration.placesAPIKey, now: configuration.catalog.now)
        .addRoutes(to: router)
    CatalogCoverageController(catalog: catalog).addRoutes(to: router)
    PlacesNewRoutes(
        catalog: catalog,
        reviews: ErrorReportingReviewRepository(base: repositories.reviews, reporter: repositories.storage),
        apiKey: configuration.placesAPIKey,
        bodyLimit: configuration.maximumBodySize,
        now: configuration.catalog.now
    ).addRoutes(to: router)
    // Last, so that it only wraps the router's not-found answer.
    router.add(middleware: MethodNotAllowedMiddleware(routes: RouteTable(router)))
    return router
}

/// The Foodybite API (accounts, tokens, reviews): the routes that need a caller sit behind the one
/// `AuthenticationMiddleware`, except GET /review, which checks the session in its own read behind
/// `AccessTokenMiddleware`.
private func addFoodybiteRoutes(
    to router: Router<FoodybiteRequestContext>,
    configuration: ServerConfiguration,
    repositories: ServerRepositories,
    now: @escaping @Sendable () -> Date
) async {
    let signer = await AccessTokenSigner(key: repositories.signingKey, lifetime: configuration.accessTokenLifetime)
    let hasher = BcryptPasswordHasher(cost: configuration.bcryptCost, atLowPriority: configuration.hashesPasswordsAtLowPriority)
    let limits = RequestBodyLimits(standard: configuration.maximumBodySize, profileImage: configuration.maximumProfileImageBodySize)
    let writeLimiter = WriteRateLimiter(policy: configuration.writeLimits, store: repositories.writeAllowances, now: now)
    let authenticated = router.group()
        .add(middleware: AuthenticationMiddleware(signer: signer, sessions: repositories.sessions, now: now))
    let tokenVerified = router.group()
        .add(middleware: AccessTokenMiddleware(signer: signer))
    AuthController(
        users: repositories.users,
        sessions: repositories.sessions,
        signer: signer,
        hasher: hasher,
        throttle: repositories.loginThrottle,
        writeLimiter: writeLimiter,
        limits: limits,
        refreshTokenLifetime: configuration.refreshTokenLifetime,
        refreshTokenRetryGracePeriod: configuration.refreshTokenRetryGracePeriod,
        now: now
    ).addRoutes(to: router, authenticated: authenticated)
    AccountController(
        users: repositories.users, hasher: hasher, throttle: repositories.loginThrottle, writeLimiter: writeLimiter, limits: limits
    ).addRoutes(to: authenticated)
    let catalog = repositories.catalog
    ReviewController(
        reviews: repositories.reviews, ownReviews: repositories.ownReviews, writeLimiter: writeLimiter, limits: limits,
        catalogHolds: { try await catalog.restaurants(placeIDs: [$0], includingReviews: false).isEmpty == false }, now: now
    ).addRoutes(to: authenticated, tokenVerified: tokenVerified)
    ProfileImageController(users: repositories.users).addRoutes(to: authenticated)
}
