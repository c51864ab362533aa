import Core
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Fetches a photo from Places API (New): asks for the image's short-lived address, then fetches it
/// without the key (the address needs none, and the key never goes to another host). A server that
/// answers with the image itself (following a redirect, as without `skipHttpRedirect`) is taken at its
/// word.
public struct PlacesNewRestaurantPhotoService: RestaurantPhotoService {
    /// The API's widest image.
    static let maximumWidth = 4_800

    private let places: PlacesConnection

    public init(places: PlacesConnection) {
        self.places = places
    }

    public func fetchPhoto(reference: String, maxWidth: Int) async throws -> RestaurantPhoto {
        guard GetPhotoMediaNewEndpoint.isPhotoName(reference) else { throw DetailsError.photoNotFound(reference: reference) }
        let endpoint = GetPhotoMediaNewEndpoint(photoName: reference, maxWidth: min(max(maxWidth, 1), Self.maximumWidth), key: places.key)
        let answer: (data: Data, response: HTTPURLResponse)
        do {
            answer = try await PlacesNewRemoteStore(client: places.client).send(endpoint.urlRequest(baseURL: places.baseURL))
        } catch PlacesError.notFound {
            throw DetailsError.photoNotFound(reference: reference)
        }
        if answer.response.value(forHTTPHeaderField: "Content-Type")?.lowercased().hasPrefix("image/") == true {
            return try PhotoResponse.photo(data: answer.data, response: answer.response, reference: reference)
        }
        guard let media = try? JSONDecoder().decode(RemotePhotoMedia.self, from: answer.data) else {
            throw RemoteStoreError.invalidData
        }
        guard let imageURL = URL(string: media.photoUri, relativeTo: places.baseURL)?.absoluteURL, ["http", "https"].contains(imageURL.scheme?.lowercased()) else {
            throw RemoteStoreError.invalidData
        }
        let (data, response) = try await places.client.send(URLRequest(url: imageURL))
        return try PhotoResponse.photo(data: data, response: response, reference: reference)
    }
}
