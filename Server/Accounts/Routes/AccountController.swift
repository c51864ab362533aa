import AccountsDomain
import Foundation
import HTTPTypes
import Hummingbird
import ServerHTTP
import WriteLimits

/// POST /auth/changePassword, POST /auth/account and DELETE /auth/account: always the caller's own account,
/// each an account change under the write rate limits.
package struct AccountController: Sendable {
    package let users: any UserRepository
    package let hasher: BcryptPasswordHasher
    package let throttle: any LoginThrottling
    package let writeLimiter: WriteRateLimiter
    package let limits: RequestBodyLimits

    package init(
        users: any UserRepository, hasher: BcryptPasswordHasher, throttle: any LoginThrottling, writeLimiter: WriteRateLimiter,
        limits: RequestBodyLimits
    ) {
        self.users = users
        self.hasher = hasher
        self.throttle = throttle
        self.writeLimiter = writeLimiter
        self.limits = limits
    }

    /// `authenticated`: a group behind `AuthenticationMiddleware`.
    package func addRoutes(to authenticated: RouterGroup<FoodybiteRequestContext>) {
        let auth = authenticated.group("auth")
        auth.post("changePassword", use: changePassword)
        auth.post("account", use: updateAccount)
        auth.delete("account", use: deleteAccount)
    }

    /// Checks the current password (403 when wrong: the session itself is fine), stores the new one and
    /// ends the user's other sessions; this one stays logged in. Wrong current passwords are throttled
    /// like failed logins, so a stolen access token cannot be used to guess the password.
    @Sendable package func changePassword(_ request: Request, context: FoodybiteRequestContext) async throws -> Response {
        let caller = try context.requireCaller()
        let body = try await JSONBody.decode(ChangePasswordRequest.self, from: request, limit: limits.standard)
        let newPassword = try AccountFieldRules.validPassword(body.newPassword, field: "new password")
        try await writeLimiter.admit(.accountChange, account: caller.id, address: context.remoteAddress)
        let attempt = LoginAttemptKey(email: "password change of \(caller.id.uuidString)", address: context.remoteAddress)
        if case let .refused(seconds) = try await throttle.beginAttempt(for: attempt) {
            throw APIError(
                .tooManyRequests,
                "Too many wrong passwords; try again in \(seconds) seconds.",
                headers: [.retryAfter: "\(seconds)"]
            )
        }
        let isCurrentPassword: Bool
        do {
            guard let currentHash = try await users.passwordHash(forUserID: caller.id) else {
                throw APIError.unauthorized("The account of this access token no longer exists.")
            }
            isCurrentPassword = try await hasher.verify(body.currentPassword, against: currentHash)
        } catch {
            try await throttle.abandonAttempt(for: attempt)
            throw error
        }
        guard isCurrentPassword else {
            try await throttle.recordFailure(for: attempt)
            throw APIError.forbidden("The current password is not correct.")
        }
        try await throttle.recordSuccess(for: attempt)
        let newHash = try await hasher.hash(newPassword)
        do {
            try await users.replacePasswordHash(newHash, forUserID: caller.id, keepingSession: caller.sessionID)
        } catch UserRepositoryError.notFound {
            throw APIError.unauthorized("The account of this access token no longer exists.")
        }
        var response = JSONResponse.empty()
        // This server's extension: clients of the original server, which keeps the other sessions, learn it
        // did not happen by its absence.
        response.headers[Self.otherSessionsHeader] = "logged-out"
        return response
    }

    package static var otherSessionsHeader: HTTPField.Name { HTTPField.Name("Foodybite-Other-Sessions")! }

    /// Replaces name, email and profile image (an omitted image removes it) and answers the stored user.
    @Sendable package func updateAccount(_ request: Request, context: FoodybiteRequestContext) async throws -> Response {
        let caller = try context.requireCaller()
        let body = try await JSONBody.decode(UpdateAccountRequest.self, from: request, limit: limits.profileImage)
        let replacement = User(
            id: caller.id,
            name: try AccountFieldRules.validName(body.name),
            email: try AccountFieldRules.validEmail(body.email),
            profileImage: body.profileImage.flatMap { $0.isEmpty ? nil : $0 }
        )
        try await writeLimiter.admit(.accountChange, account: caller.id, address: context.remoteAddress)
        do {
            let stored = try await users.update(replacement)
            return try JSONResponse.make(UserResponse(stored))
        } catch UserRepositoryError.emailTaken {
            throw APIError.conflict("Another account already uses this email address.")
        } catch UserRepositoryError.notFound {
            throw APIError.unauthorized("The account of this access token no longer exists.")
        }
    }

    /// Removes the account with its sessions and reviews.
    @Sendable package func deleteAccount(_ request: Request, context: FoodybiteRequestContext) async throws -> Response {
        let caller = try context.requireCaller()
        try await writeLimiter.admit(.accountChange, account: caller.id, address: context.remoteAddress)
        try await users.delete(userID: caller.id)
        return JSONResponse.empty()
    }
}
