import Foundation
import NearbyFeature
import Shared

@MainActor
final class NearbyServiceSpy: NearbyRestaurantsService {
    private(set) var queries: [NearbySearchQuery] = []
    var result: Result<Sourced<[NearbyRestaurant]>, any Error> = .success(.live([]))
    /// Answers a query this decides, else `result`.
    var answer: ((NearbySearchQuery) -> Sourced<[NearbyRestaurant]>?)?

    func searchNearby(_ query: NearbySearchQuery) async throws -> Sourced<[NearbyRestaurant]> {
        queries.append(query)
        if let answered = answer?(query) { return answered }
        return try result.get()
    }
}

struct LocationStub: CurrentLocationProviding {
    var location = UserLocation(coordinates: Coordinates(latitude: 38.7223, longitude: -9.1393), source: .saved)

    func currentLocation(explicit: Coordinates?) async throws -> UserLocation {
        explicit.map { UserLocation(coordinates: $0, source: .flag) } ?? location
    }
}

struct CriteriaStub: SearchCriteriaProviding {
    var criteria = SearchCriteria(radius: 10_000, minimumRating: 0)

    func searchCriteria() async throws -> SearchCriteria { criteria }
}

/// Distances along one axis: metres = 111 195 per degree of latitude difference, enough to order points.
struct FlatDistance: DistanceMeasuring {
    func distance(from start: Coordinates, to end: Coordinates) -> Double {
        let dLat = (end.latitude - start.latitude) * 111_195
        let dLon = (end.longitude - start.longitude) * 111_195 * cos(start.latitude * .pi / 180)
        return (dLat * dLat + dLon * dLon).squareRoot()
    }
}

func makeRestaurant(
    _ id: String, rating: Double? = 4, ratingsCount: Int? = nil, isOpen: Bool? = true, latitude: Double = 38.7223, longitude: Double = -9.1393, photo: Photo? = nil
) -> NearbyRestaurant {
    NearbyRestaurant(
        id: id, name: "Restaurant \(id)", isOpen: isOpen, rating: rating, location: Coordinates(latitude: latitude, longitude: longitude), photo: photo,
        ratingsCount: ratingsCount
    )
}

func makeQuery(
    radius: Int = 1_000, openNow: Bool = false, ranking: NearbyRanking = .rating, minimumRating: Double = 0, limit: Int = 20, includeClosed: Bool = false,
    what: String? = nil, priceLevels: ClosedRange<Int>? = nil, requirements: [PlaceRequirement] = [], cuisines: [String] = []
) -> NearbySearchQuery {
    NearbySearchQuery(
        center: Coordinates(latitude: 38.7223, longitude: -9.1393), radius: radius, openNow: openNow, ranking: ranking, minimumRating: minimumRating,
        limit: limit, includeClosed: includeClosed, what: what, priceLevels: priceLevels, requirements: requirements, cuisines: cuisines
    )
}
