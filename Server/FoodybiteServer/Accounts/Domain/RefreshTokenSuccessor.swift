import Foundation

/// A traded refresh token's new pair, as stored: whose session it is, the salt its refresh token is
/// derived with (`RefreshToken.successor`) and when its access token was issued (whole seconds, so a retry
/// signs the very same token).
struct RefreshTokenSuccessor: Sendable, Equatable {
    let user: AuthenticatedUser
    let salt: String
    let issuedAt: Date
}
