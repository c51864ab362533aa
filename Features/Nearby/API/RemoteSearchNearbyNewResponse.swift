import Core

/// The Places API (New) nearby-search answer: `{}` when nothing was found.
struct RemoteSearchNearbyNewResponse: Decodable {
    let places: LossyArray<RemoteNearbyPlace>?
}
