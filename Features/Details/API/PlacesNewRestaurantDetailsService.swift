import Core
import Foundation
import Shared

/// A restaurant's details from Places API (New).
public struct PlacesNewRestaurantDetailsService: RestaurantDetailsService {
    private let client: any HTTPClient
    private let baseURL: URL
    private let key: PlacesAPIKey?

    public init(client: any HTTPClient, baseURL: URL, key: PlacesAPIKey?) {
        self.client = client
        self.baseURL = baseURL
        self.key = key
    }

    public func details(ofRestaurant id: String) async throws -> Sourced<RestaurantDetails> {
        let request = try GetPlaceNewEndpoint(restaurantID: id, key: key).urlRequest(baseURL: baseURL)
        do {
            return .live(try await PlacesNewRemoteStore(client: client).get(RemotePlaceDetails.self, for: request).model)
        } catch PlacesError.notFound {
            throw DetailsError.notFound(id: id)
        }
    }
}
