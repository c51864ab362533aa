import Core
import Foundation
import Shared

/// Restaurant name search over any server speaking the legacy Places API.
public struct PlacesAutocompleteRestaurantsService: AutocompleteRestaurantsService {
    private let client: any HTTPClient
    private let baseURL: URL
    private let key: PlacesAPIKey?

    public init(client: any HTTPClient, baseURL: URL, key: PlacesAPIKey?) {
        self.client = client
        self.baseURL = baseURL
        self.key = key
    }

    public func autocomplete(input: String, location: Coordinates, radius: Int) async throws -> [AutocompletePrediction] {
        let endpoint = AutocompleteEndpoint(input: input, location: location, radius: radius, key: key)
        let response = try await PlacesLegacyRemoteStore(client: client).get(RemoteAutocompleteResponse.self, for: endpoint.urlRequest(baseURL: baseURL))
        _ = try PlacesStatus.check(response.status, errorMessage: response.errorMessage)
        return response.predictions?.elements.map(\.model) ?? []
    }
}
