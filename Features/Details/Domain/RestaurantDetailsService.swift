import Shared

public protocol RestaurantDetailsService: Sendable {
    /// Throws `DetailsError.notFound` when no restaurant has this id.
    func details(ofRestaurant id: String) async throws -> Sourced<RestaurantDetails>
}
