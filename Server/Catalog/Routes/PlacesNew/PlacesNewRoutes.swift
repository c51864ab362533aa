import CatalogDomain
import Foundation
import Hummingbird
import ReviewsDomain

/// The Places API (New) routes over the same catalog as the legacy ones (`/v1/places:searchNearby`,
/// `/v1/places/{id}`, `/v1/places:autocomplete`, `/v1/places/{id}/photos/{reference}/media`).
package struct PlacesNewRoutes<Context: RequestContext> {
    package let catalog: any RestaurantCatalog
    package let places: PlaceNameLookup
    package let reviews: any ReviewRepository
    package let apiKey: String?
    package let bodyLimit: Int
    package let now: @Sendable () -> Date

    package init(
        catalog: any RestaurantCatalog, places: PlaceNameLookup, reviews: any ReviewRepository, apiKey: String?, bodyLimit: Int,
        now: @escaping @Sendable () -> Date
    ) {
        self.catalog = catalog
        self.places = places
        self.reviews = reviews
        self.apiKey = apiKey
        self.bodyLimit = bodyLimit
        self.now = now
    }

    package func addRoutes(to router: Router<Context>) {
        let keyCheck = PlacesAPIKeyCheck(requiredKey: apiKey)
        let reader = PlacesNewPlaceReader(catalog: catalog, reviews: reviews)
        SearchNearbyController(reader: reader, keyCheck: keyCheck, bodyLimit: bodyLimit, now: now).addRoutes(to: router)
        SearchTextController(service: NearbySearchService(catalog: catalog), places: places, reader: reader, keyCheck: keyCheck, bodyLimit: bodyLimit, now: now)
            .addRoutes(to: router)
        GetPlaceController(reader: reader, keyCheck: keyCheck, now: now).addRoutes(to: router)
        AutocompletePlacesController(catalog: catalog, keyCheck: keyCheck, bodyLimit: bodyLimit, now: now).addRoutes(to: router)
        GetPhotoMediaController(catalog: catalog, keyCheck: keyCheck).addRoutes(to: router)
    }
}
