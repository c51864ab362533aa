import Foundation

/// What presenting a refresh token did.
package enum RefreshTokenRotation: Sendable, Equatable {
    /// The token was valid (or was traded moments ago and this is a retry): it is used up and its
    /// successor is stored.
    case rotated(RefreshTokenSuccessor)
    /// No such token (never issued, or its session ended).
    case unknown
    /// The token's time is over; its session ended.
    case expired
    /// The token had already been used: someone replayed it, so its whole session was ended.
    case reused

    /// Whether presenting a token traded at `usedAt` again at `now` retries that exchange (within the
    /// grace period). Two requests racing with one token reach the store in either order, so the later
    /// may carry the earlier reading of the clock: elapsed time never counts as negative, and a grace
    /// period of zero allows no retry at all.
    package static func isRetry(ofExchangeAt usedAt: Date, at now: Date, gracePeriod: TimeInterval) -> Bool {
        max(0, now.timeIntervalSince(usedAt)) < gracePeriod
    }
}
