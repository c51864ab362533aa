import Core
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// An image answer of either Places API: trusted by its Content-Type, anything that is not an image is
/// refused, and the failures are told apart.
enum PhotoResponse {
    static func photo(data: Data, response: HTTPURLResponse, reference: String) throws -> RestaurantPhoto {
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
