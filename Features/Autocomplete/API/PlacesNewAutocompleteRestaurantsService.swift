import Core
import Foundation
import Shared

/// Restaurant name search over Places API (New).
public struct PlacesNewAutocompleteRestaurantsService: AutocompleteRestaurantsService {
    private let places: PlacesConnection

    public init(places: PlacesConnection) {
        self.places = places
    }

    public func autocomplete(input: String, location: Coordinates, radius: Int) async throws -> [AutocompletePrediction] {
        let endpoint = AutocompleteNewEndpoint(
            input: input, location: location, radius: radius, key: places.key, isGoogleHost: places.isGoogle
        )
        let request = try endpoint.urlRequest(baseURL: places.baseURL)
        return try await PlacesNewRemoteStore(client: places.client).get(RemoteAutocompleteNewResponse.self, for: request).predictions
    }
}
