import Foundation
import Hummingbird
import Logging

/// The Foodybite API (accounts, tokens, reviews) over the server's stores.
struct FoodybiteAPI: Sendable {
    let auth: AuthController
    let account: AccountController
    let review: ReviewController
    let profileImage: ProfileImageController

    static func make(
        configuration: ServerConfiguration,
        stores: ServerStores,
        now: @escaping @Sendable () -> Date = Date.init
    ) async -> FoodybiteAPI {
        let signer = await AccessTokenSigner(key: stores.signingKey, lifetime: configuration.accessTokenLifetime)
        let users = stores.users
        let sessions = stores.sessions
        let hasher = BcryptPasswordHasher(cost: configuration.bcryptCost)
        let throttle = LoginThrottle(policy: configuration.loginThrottle, store: stores.loginFailures, now: now)
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
                reviews: stores.reviews,
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
