@testable import CatalogDomain
@testable import CatalogSQLite
import FoodybiteServer
import Foundation
@testable import ServerStorage

extension ServerDatabase {
    /// Every restaurant within `radius` metres of `center`, read back the way the routes read them.
    func restaurants(near center: GeoPoint, radius: Double = 50_000) async throws -> [CatalogRestaurant] {
        let catalog = SQLiteRestaurantCatalog(database: self)
        let hits = try await catalog.nearby(NearbyQuery(center: center, radius: radius, ranking: .distance, limit: .max), now: Date())
        return try await catalog.restaurants(placeIDs: hits.map(\.placeID), includingReviews: true)
    }

    func restaurantCount() async throws -> Int {
        try await pool.read { db in try CatalogWriter.restaurantCount(in: db) }
    }
}
