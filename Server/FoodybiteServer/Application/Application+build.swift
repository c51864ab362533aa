import Accounts
import Catalog
import CatalogDomain
import CatalogSQLite
import Foundation
import Hummingbird
import Logging
import Reviews
import ServerHTTP
import ServerStorage
import WriteLimits

/// Builds the server exactly as the executable, the tests and the app's embedded mode run it.
/// `onServerRunning` receives the bound port (useful with port 0).
package func buildApplication(
    configuration: ServerConfiguration,
    logger: Logger? = nil,
    onServerRunning: @escaping @Sendable (Int) async -> Void = { _ in }
) async throws -> some ApplicationProtocol {
    var logger = logger ?? Logger(label: "foodybite-server")
    logger.logLevel = configuration.logLevel
    let repositories = try await configuration.stores.openRepositories(configuration: configuration, logger: logger)
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
    router.add(middleware: StorageErrorMiddleware(storage: repositories.storage))
    router.add(middleware: BodySizeLimitMiddleware(maximum: max(configuration.maximumBodySize, configuration.maximumProfileImageBodySize)))
    HealthController(storage: repositories.storage).addRoutes(to: router)
    OpenAPIController().addRoutes(to: router)
    await addFoodybiteRoutes(to: router, configuration: configuration, repositories: repositories, now: now)
    // The Places routes answer storage failures with a status, as their contracts say: these report them.
    let catalog = ErrorReportingRestaurantCatalog(
        base: ForgivingRestaurantCatalog(base: repositories.catalog, words: repositories.catalogWords), reporter: repositories.storage
    )
    let places = PlaceNameLookup(gazetteer: repositories.gazetteer)
    PlacesRoutes(catalog: catalog, places: places, apiKey: configuration.placesAPIKey, now: configuration.catalog.now)
        .addRoutes(to: router)
    CatalogCoverageController(catalog: catalog).addRoutes(to: router)
    PlacesNewRoutes(
        catalog: catalog,
        places: places,
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
