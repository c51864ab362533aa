import AccountsDomain
import Foundation
import Hummingbird
import ServerHTTP
import WriteLimits

/// POST /auth/signup, /auth/login, /auth/accessToken and /auth/logout.
package struct AuthController: Sendable {
    package let users: any UserRepository
    package let sessions: any SessionRepository
    package let signer: AccessTokenSigner
    package let hasher: BcryptPasswordHasher
    package let throttle: any LoginThrottling
    package let writeLimiter: WriteRateLimiter
    package let limits: RequestBodyLimits
    package let refreshTokenLifetime: TimeInterval
    package let refreshTokenRetryGracePeriod: TimeInterval
    package let now: @Sendable () -> Date

    package init(
        users: any UserRepository, sessions: any SessionRepository, signer: AccessTokenSigner, hasher: BcryptPasswordHasher,
        throttle: any LoginThrottling, writeLimiter: WriteRateLimiter, limits: RequestBodyLimits, refreshTokenLifetime: TimeInterval,
        refreshTokenRetryGracePeriod: TimeInterval, now: @escaping @Sendable () -> Date
    ) {
        self.users = users
        self.sessions = sessions
        self.signer = signer
        self.hasher = hasher
        self.throttle = throttle
        self.writeLimiter = writeLimiter
        self.limits = limits
        self.refreshTokenLifetime = refreshTokenLifetime
        self.refreshTokenRetryGracePeriod = refreshTokenRetryGracePeriod
        self.now = now
    }

    /// Signing up, logging in and refreshing need no access token; logging out is on `authenticated`, a
    /// group behind `AuthenticationMiddleware`.
    package func addRoutes(to router: Router<FoodybiteRequestContext>, authenticated: RouterGroup<FoodybiteRequestContext>) {
        let auth = router.group("auth")
        auth.post("signup", use: signup)
        auth.post("login", use: login)
        auth.post("accessToken", use: refreshAccessToken)
        authenticated.group("auth").post("logout", use: logout)
    }

    /// 201 with an empty body. A profile image may travel here, hence the larger body limit. Signups per
    /// address are limited (`WriteRateLimitPolicy`): each costs a hash, and the 409 of a taken email,
    /// which clients of the original server rely on, tells whether an email is registered.
    @Sendable package func signup(_ request: Request, context: FoodybiteRequestContext) async throws -> Response {
        let body = try await JSONBody.decode(SignupRequest.self, from: request, limit: limits.profileImage)
        let name = try AccountFieldRules.validName(body.name)
        let email = try AccountFieldRules.validEmail(body.email)
        let password = try AccountFieldRules.validPassword(body.password)
        try await writeLimiter.admit(.signup, account: nil, address: context.remoteAddress)
        let user = User(id: UUID(), name: name, email: email, profileImage: body.profileImage.flatMap { $0.isEmpty ? nil : $0 })
        let passwordHash = try await hasher.hash(password)
        do {
            try await users.create(user, passwordHash: passwordHash, at: now())
        } catch UserRepositoryError.emailTaken {
            throw APIError.conflict("An account with this email address already exists.")
        }
        return JSONResponse.empty(status: .created)
    }

    /// Starts a new session (other devices stay logged in). Wrong credentials are a 401; repeated failures
    /// for one email from one address are refused with 429 and `Retry-After`.
    @Sendable package func login(_ request: Request, context: FoodybiteRequestContext) async throws -> Response {
        let body = try await JSONBody.decode(LoginRequest.self, from: request, limit: limits.standard)
        // Only plausible emails are counted, so the throttle's memory holds no junk keys.
        guard EmailAddress.isWellFormed(body.email) else { throw Self.wrongCredentials }
        let attempt = LoginAttemptKey(email: EmailAddress.comparisonKey(body.email), address: context.remoteAddress)
        if case let .refused(seconds) = try await throttle.beginAttempt(for: attempt) {
            throw APIError(
                .tooManyRequests,
                "Too many failed logins; try again in \(seconds) seconds.",
                headers: [.retryAfter: "\(seconds)"]
            )
        }
        let checked: UserCredentials?
        do {
            checked = try await checkedCredentials(body)
        } catch {
            try await throttle.abandonAttempt(for: attempt)
            throw error
        }
        guard let credentials = checked else {
            try await throttle.recordFailure(for: attempt)
            throw Self.wrongCredentials
        }
        try await throttle.recordSuccess(for: attempt)

        let user = credentials.user
        let refreshToken = RefreshToken.generate()
        let now = now()
        let session = NewSession(
            id: UUID(),
            userID: user.id,
            refreshTokenHash: RefreshToken.hash(refreshToken),
            createdAt: now,
            expiresAt: now.addingTimeInterval(refreshTokenLifetime),
            verifiedPasswordHash: credentials.passwordHash
        )
        do {
            try await sessions.start(session)
        } catch SessionRepositoryError.credentialsChanged {
            throw Self.wrongCredentials
        }
        let accessToken = try await signer.sign(
            for: AuthenticatedUser(id: user.id, name: user.name, email: user.email, sessionID: session.id),
            at: now
        )
        return try JSONResponse.make(
            LoginResponse(user: UserResponse(user), token: .init(accessToken: accessToken, refreshToken: refreshToken))
        )
    }

    /// The account when the password is right; nil for a wrong password or an unknown email (which takes
    /// as long to answer).
    private func checkedCredentials(_ body: LoginRequest) async throws -> UserCredentials? {
        guard let credentials = try await users.credentials(forEmail: body.email) else {
            _ = try await hasher.verifyForUnknownUser(body.password)
            return nil
        }
        return try await hasher.verify(body.password, against: credentials.passwordHash) ? credentials : nil
    }

    /// Trades a refresh token for a new pair. Any Authorization header is ignored: this is how an expired
    /// access token gets replaced. A retry of the same trade within the grace period (a lost answer, an
    /// app's parallel requests) is answered with the same pair; a later replay ends the session.
    @Sendable package func refreshAccessToken(_ request: Request, context: FoodybiteRequestContext) async throws -> Response {
        let body = try await JSONBody.decode(AccessTokenRequest.self, from: request, limit: limits.standard)
        let salt = RefreshToken.generate()
        let now = now()
        let rotation = try await sessions.rotate(
            tokenHash: RefreshToken.hash(body.refreshToken),
            successorSalt: salt,
            successorHash: RefreshToken.hash(RefreshToken.successor(of: body.refreshToken, salt: salt)),
            successorExpiresAt: now.addingTimeInterval(refreshTokenLifetime),
            at: now,
            retryGracePeriod: refreshTokenRetryGracePeriod
        )
        switch rotation {
        case let .rotated(successor):
            let accessToken = try await signer.sign(for: successor.user, at: successor.issuedAt)
            let refreshToken = RefreshToken.successor(of: body.refreshToken, salt: successor.salt)
            return try JSONResponse.make(AccessTokenResponse(refreshToken: refreshToken, accessToken: accessToken))
        case .unknown:
            throw APIError.unauthorized("The refresh token is not valid; log in again.")
        case .expired:
            throw APIError.unauthorized("The refresh token has expired; log in again.")
        case .reused:
            throw APIError.unauthorized("The refresh token was already used, so its session has been ended; log in again.")
        }
    }

    /// Ends the caller's session (this device only).
    @Sendable package func logout(_ request: Request, context: FoodybiteRequestContext) async throws -> Response {
        let caller = try context.requireCaller()
        try await sessions.end(sessionID: caller.sessionID)
        return JSONResponse.empty()
    }

    private static let wrongCredentials = APIError.unauthorized("Email or password was incorrect.")
}
