import Core
import LocationFeature
import NearbyFeature
import PreferencesFeature
import Shared
import SharedCLI

extension AppDependencies {
    /// As in the seed's composition root: `WithFallbackComposite(primary: CacheDecorator(remote, cache), secondary: cache)`.
    func registerNearby() {
        let places = placesConnection
        let generation = configuration.placesAPI, namespace = placesCacheNamespace
        container.register((any DistanceMeasuring).self) { _ in GreatCircleDistance() }
        container.register((any NearbyFeature.CurrentLocationProviding).self) { container in
            LocationProviderAdapter(provider: try container.resolve((any LocationProviding).self))
        }
        container.register((any NearbyFeature.SearchCriteriaProviding).self) { container in
            PreferencesCriteriaAdapter(loader: try container.resolve((any UserPreferencesLoader).self))
        }
        container.register((any NearbyRestaurantsService).self) { container in
            let remote: any NearbyRestaurantsService = switch generation {
            case .new: PlacesNewNearbyRestaurantsService(places: places, distance: GreatCircleDistance())
            case .legacy: PlacesNearbyRestaurantsService(places: places, distance: GreatCircleDistance())
            }
            let cache = LocalNearbyRestaurantsStore(store: try container.resolve((any LocalStore).self), namespace: namespace, distance: GreatCircleDistance())
            return NearbyRestaurantsServiceWithFallbackComposite(
                primary: NearbyRestaurantsServiceCacheDecorator(decoratee: remote, cache: cache),
                secondary: cache
            )
        }
        container.register((any CatalogCoverageProviding).self) { _ in RemoteCatalogCoverageService(client: places.client, baseURL: places.baseURL) }
        container.register((any NearbyModuleBuildable).self) { container in
            NearbyModuleBuilder(
                service: try container.resolve((any NearbyRestaurantsService).self),
                locationProvider: try container.resolve((any NearbyFeature.CurrentLocationProviding).self),
                criteriaProvider: try container.resolve((any NearbyFeature.SearchCriteriaProviding).self),
                distance: try container.resolve((any DistanceMeasuring).self),
                coverageProvider: try? container.resolve((any CatalogCoverageProviding).self),
                places: try container.resolve((any PlaceNameLookup).self),
                favourites: try container.resolve((any FavouriteRestaurantsProviding).self),
                favouriteIDs: try container.resolve((any FavouriteIDsProviding).self),
                mapService: places.isGoogle ? .googleMaps : .openStreetMap,
                console: try container.resolve(Console.self)
            )
        }
    }
}
