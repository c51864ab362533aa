import Core
import Foundation
import Shared

/// Place names over Places API (New): Text Search without an area or a type, as Google and our server
/// both answer it.
public struct PlacesNewPlaceNameLookup: PlaceNameLookup {
    private let places: PlacesConnection

    public init(places: PlacesConnection) {
        self.places = places
    }

    public func places(named name: String) async throws -> [NamedPlace] {
        let request = try SearchPlaceNameNewEndpoint(name: name, key: places.key).urlRequest(baseURL: places.baseURL)
        let response = try await PlacesNewRemoteStore(client: places.client).get(RemotePlaceNameNewResponse.self, for: request)
        return response.places?.elements.compactMap(\.model) ?? []
    }
}
