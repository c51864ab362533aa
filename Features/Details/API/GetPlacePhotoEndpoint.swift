import Core
import Foundation

/// GET /maps/api/place/photo — Google answers with a redirect to the image, which is followed.
struct GetPlacePhotoEndpoint: Endpoint {
    let reference: String
    let maxWidth: Int
    let key: PlacesAPIKey?

    var path: String { "/maps/api/place/photo" }
    var method: HTTPMethod { .get }

    var queryItems: [URLQueryItem] {
        [URLQueryItem(name: "photo_reference", value: reference), URLQueryItem(name: "maxwidth", value: String(maxWidth))]
            + [key?.queryItem].compactMap { $0 }
    }
}
