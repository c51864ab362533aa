import CatalogDomain
import Foundation
import Hummingbird

/// The Google-Places-compatible routes over the catalog (see `contracts/places-api.md`).
struct PlacesRoutes<Context: RequestContext> {
    let catalog: any RestaurantCatalog
    let apiKey: String?
    let now: @Sendable () -> Date

    func addRoutes(to router: Router<Context>) {
        let keyCheck = PlacesAPIKeyCheck(requiredKey: apiKey)
        NearbySearchController(service: NearbySearchService(catalog: catalog), keyCheck: keyCheck, now: now).addRoutes(to: router)
        PlaceDetailsController(catalog: catalog, keyCheck: keyCheck, now: now).addRoutes(to: router)
        PlaceAutocompleteController(catalog: catalog, keyCheck: keyCheck).addRoutes(to: router)
        PlacePhotoController(catalog: catalog, keyCheck: keyCheck).addRoutes(to: router)
    }
}
