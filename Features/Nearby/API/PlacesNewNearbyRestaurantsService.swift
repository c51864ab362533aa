import Core
import Foundation
import Shared

/// Nearby search over Places API (New): exactly one request (the API has no pages) for the 20 most
/// popular or nearest restaurants in the circle. Open-now and the minimum rating, which the API cannot
/// ask for, are applied to its answer; best rated is ranked by the caller.
public struct PlacesNewNearbyRestaurantsService: NearbyRestaurantsService {
    private let client: any HTTPClient
    private let baseURL: URL
    private let key: PlacesAPIKey?

    public init(client: any HTTPClient, baseURL: URL, key: PlacesAPIKey?) {
        self.client = client
        self.baseURL = baseURL
        self.key = key
    }

    public func searchNearby(_ query: NearbySearchQuery) async throws -> Sourced<[NearbyRestaurant]> {
        let request = try SearchNearbyNewEndpoint(query: query, key: key).urlRequest(baseURL: baseURL)
        let response = try await PlacesNewRemoteStore(client: client).get(RemoteSearchNearbyNewResponse.self, for: request)
        let found = (response.places?.elements ?? []).map(\.model).filter { restaurant in
            (restaurant.rating ?? 0) >= query.minimumRating && (!query.openNow || restaurant.isOpen == true)
        }
        return .live(query.ranking == .distance ? Array(found.prefix(query.limit)) : found)
    }
}
