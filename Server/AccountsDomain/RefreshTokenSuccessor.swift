import Foundation

/// A traded refresh token's new pair, as stored: whose session it is, the salt its refresh token is
/// derived with (`RefreshToken.successor`) and when its access token was issued (whole seconds, so a retry
/// signs the very same token).
package struct RefreshTokenSuccessor: Sendable, Equatable {
    package let user: AuthenticatedUser
    package let salt: String
    package let issuedAt: Date

    package init(user: AuthenticatedUser, salt: String, issuedAt: Date) {
        self.user = user
        self.salt = salt
        self.issuedAt = issuedAt
    }
}
