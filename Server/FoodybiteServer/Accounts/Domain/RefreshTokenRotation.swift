/// What presenting a refresh token did.
enum RefreshTokenRotation: Sendable, Equatable {
    /// The token was valid (or was traded moments ago and this is a retry): it is used up and its
    /// successor is stored.
    case rotated(RefreshTokenSuccessor)
    /// No such token (never issued, or its session ended).
    case unknown
    /// The token's time is over; its session ended.
    case expired
    /// The token had already been used: someone replayed it, so its whole session was ended.
    case reused
}
