import AutocompleteFeature
import PreferencesFeature

/// Lets name search favour restaurants within the preferred radius.
struct PreferencesRadiusAdapter: SearchRadiusProviding {
    let loader: any UserPreferencesLoader

    func searchRadius() async throws -> Int {
        try await loader.load().radius
    }
}
