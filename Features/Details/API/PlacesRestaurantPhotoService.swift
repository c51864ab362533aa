import Core
import Foundation

/// Fetches a photo from any server speaking the legacy Places API, following its redirect and
/// trusting the answer's Content-Type: anything that is not an image is refused.
public struct PlacesRestaurantPhotoService: RestaurantPhotoService {
    private let client: any HTTPClient
    private let baseURL: URL
    private let key: PlacesAPIKey?

    public init(client: any HTTPClient, baseURL: URL, key: PlacesAPIKey?) {
        self.client = client
        self.baseURL = baseURL
        self.key = key
    }

    public func fetchPhoto(reference: String, maxWidth: Int) async throws -> RestaurantPhoto {
        let request = try GetPlacePhotoEndpoint(reference: reference, maxWidth: maxWidth, key: key).urlRequest(baseURL: baseURL)
        let (data, response) = try await client.send(request)
        return try PhotoResponse.photo(data: data, response: response, reference: reference)
    }
}
