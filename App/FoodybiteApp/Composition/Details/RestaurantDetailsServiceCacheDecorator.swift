import DetailsFeature
import Shared

/// Saves every live restaurant page in the cache on its way to the caller.
struct RestaurantDetailsServiceCacheDecorator: RestaurantDetailsService {
    let decoratee: any RestaurantDetailsService
    let cache: any RestaurantDetailsCache

    func details(ofRestaurant id: String) async throws -> Sourced<RestaurantDetails> {
        let result = try await decoratee.details(ofRestaurant: id)
        if result.origin == .live {
            try? await cache.save(result.value)
        }
        return result
    }
}
