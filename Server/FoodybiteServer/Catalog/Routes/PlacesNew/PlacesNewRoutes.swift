import CatalogDomain
import Foundation
import Hummingbird
import ReviewsDomain

/// The Places API (New) routes over the same catalog as the legacy ones (`/v1/places:searchNearby`,
/// `/v1/places/{id}`, `/v1/places:autocomplete`, `/v1/places/{id}/photos/{reference}/media`).
struct PlacesNewRoutes<Context: RequestContext> {
    let catalog: any RestaurantCatalog
    let reviews: any ReviewRepository
    let apiKey: String?
    let bodyLimit: Int
    let now: @Sendable () -> Date

    func addRoutes(to router: Router<Context>) {
        let keyCheck = PlacesAPIKeyCheck(requiredKey: apiKey)
        let reader = PlacesNewPlaceReader(catalog: catalog, reviews: reviews)
        SearchNearbyController(catalog: catalog, reader: reader, keyCheck: keyCheck, bodyLimit: bodyLimit, now: now).addRoutes(to: router)
        SearchTextController(service: NearbySearchService(catalog: catalog), reader: reader, keyCheck: keyCheck, bodyLimit: bodyLimit, now: now)
            .addRoutes(to: router)
        GetPlaceController(reader: reader, keyCheck: keyCheck, now: now).addRoutes(to: router)
        AutocompletePlacesController(catalog: catalog, keyCheck: keyCheck, bodyLimit: bodyLimit).addRoutes(to: router)
        GetPhotoMediaController(catalog: catalog, keyCheck: keyCheck).addRoutes(to: router)
    }
}
