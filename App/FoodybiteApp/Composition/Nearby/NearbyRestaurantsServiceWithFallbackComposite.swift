import NearbyFeature
import Shared

/// Asks the primary service (the server, through the cache decorator) and falls back to the
/// secondary (the cache) when it fails.
struct NearbyRestaurantsServiceWithFallbackComposite: NearbyRestaurantsService {
    let primary: any NearbyRestaurantsService
    let secondary: any NearbyRestaurantsService

    func searchNearby(_ query: NearbySearchQuery) async throws -> Sourced<[NearbyRestaurant]> {
        try await CacheFallback.answer(
            primary: { try await primary.searchNearby(query) },
            secondary: { try await secondary.searchNearby(query) }
        )
    }
}
