@testable import FoodybiteServer
import Foundation
@testable import ServerStorage

/// The server's router over an in-memory catalog holding exactly the given restaurants (no demo
/// catalog), answering through Hummingbird's `.router` test mode.
struct PlacesServer {
    let client: ServerClient
    let database: InMemoryDatabase

    /// Stores what the reviews side would: `reviewCount` Foodybite reviews totalling `starsTotal`.
    func setFoodybiteRating(placeID: String, reviewCount: Int, starsTotal: Int) {
        database.write { $0.ratings[placeID] = InMemoryRatingTotals(reviewCount: reviewCount, starsTotal: starsTotal) }
    }
}
