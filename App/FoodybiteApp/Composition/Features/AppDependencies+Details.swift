import Core
import DetailsFeature
import LocationFeature
import ReviewsFeature
import SharedCLI

extension AppDependencies {
    func registerDetails() {
        let places = placesConnection
        let generation = configuration.placesAPI, namespace = placesCacheNamespace
        container.register((any RestaurantDetailsService).self) { container in
            let remote: any RestaurantDetailsService = switch generation {
            case .new: PlacesNewRestaurantDetailsService(places: places)
            case .legacy: PlacesRestaurantDetailsService(places: places)
            }
            let cache = LocalRestaurantDetailsStore(store: try container.resolve((any LocalStore).self), namespace: namespace)
            return RestaurantDetailsServiceWithFallbackComposite(
                primary: RestaurantDetailsServiceCacheDecorator(decoratee: remote, cache: cache),
                secondary: cache
            )
        }
        container.register((any RestaurantPhotoService).self) { _ in
            switch generation {
            case .new: PlacesNewRestaurantPhotoService(places: places)
            case .legacy: PlacesRestaurantPhotoService(places: places)
            }
        }
        container.register((any RestaurantReviewsProviding).self) { container in
            FoodybiteReviewsAdapter(service: try container.resolve((any GetReviewsService).self))
        }
        container.register((any DetailsFeature.CurrentLocationProviding).self) { container in
            LocationProviderAdapter(provider: try container.resolve((any LocationProviding).self))
        }
        container.register((any DetailsModuleBuildable).self) { container in
            DetailsModuleBuilder(
                service: try container.resolve((any RestaurantDetailsService).self),
                reviewsProvider: try container.resolve((any RestaurantReviewsProviding).self),
                photoService: try container.resolve((any RestaurantPhotoService).self),
                locationProvider: try container.resolve((any DetailsFeature.CurrentLocationProviding).self),
                mapService: places.isGoogle ? .googleMaps : .openStreetMap,
                console: try container.resolve(Console.self)
            )
        }
    }
}
