import Core
import Foundation
import Shared

/// A restaurant's details from any server speaking the legacy Places API.
public struct PlacesRestaurantDetailsService: RestaurantDetailsService {
    private let client: any HTTPClient
    private let baseURL: URL
    private let key: PlacesAPIKey?

    public init(client: any HTTPClient, baseURL: URL, key: PlacesAPIKey?) {
        self.client = client
        self.baseURL = baseURL
        self.key = key
    }

    public func details(ofRestaurant id: String) async throws -> Sourced<RestaurantDetails> {
        let endpoint = GetRestaurantDetailsEndpoint(restaurantID: id, key: key)
        let response = try await PlacesLegacyRemoteStore(client: client).get(RemoteRestaurantDetailsResponse.self, for: endpoint.urlRequest(baseURL: baseURL))
        // A malformed place_id is answered INVALID_REQUEST; the id is all a details request varies by.
        if response.status == PlacesStatus.invalidRequest.rawValue { throw DetailsError.notFound(id: id) }
        let status = try PlacesStatus.check(response.status, errorMessage: response.errorMessage)
        guard status == .ok, let result = response.result else { throw DetailsError.notFound(id: id) }
        return .live(result.model)
    }
}
