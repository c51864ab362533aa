import Core
import Foundation

/// Fetches a photo from any server speaking the legacy Places API, following its redirect and
/// trusting the answer's Content-Type: anything that is not an image is refused.
public struct PlacesRestaurantPhotoService: RestaurantPhotoService {
    private let places: PlacesConnection

    public init(places: PlacesConnection) {
        self.places = places
    }

    public func fetchPhoto(reference: String, maxWidth: Int) async throws -> RestaurantPhoto {
        let request = try GetPlacePhotoEndpoint(reference: reference, maxWidth: maxWidth, key: places.key).urlRequest(baseURL: places.baseURL)
        let (data, response) = try await places.client.send(request)
        return try PhotoResponse.photo(data: data, response: response, reference: reference)
    }
}
