import Core
import LocationFeature
import SharedCLI

extension AppDependencies {
    func registerLocation() {
        let environment = environment, defaultLocation = configuration.defaultLocation
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
                console: try container.resolve(Console.self)
            )
        }
    }
}
