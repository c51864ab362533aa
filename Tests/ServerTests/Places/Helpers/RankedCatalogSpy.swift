@testable import CatalogDomain
@testable import FoodybiteServer
import Foundation

/// A catalog whose searches all find `ranking`'s restaurants, in that order, up to the query's limit;
/// it records the limits it was asked for and the ids it was asked to load.
final class RankedCatalogSpy: RestaurantCatalog, @unchecked Sendable {
    private let lock = NSLock()
    private var ranking: [CatalogRestaurant]
    private var askedLimits: [Int] = []
    private var askedPlaceIDs: [[String]] = []

    init(ranking: [CatalogRestaurant]) {
        self.ranking = ranking
    }

    var limits: [Int] { lock.withLock { askedLimits } }
    var loadedPlaceIDs: [[String]] { lock.withLock { askedPlaceIDs } }

    /// Changes the order later searches find the restaurants in.
    func rank(_ restaurants: [CatalogRestaurant]) {
        lock.withLock { ranking = restaurants }
    }

    func nearby(_ query: NearbyQuery, now: Date) async throws -> [NearbyHit] {
        lock.withLock {
            askedLimits.append(query.limit)
            return ranking.prefix(query.limit).map { NearbyHit(placeID: $0.placeID, distance: 0) }
        }
    }

    func restaurants(placeIDs: [String], includingReviews: Bool) async throws -> [CatalogRestaurant] {
        lock.withLock {
            askedPlaceIDs.append(placeIDs)
            return placeIDs.compactMap { id in ranking.first { $0.placeID == id } }
        }
    }

    func autocomplete(_ query: AutocompleteQuery) async throws -> [AutocompleteHit] { [] }

    func image(forPhotoReference reference: String) async throws -> CatalogImage? { nil }

    func coverage() async throws -> CatalogCoverage { CatalogCoverage(restaurantCount: 0, demoCount: 0, bounds: nil) }
}
