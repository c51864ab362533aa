import Core

/// The legacy Places nearby-search answer; only `place_id`, `name` and `geometry.location` are
/// guaranteed on a result.
struct RemoteNearbySearchResponse: Decodable {
    let results: LossyArray<RemoteNearbyRestaurant>?
    let nextPageToken: String?
    let status: String
    let errorMessage: String?

    enum CodingKeys: String, CodingKey {
        case results, status
        case nextPageToken = "next_page_token"
        case errorMessage = "error_message"
    }
}
