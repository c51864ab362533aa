import Core
import PreferencesFeature

extension AppDependencies {
    func registerPreferences() {
        container.register(KeyValueUserPreferencesStore.self, lifetime: .singleton) { container in
            KeyValueUserPreferencesStore(store: try container.resolve((any KeyValueStore).self))
        }
        container.register((any UserPreferencesLoader).self) { try $0.resolve(KeyValueUserPreferencesStore.self) }
        container.register((any UserPreferencesSaver).self) { try $0.resolve(KeyValueUserPreferencesStore.self) }
        container.register((any PreferencesModuleBuildable).self) { PreferencesModuleBuilder(container: $0) }
    }
}
