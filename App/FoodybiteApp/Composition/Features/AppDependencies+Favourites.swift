import Core
import DetailsFeature
import FavouritesFeature
import NearbyFeature
import Shared
import SharedCLI

extension AppDependencies {
    func registerFavourites() {
        let places = placesConnection
        container.register((any FavouritesStore).self) { container in
            RecordFavouritesStore(records: try container.resolve((any RecordStore).self))
        }
        container.register((any FavouriteRestaurantLookup).self) { container in
            FavouriteRestaurantLookupAdapter(details: try container.resolve((any RestaurantDetailsService).self))
        }
        container.register((any FavouriteIDsProviding).self) { container in
            FavouriteIDsAdapter(store: try container.resolve((any FavouritesStore).self))
        }
        container.register((any FavouriteRestaurantsProviding).self) { container in
            FavouriteNearbyRestaurantsAdapter(
                store: try container.resolve((any FavouritesStore).self), details: try container.resolve((any RestaurantDetailsService).self)
            )
        }
        container.register(FavouritesModuleBuilder.self) { container in
            FavouritesModuleBuilder(
                store: try container.resolve((any FavouritesStore).self),
                lookup: try container.resolve((any FavouriteRestaurantLookup).self),
                mapService: places.isGoogle ? .googleMaps : .openStreetMap,
                console: try container.resolve(Console.self)
            )
        }
    }
}
