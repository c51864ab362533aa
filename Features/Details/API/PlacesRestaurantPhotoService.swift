import Core
import Foundation
import Shared

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
        let contentType = response.value(forHTTPHeaderField: "Content-Type")
        switch response.statusCode {
        case 200..<300:
            guard let contentType, contentType.lowercased().hasPrefix("image/"), !data.isEmpty else {
                throw DetailsError.notAnImage(contentType: contentType)
            }
            return RestaurantPhoto(data: data, contentType: contentType)
        case 400, 404:
            throw DetailsError.photoNotFound(reference: reference)
        case 401, 403:
            throw PlacesError.requestDenied("The photo was refused (HTTP \(response.statusCode)).")
        case 500..<600:
            throw RemoteStoreError.serverError(status: response.statusCode, reason: nil)
        default:
            throw RemoteStoreError.rejected(status: response.statusCode, reason: nil)
        }
    }
}
