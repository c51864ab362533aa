import Core
import PreferencesFeature
import SharedCLI

extension AppDependencies {
    func registerPreferences() {
        container.register(KeyValueUserPreferencesStore.self, lifetime: .singleton) { container in
            KeyValueUserPreferencesStore(store: try container.resolve((any KeyValueStore).self))
        }
        container.register((any UserPreferencesLoader).self) { try $0.resolve(KeyValueUserPreferencesStore.self) }
        container.register((any UserPreferencesSaver).self) { try $0.resolve(KeyValueUserPreferencesStore.self) }
        container.register((any PreferencesModuleBuildable).self) { container in
            PreferencesModuleBuilder(
                loader: try container.resolve((any UserPreferencesLoader).self),
                saver: try container.resolve((any UserPreferencesSaver).self),
                console: try container.resolve(Console.self)
            )
        }
    }
}
