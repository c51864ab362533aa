/// The names of restaurants by id, as far as they can be had (an id left out is shown as it is).
public protocol RestaurantNamesProviding: Sendable {
    func names(of restaurantIDs: [String]) async -> [String: String]
}
