import DetailsFeature
import ReviewsFeature

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
        let looked = await withTaskGroup(of: (String, String?).self) { group in
            var found: [(String, String?)] = []
            var pending = missing.prefix(Self.lookupLimit).makeIterator()
            for _ in 0..<Self.lookupsAtOnce {
                guard let id = pending.next() else { break }
                group.addTask { [live] in (id, try? await live.details(ofRestaurant: id).value.name) }
            }
            while let result = await group.next() {
                found.append(result)
                if let id = pending.next() {
                    group.addTask { [live] in (id, try? await live.details(ofRestaurant: id).value.name) }
                }
            }
            return found
        }
        for case let (id, name?) in looked { names[id] = name }
        return names
    }
}
