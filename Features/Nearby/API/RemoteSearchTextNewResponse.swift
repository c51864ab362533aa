import Core
import Shared

/// A page of the Places API (New) text-search answer: `{}` when nothing was found.
struct RemoteSearchTextNewResponse: Decodable {
    /// `foodybiteRankedBy` of our server's pages ranked best rated first; Google never sends it.
    static let rankedByRating = "rating"

    let places: LossyArray<RemoteNearbyPlace>?
    let nextPageToken: String?
    let foodybiteRankedBy: String?
    /// `"demo"` from our server when every place is the demo catalog's.
    let foodybiteCatalog: String?

    var credits: SourceCredits {
        RemotePlacesNewCredits.credits(places: places?.elements ?? [], foodybiteCatalog: foodybiteCatalog)
    }
}
