import Core

/// The legacy Places nearby-search answer; only `place_id`, `name` and `geometry.location` are
/// guaranteed on a result. `foodybite_ranked_by` is our server's extension (Google never sends it):
/// `"rating"` on a first page ranked best rated first.
struct RemoteNearbySearchResponse: Decodable {
    static let rankedByRating = "rating"
    static let demoCatalog = "demo"

    let results: LossyArray<RemoteNearbyRestaurant>?
    let nextPageToken: String?
    let status: String
    let errorMessage: String?
    let foodybiteRankedBy: String?
    /// Credits to show with the results (HTML, as Google sends them).
    let htmlAttributions: [String]?
    /// `"demo"` from our server when every result is the demo catalog's.
    let foodybiteCatalog: String?

    enum CodingKeys: String, CodingKey {
        case results, status
        case nextPageToken = "next_page_token"
        case errorMessage = "error_message"
        case foodybiteRankedBy = "foodybite_ranked_by"
        case htmlAttributions = "html_attributions"
        case foodybiteCatalog = "foodybite_catalog"
    }
}
