import Core
import Foundation
import Shared

/// Restaurant name search over any server speaking the legacy Places API.
public struct PlacesAutocompleteRestaurantsService: AutocompleteRestaurantsService {
    private let places: PlacesConnection

    public init(places: PlacesConnection) {
        self.places = places
    }

    public func autocomplete(input: String, location: Coordinates, radius: Int) async throws -> [AutocompletePrediction] {
        let endpoint = AutocompleteEndpoint(input: input, location: location, radius: radius, key: places.key)
        let response = try await PlacesLegacyRemoteStore(client: places.client).get(RemoteAutocompleteResponse.self, for: endpoint.urlRequest(baseURL: places.baseURL))
        _ = try PlacesStatus.check(response.status, errorMessage: response.errorMessage)
        return response.predictions?.elements.map(\.model) ?? []
    }
}
