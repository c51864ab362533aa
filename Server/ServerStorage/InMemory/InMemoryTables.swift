import AccountsDomain
import CatalogDomain
import Foundation

/// The rows of the in-memory database, one dictionary per table of the SQLite schema. The deletions
/// cascade as the schema's foreign keys do, and review changes keep the rating totals in step as
/// `RestaurantRatingTotals` does.
package struct InMemoryTables: Sendable {
    package var accounts: [UUID: InMemoryAccountRow] = [:]
    package var sessions: [UUID: InMemorySessionRow] = [:]
    /// By token hash.
    package var refreshTokens: [String: InMemoryRefreshTokenRow] = [:]
    package var reviews: [UUID: InMemoryReviewRow] = [:]
    /// By restaurant id: how many Foodybite reviews it has and their stars.
    package var ratings: [String: InMemoryRatingTotals] = [:]
    /// By source key, as catalog writes update restaurants.
    package var restaurants: [String: InMemoryRestaurantRow] = [:]
    /// By image name.
    package var images: [String: CatalogImage] = [:]
    /// The next row id: the order of arrival that breaks ties, as SQLite's row ids do.
    package private(set) var lastRowID: Int64 = 0

    package mutating func nextRowID() -> Int64 {
        lastRowID += 1
        return lastRowID
    }

    /// Removes a session with its refresh tokens.
    package mutating func deleteSession(_ id: UUID) {
        sessions[id] = nil
        refreshTokens = refreshTokens.filter { $0.value.sessionID != id }
    }

    /// Removes an account with its sessions and reviews, taking those reviews out of the rating totals.
    package mutating func deleteAccount(_ id: UUID) {
        for session in sessions.values where session.accountID == id {
            deleteSession(session.id)
        }
        for review in reviews.values where review.authorID == id {
            ratings[review.restaurantID]?.remove(stars: review.stars)
            if let totals = ratings[review.restaurantID], totals.reviewCount <= 0 {
                ratings[review.restaurantID] = nil
            }
            reviews[review.id] = nil
        }
        accounts[id] = nil
    }

    /// The account behind a session, as the API shows its caller (whether the session is still open is
    /// for the caller of this to check).
    package func authenticatedUser(sessionID: UUID) -> AuthenticatedUser? {
        guard let session = sessions[sessionID], let account = accounts[session.accountID] else { return nil }
        return AuthenticatedUser(id: account.id, name: account.name, email: account.email, sessionID: session.id)
    }
}
