import FoodybiteServer
import Foundation
import GRDB

/// Starts the real server over a catalog holding exactly the given restaurants (no demo catalog), and
/// gives tests the database to add Foodybite ratings behind the server's back.
struct PlacesServer {
    let client: ServerClient
    let database: ServerDatabase

    /// Stores what the reviews side would: `reviewCount` Foodybite reviews totalling `starsTotal`.
    func setFoodybiteRating(placeID: String, reviewCount: Int, starsTotal: Int) async throws {
        try await database.pool.write { db in
            try db.execute(
                sql: "INSERT OR REPLACE INTO restaurantRating (restaurantId, reviewCount, starsTotal) VALUES (?, ?, ?)",
                arguments: [placeID, reviewCount, starsTotal]
            )
        }
    }
}
