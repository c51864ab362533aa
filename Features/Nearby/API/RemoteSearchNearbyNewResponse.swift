import Core
import Shared

/// The Places API (New) nearby-search answer: `{}` when nothing was found.
struct RemoteSearchNearbyNewResponse: Decodable {
    let places: LossyArray<RemoteNearbyPlace>?
    /// `"demo"` from our server when every place is the demo catalog's.
    let foodybiteCatalog: String?

    var credits: SourceCredits {
        RemotePlacesNewCredits.credits(places: places?.elements ?? [], foodybiteCatalog: foodybiteCatalog)
    }
}
