import Foundation
import Hummingbird
import Logging
import NIOCore

/// Builds the server exactly as the executable, the tests and the app's embedded mode run it.
/// `onServerRunning` receives the bound port (useful with port 0).
public func buildApplication(
    configuration: ServerConfiguration,
    logger: Logger? = nil,
    onServerRunning: @escaping @Sendable (Int) async -> Void = { _ in }
) async throws -> some ApplicationProtocol {
    var logger = logger ?? Logger(label: "foodybite-server")
    logger.logLevel = configuration.logLevel
    let router = try await buildRouter(configuration: configuration, logger: logger)
    return Application(
        router: router,
        // Connections that send nothing for a minute are closed, so idle or slow clients cannot hold them.
        server: FoodybiteHTTP1Channel.builder(idleTimeout: .seconds(60)),
        configuration: ApplicationConfiguration(
            address: .hostname(configuration.host, port: configuration.port),
            serverName: "foodybite-server"
        ),
        onServerRunning: { channel in
            await onServerRunning(channel.localAddress?.port ?? configuration.port)
        },
        logger: logger
    )
}

/// The routes of both wire contracts behind the shared middleware.
func buildRouter(configuration: ServerConfiguration, logger: Logger) async throws -> Router<FoodybiteRequestContext> {
    let stores = try await ServerStores.open(configuration: configuration, logger: logger)
    let foodybiteAPI = await FoodybiteAPI.make(configuration: configuration, stores: stores)
    let storage = stores.health
    let router = Router(context: FoodybiteRequestContext.self, options: .autoGenerateHeadEndpoints)
    router.add(middleware: RequestLogMiddleware())
    if configuration.trustsProxy {
        router.add(middleware: ForwardedClientAddressMiddleware())
    }
    router.add(middleware: JSONErrorMiddleware())
    router.add(middleware: PlacesNewErrorMiddleware())
    router.add(middleware: StorageErrorMiddleware(reporter: storage))
    router.add(middleware: BodySizeLimitMiddleware(maximum: max(configuration.maximumBodySize, configuration.maximumProfileImageBodySize)))
    HealthController(storage: storage).addRoutes(to: router)
    OpenAPIController().addRoutes(to: router)
    foodybiteAPI.addRoutes(to: router)
    // The Places routes answer storage failures with a status, as their contracts say: these report them.
    let catalog = ErrorReportingRestaurantCatalog(base: stores.catalog, reporter: storage)
    PlacesRoutes(catalog: catalog, apiKey: configuration.placesAPIKey, now: configuration.catalog.now)
        .addRoutes(to: router)
    PlacesNewRoutes(
        catalog: catalog,
        reviews: ErrorReportingReviewRepository(base: stores.reviews, reporter: storage),
        apiKey: configuration.placesAPIKey,
        bodyLimit: configuration.maximumBodySize,
        now: configuration.catalog.now
    ).addRoutes(to: router)
    // Last, so that it only wraps the router's not-found answer.
    router.add(middleware: MethodNotAllowedMiddleware(routes: RouteTable(router)))
    return router
}
