import Core
import Foundation
import Shared

/// Restaurant name search over Places API (New).
public struct PlacesNewAutocompleteRestaurantsService: AutocompleteRestaurantsService {
    private let client: any HTTPClient
    private let baseURL: URL
    private let key: PlacesAPIKey?

    public init(client: any HTTPClient, baseURL: URL, key: PlacesAPIKey?) {
        self.client = client
        self.baseURL = baseURL
        self.key = key
    }

    public func autocomplete(input: String, location: Coordinates, radius: Int) async throws -> [AutocompletePrediction] {
        let request = try AutocompleteNewEndpoint(input: input, location: location, radius: radius, key: key).urlRequest(baseURL: baseURL)
        return try await PlacesNewRemoteStore(client: client).get(RemoteAutocompleteNewResponse.self, for: request).predictions
    }
}
