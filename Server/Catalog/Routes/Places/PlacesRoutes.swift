import CatalogDomain
import Foundation
import Hummingbird

/// The Google-Places-compatible routes over the catalog (see `contracts/places-api.md`).
package struct PlacesRoutes<Context: RequestContext> {
    package let catalog: any RestaurantCatalog
    package let places: PlaceNameLookup
    package let apiKey: String?
    package let now: @Sendable () -> Date

    package init(catalog: any RestaurantCatalog, places: PlaceNameLookup, apiKey: String?, now: @escaping @Sendable () -> Date) {
        self.catalog = catalog
        self.places = places
        self.apiKey = apiKey
        self.now = now
    }

    package func addRoutes(to router: Router<Context>) {
        let keyCheck = PlacesAPIKeyCheck(requiredKey: apiKey)
        let nearby = NearbySearchController<Context>(service: NearbySearchService(catalog: catalog), keyCheck: keyCheck, now: now)
        nearby.addRoutes(to: router)
        TextSearchController(nearby: nearby, places: places).addRoutes(to: router)
        PlaceDetailsController(catalog: catalog, keyCheck: keyCheck, now: now).addRoutes(to: router)
        PlaceAutocompleteController(catalog: catalog, keyCheck: keyCheck, now: now).addRoutes(to: router)
        PlacePhotoController(catalog: catalog, keyCheck: keyCheck).addRoutes(to: router)
        FindPlaceController(places: places, keyCheck: keyCheck).addRoutes(to: router)
    }
}
