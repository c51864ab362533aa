import Core
import Foundation

/// GET /v1/{photo name}/media (Places API (New), billed as Place Details Photos) with
/// `skipHttpRedirect`, so the answer names the image's short-lived address instead of redirecting the
/// request, key and all, to another host.
struct GetPhotoMediaNewEndpoint: Endpoint {
    /// `places/PLACE_ID/photos/PHOTO_REFERENCE`, as a place's `photos[].name` gives it.
    let photoName: String
    let maxWidth: Int
    let key: PlacesAPIKey?

    var path: String { "/v1/\(photoName)/media" }
    var method: HTTPMethod { .get }
    var headers: [String: String] { key.map { [PlacesAPIKey.headerName: $0.value] } ?? [:] }

    var queryItems: [URLQueryItem] {
        [URLQueryItem(name: "maxWidthPx", value: String(maxWidth)), URLQueryItem(name: "skipHttpRedirect", value: "true")]
    }

    /// Whether `reference` has the shape of a Places API (New) photo name.
    static func isPhotoName(_ reference: String) -> Bool {
        let parts = reference.split(separator: "/", omittingEmptySubsequences: false)
        return parts.count == 4 && parts[0] == "places" && parts[2] == "photos" && !parts[1].isEmpty && !parts[3].isEmpty
    }
}
