import DetailsFeature
import ReviewsFeature
import Shared

/// Names the restaurants of one's own reviews from their details: the cached details first, then a
/// lookup for at most `lookupLimit` of the others, a few at a time; an id neither knows stays unnamed.
struct RestaurantNamesAdapter: RestaurantNamesProviding {
    static let lookupLimit = 20
    static let lookupsAtOnce = 4

    let cached: any RestaurantDetailsService
    let live: any RestaurantDetailsService

    func names(of restaurantIDs: [String]) async -> [String: String] {
        var names: [String: String] = [:]
        var missing: [String] = []
        for id in restaurantIDs {
            if let details = try? await cached.details(ofRestaurant: id) { names[id] = details.value.name } else { missing.append(id) }
        }
        let looked = await ConcurrentLookup.values(for: Array(missing.prefix(Self.lookupLimit)), atOnce: Self.lookupsAtOnce) { [live] id in
            try? await live.details(ofRestaurant: id).value.name
        }
        names.merge(looked) { cached, _ in cached }
        return names
    }
}
