import NearbyFeature
import Shared

/// Saves every whole, exactly matched live nearby answer in the cache on its way to the caller (a partial
/// one would later pass for the whole answer, a loosely matched one for an exact one); a failed save never
/// fails the search.
struct NearbyRestaurantsServiceCacheDecorator: NearbyRestaurantsService {
    let decoratee: any NearbyRestaurantsService
    let cache: any NearbyRestaurantsCache

    func searchNearby(_ query: NearbySearchQuery) async throws -> Sourced<[NearbyRestaurant]> {
        let result = try await decoratee.searchNearby(query)
        if result.origin == .live, result.partialReason == nil, result.looseMatchReason == nil {
            try? await cache.save(result.value, for: query)
        }
        return result
    }
}
