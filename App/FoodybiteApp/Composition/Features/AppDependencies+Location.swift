import Core
import LocationFeature

extension AppDependencies {
    func registerLocation() {
        let environment = environment, defaultLocation = configuration.defaultLocation
        container.register((any SavedLocationStore).self, lifetime: .singleton) { container in
            KeyValueSavedLocationStore(store: try container.resolve((any KeyValueStore).self))
        }
        container.register((any LocationProviding).self) { container in
            LocationResolver(environment: environment, savedLocation: try container.resolve((any SavedLocationStore).self), defaultCenter: defaultLocation)
        }
        container.register((any LocationModuleBuildable).self) { LocationModuleBuilder(container: $0) }
    }
}
