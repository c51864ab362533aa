import Shared

/// The credits of a Places API (New) search answer: our server's `foodybiteCatalog: "demo"`, and each
/// place's `attributions` once.
enum RemotePlacesNewCredits {
    static let demoCatalog = "demo"

    static func credits(places: [RemoteNearbyPlace], foodybiteCatalog: String?) -> SourceCredits {
        SourceCredits(isDemoCatalog: foodybiteCatalog == demoCatalog, attributions: Array(Set(places.flatMap(\.credits))).sorted())
    }
}
