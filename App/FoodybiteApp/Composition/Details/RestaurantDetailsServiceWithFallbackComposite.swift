import DetailsFeature
import Shared

/// The server's answer, else (when it is unavailable) the cached page.
struct RestaurantDetailsServiceWithFallbackComposite: RestaurantDetailsService {
    let primary: any RestaurantDetailsService
    let secondary: any RestaurantDetailsService

    func details(ofRestaurant id: String) async throws -> Sourced<RestaurantDetails> {
        try await CacheFallback.answer(
            primary: { try await primary.details(ofRestaurant: id) },
            secondary: { try await secondary.details(ofRestaurant: id) }
        )
    }
}
