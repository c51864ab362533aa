import Core
import LocationFeature
import Shared
import SharedCLI

extension AppDependencies {
    func registerLocation() {
        let environment = environment, defaultLocation = configuration.defaultLocation
        let places = placesConnection, generation = configuration.placesAPI
        container.register((any PlaceNameLookup).self) { _ in
            switch generation {
            case .new: PlacesNewPlaceNameLookup(places: places)
            case .legacy: PlacesPlaceNameLookup(places: places)
            }
        }
        container.register((any SavedLocationStore).self, lifetime: .singleton) { container in
            KeyValueSavedLocationStore(store: try container.resolve((any KeyValueStore).self))
        }
        container.register((any LocationProviding).self) { container in
            LocationResolver(environment: environment, savedLocation: try container.resolve((any SavedLocationStore).self), defaultCenter: defaultLocation)
        }
        container.register(LocationModuleBuilder.self) { container in
            LocationModuleBuilder(
                provider: try container.resolve((any LocationProviding).self),
                store: try container.resolve((any SavedLocationStore).self),
                places: try container.resolve((any PlaceNameLookup).self),
                console: try container.resolve(Console.self)
            )
        }
    }
}
