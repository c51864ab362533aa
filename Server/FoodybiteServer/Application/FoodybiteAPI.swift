import Foundation
import Hummingbird
import Logging

/// The Foodybite API (accounts, tokens, reviews) over the server's database, with the signing key from
/// the data directory.
struct FoodybiteAPI: Sendable {
    let auth: AuthController
    let account: AccountController
    let review: ReviewController
    let profileImage: ProfileImageController

    static func make(
        configuration: ServerConfiguration,
        database: ServerDatabase,
        now: @escaping @Sendable () -> Date = Date.init
    ) async throws -> FoodybiteAPI {
        let key = try SigningKeyFile(directory: configuration.dataDirectory).loadOrCreate()
        let signer = await AccessTokenSigner(key: key, lifetime: configuration.accessTokenLifetime)
        let users = SQLiteUserRepository(database: database.pool)
        let sessions = SQLiteSessionRepository(database: database.pool)
        let hasher = BcryptPasswordHasher(cost: configuration.bcryptCost)
        let throttle = LoginThrottle(policy: configuration.loginThrottle, now: now)
        let authenticator = AccessTokenAuthenticator(signer: signer, sessions: sessions, now: now)
        let limits = RequestBodyLimits(
            standard: configuration.maximumBodySize,
            profileImage: configuration.maximumProfileImageBodySize
        )
        return FoodybiteAPI(
            auth: AuthController(
                users: users,
                sessions: sessions,
                signer: signer,
                hasher: hasher,
                throttle: throttle,
                authenticator: authenticator,
                limits: limits,
                refreshTokenLifetime: configuration.refreshTokenLifetime,
                refreshTokenRetryGracePeriod: configuration.refreshTokenRetryGracePeriod,
                now: now
            ),
            account: AccountController(users: users, hasher: hasher, throttle: throttle, authenticator: authenticator, limits: limits),
            review: ReviewController(
                reviews: SQLiteReviewRepository(database: database.pool),
                authenticator: authenticator,
                limits: limits,
                now: now
            ),
            profileImage: ProfileImageController(users: users, authenticator: authenticator)
        )
    }

    func addRoutes(to router: Router<FoodybiteRequestContext>) {
        auth.addRoutes(to: router)
        account.addRoutes(to: router)
        review.addRoutes(to: router)
        profileImage.addRoutes(to: router)
    }
}
