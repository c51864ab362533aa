import Core
import Foundation
import Shared

/// A restaurant's details from Places API (New).
public struct PlacesNewRestaurantDetailsService: RestaurantDetailsService {
    /// How Google (and our server) begin the message for an id that cannot name any place.
    static let notAPlaceID = "Not a valid Place ID"

    private let places: PlacesConnection

    public init(places: PlacesConnection) {
        self.places = places
    }

    public func details(ofRestaurant id: String) async throws -> Sourced<RestaurantDetails> {
        let request = try GetPlaceNewEndpoint(restaurantID: id, key: places.key, isGoogleHost: places.isGoogle).urlRequest(baseURL: places.baseURL)
        do {
            return .live(try await PlacesNewRemoteStore(client: places.client).get(RemotePlaceDetails.self, for: request).model)
        } catch PlacesError.notFound {
            throw DetailsError.notFound(id: id)
        } catch let PlacesError.invalidRequest(message?) where message.hasPrefix(Self.notAPlaceID) {
            throw DetailsError.notFound(id: id)
        }
    }
}
