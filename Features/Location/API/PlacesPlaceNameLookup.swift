import Core
import Foundation
import Shared

/// Place names over the legacy Places API: Find Place from text.
public struct PlacesPlaceNameLookup: PlaceNameLookup {
    private let places: PlacesConnection

    public init(places: PlacesConnection) {
        self.places = places
    }

    public func places(named name: String) async throws -> [NamedPlace] {
        let request = try FindPlaceEndpoint(name: name, key: places.key).urlRequest(baseURL: places.baseURL)
        let response = try await PlacesLegacyRemoteStore(client: places.client).get(RemoteFindPlaceResponse.self, for: request)
        _ = try PlacesStatus.check(response.status, errorMessage: response.errorMessage)
        return response.candidates?.elements.compactMap(\.model) ?? []
    }
}
