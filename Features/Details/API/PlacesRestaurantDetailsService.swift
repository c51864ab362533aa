import Core
import Foundation
import Shared

/// A restaurant's details from any server speaking the legacy Places API.
public struct PlacesRestaurantDetailsService: RestaurantDetailsService {
    private let places: PlacesConnection

    public init(places: PlacesConnection) {
        self.places = places
    }

    public func details(ofRestaurant id: String) async throws -> Sourced<RestaurantDetails> {
        let endpoint = GetRestaurantDetailsEndpoint(restaurantID: id, key: places.key, isGoogleHost: places.isGoogle)
        let response = try await PlacesLegacyRemoteStore(client: places.client).get(RemoteRestaurantDetailsResponse.self, for: endpoint.urlRequest(baseURL: places.baseURL))
        // A malformed place_id is answered INVALID_REQUEST; the id is all a details request varies by.
        if response.status == PlacesStatus.invalidRequest.rawValue { throw DetailsError.notFound(id: id) }
        let status = try PlacesStatus.check(response.status, errorMessage: response.errorMessage)
        guard status == .ok, let result = response.result else { throw DetailsError.notFound(id: id) }
        return .live(result.model)
    }
}
