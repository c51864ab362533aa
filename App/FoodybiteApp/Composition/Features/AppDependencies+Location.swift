import Core
import FoodybiteServer
import LocationFeature
import Shared

extension AppDependencies {
    /// The embedded catalog's centre: where searches start when nothing says where you are.
    static let defaultCenter = Coordinates(latitude: DemoCatalog.center.latitude, longitude: DemoCatalog.center.longitude)

    func registerLocation() {
        let environment = environment
        container.register((any SavedLocationStore).self, lifetime: .singleton) { container in
            KeyValueSavedLocationStore(store: try container.resolve((any KeyValueStore).self))
        }
        container.register((any LocationProviding).self) { container in
            LocationResolver(environment: environment, savedLocation: try container.resolve((any SavedLocationStore).self), defaultCenter: Self.defaultCenter)
        }
        container.register((any LocationModuleBuildable).self) { LocationModuleBuilder(container: $0) }
    }
}
