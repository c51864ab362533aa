import Core
import DetailsFeature
import ReviewsFeature
import Shared

extension AppDependencies {
    func registerDetails() {
        let client = httpClient, baseURL = placesBaseURL, key = PlacesAPIKey(configuration.placesAPIKey)
        container.register((any RestaurantDetailsService).self) { container in
            let remote = PlacesRestaurantDetailsService(client: client, baseURL: baseURL, key: key)
            let cache = LocalRestaurantDetailsStore(store: try container.resolve((any LocalStore).self), namespace: URLOrigin.of(baseURL))
            return RestaurantDetailsServiceWithFallbackComposite(
                primary: RestaurantDetailsServiceCacheDecorator(decoratee: remote, cache: cache),
                secondary: cache
            )
        }
        container.register((any RestaurantPhotoService).self) { _ in PlacesRestaurantPhotoService(client: client, baseURL: baseURL, key: key) }
        container.register((any RestaurantReviewsProviding).self) { container in
            FoodybiteReviewsAdapter(service: try container.resolve((any GetReviewsService).self))
        }
        container.register((any DetailsModuleBuildable).self) { DetailsModuleBuilder(container: $0) }
    }
}
