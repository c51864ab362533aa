import FoodVocabulary
import Shared

/// `nearby --favourites`: the question asked of one's favourites instead of a source. Each filter is
/// applied here to every favourite: the radius, `NearbySearchQuery.admits`, what places say of
/// themselves (those a restaurant's page tells), the cuisines, and what to eat (some word of the name or
/// cuisines).
public struct FavouritesNearbyRestaurantsService: NearbyRestaurantsService {
    private let favourites: any FavouriteRestaurantsProviding
    private let distance: any DistanceMeasuring
    private let matchJudge: any MatchJudging

    public init(favourites: any FavouriteRestaurantsProviding, distance: any DistanceMeasuring, matchJudge: any MatchJudging = VocabularyMatchJudge()) {
        self.favourites = favourites
        self.distance = distance
        self.matchJudge = matchJudge
    }

    public func searchNearby(_ query: NearbySearchQuery) async throws -> Sourced<[NearbyRestaurant]> {
        let unanswerable = query.requirements.filter { $0.isSaid(by: PlaceAmenities()) == nil }
        guard unanswerable.isEmpty else {
            throw UnsupportedRequirementsError(
                requirements: unanswerable, service: "A search among your favourites",
                advice: "a restaurant's page says only whether it serves vegetarian food; search without --favourites to ask the server."
            )
        }
        let found = try await favourites.favouriteRestaurants()
        let matching = found.value.map { ($0, distance.distance(from: query.center, to: $0.location)) }.filter { restaurant, meters in
            meters <= Double(query.radius)
                && query.admits(restaurant)
                && query.requirements.allSatisfy { $0.isSaid(by: restaurant.amenities) == true }
                && (query.cuisines.isEmpty || serves(restaurant, oneOf: query.cuisines))
                && query.what.map { matchJudge.quality(of: restaurant, for: $0) != .other } ?? true
        }
        let answer = query.ranking == .distance ? Array(matching.sorted { $0.1 < $1.1 }.prefix(query.limit)).map(\.0) : matching.map(\.0)
        return Sourced(answer, origin: found.origin, credits: found.credits)
    }

    private func serves(_ restaurant: NearbyRestaurant, oneOf cuisines: [String]) -> Bool {
        let served = Set(restaurant.cuisines.map { FoodVocabulary.words(in: $0).joined(separator: "_") })
        return cuisines.contains(where: served.contains)
    }
}
