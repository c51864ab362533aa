import AutocompleteFeature
import Core
import LocationFeature
import PreferencesFeature
import Shared
import SharedCLI

extension AppDependencies {
    func registerAutocomplete() {
        let places = placesConnection
        let generation = configuration.placesAPI
        container.register((any AutocompleteRestaurantsService).self) { _ in
            switch generation {
            case .new: PlacesNewAutocompleteRestaurantsService(places: places)
            case .legacy: PlacesAutocompleteRestaurantsService(places: places)
            }
        }
        container.register((any AutocompleteFeature.CurrentLocationProviding).self) { container in
            LocationProviderAdapter(provider: try container.resolve((any LocationProviding).self))
        }
        container.register((any SearchRadiusProviding).self) { container in
            PreferencesRadiusAdapter(loader: try container.resolve((any UserPreferencesLoader).self))
        }
        container.register((any SearchModuleBuildable).self) { container in
            SearchModuleBuilder(
                service: try container.resolve((any AutocompleteRestaurantsService).self),
                locationProvider: try container.resolve((any AutocompleteFeature.CurrentLocationProviding).self),
                radiusProvider: try container.resolve((any SearchRadiusProviding).self),
                places: try container.resolve((any PlaceNameLookup).self),
                favouriteIDs: try container.resolve((any FavouriteIDsProviding).self),
                console: try container.resolve(Console.self)
            )
        }
    }
}
