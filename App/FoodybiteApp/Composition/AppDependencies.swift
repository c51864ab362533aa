import Core
import Foundation
import Shared
import SharedCLI

/// The composition root: builds the infrastructure once per run and registers every feature's ports
/// and module builder in the container. The only place that knows every module.
public struct AppDependencies: Sendable {
    public let configuration: AppConfiguration
    public let console: Console
    public let container: DependencyManager

    /// Requests without a session: signup, login, token refresh, Places.
    let httpClient: any HTTPClient
    /// Requests signed with the session's access token, refreshed when needed.
    let authenticatedHTTPClient: any HTTPClient
    let tokenStore: any TokenStore
    let foodybiteBaseURL: URL
    let placesBaseURL: URL
    let environment: [String: String]

    /// `transport` carries every request the app makes, to the embedded server or elsewhere.
    public init(
        configuration: AppConfiguration,
        console: Console,
        launcher: EmbeddedServerLauncher,
        environment: [String: String] = [:],
        transport: (any HTTPClient)? = nil,
        now: @escaping @Sendable () -> Date = Date.init
    ) {
        self.configuration = configuration
        self.console = console
        self.environment = environment
        self.container = DependencyManager()

        var client = transport ?? URLSessionHTTPClient(limits: configuration.httpLimits, userAgent: "foodybite/\(FoodybiteVersion.current)")
        if console.isVerbose {
            client = LoggingHTTPClient(decoratee: client, log: { [console] in console.verbose($0) })
        }
        if configuration.usesEmbeddedServer {
            client = EmbeddedServerHTTPClient(decoratee: client, launcher: launcher)
        }
        httpClient = client
        foodybiteBaseURL = Self.baseURL(of: configuration.foodybiteServer)
        placesBaseURL = Self.baseURL(of: configuration.placesServer)
        tokenStore = FileTokenStore(fileURL: configuration.directories.credentialsFile, server: URLOrigin.of(foodybiteBaseURL))
        let refresher = RefreshTokenService(
            loader: RemoteStore(client: client),
            baseURL: foodybiteBaseURL,
            tokenStore: tokenStore,
            lock: FileLock(fileURL: configuration.directories.refreshLockFile)
        )
        authenticatedHTTPClient = AuthenticatedHTTPClient(decoratee: client, tokenStore: tokenStore, refresher: refresher, now: now)

        registerInfrastructure(now: now)
        registerFeatures()
    }

    /// The Places API the features ask: Google's or a Foodybite server's, with the configured key.
    var placesConnection: PlacesConnection {
        PlacesConnection(client: httpClient, baseURL: placesBaseURL, key: PlacesAPIKey(configuration.placesAPIKey))
    }

    /// Keeps cached Places answers apart per server and per API generation (their photo references differ).
    var placesCacheNamespace: String {
        switch configuration.placesAPI {
        case .legacy: URLOrigin.of(placesBaseURL)
        case .new: URLOrigin.of(placesBaseURL) + " (new)"
        }
    }

    private static func baseURL(of backend: AppConfiguration.Backend) -> URL {
        switch backend {
        case .embedded: EmbeddedServerHTTPClient.placeholderBaseURL
        case let .remote(url): url
        }
    }

    private func registerInfrastructure(now: @escaping @Sendable () -> Date) {
        let console = console
        let directories = configuration.directories
        container.register(Console.self, lifetime: .singleton) { _ in console }
        container.register((any LocalStore).self, lifetime: .singleton) { _ in
            do {
                let database = try SQLiteDatabase.open(at: directories.cacheDatabase, migrator: LocalStoreSchema.migrator) { console.note("Warning: \($0)") }
                return SQLiteLocalStore(database: database, now: now)
            } catch {
                // The cache only saves work: without it commands still run, they just cannot answer offline.
                console.note("Warning: the cache \(directories.cacheDatabase.path) cannot be used (\(ErrorPresenter.message(for: error).text)); continuing without it.")
                return InMemoryLocalStore(now: now)
            }
        }
        container.register(SettingsDatabase.self, lifetime: .singleton) { _ in
            SettingsDatabase(try SQLiteDatabase.open(at: directories.settingsDatabase, migrator: LocalStoreSchema.migrator) { console.note("Warning: \($0)") })
        }
        container.register((any KeyValueStore).self, lifetime: .singleton) { container in
            SQLiteKeyValueStore(database: try container.resolve(SettingsDatabase.self).database)
        }
        container.register((any RecordStore).self, lifetime: .singleton) { container in
            SQLiteRecordStore(database: try container.resolve(SettingsDatabase.self).database, now: now)
        }
    }

    private func registerFeatures() {
        registerSession()
        registerAccount()
        registerPreferences()
        registerLocation()
        registerNearby()
        registerDetails()
        registerAutocomplete()
        registerReviews()
        registerFavourites()
        container.register(HomeModuleBuilder.self) { HomeModuleBuilder(container: $0) }
    }
}
