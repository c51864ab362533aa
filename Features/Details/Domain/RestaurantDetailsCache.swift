public protocol RestaurantDetailsCache: Sendable {
    func save(_ details: RestaurantDetails) async throws
}
