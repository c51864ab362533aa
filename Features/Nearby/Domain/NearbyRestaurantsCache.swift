public protocol NearbyRestaurantsCache: Sendable {
    func save(_ restaurants: [NearbyRestaurant], for query: NearbySearchQuery) async throws
}
