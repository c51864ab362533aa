import NearbyFeature
import PreferencesFeature

/// Lets features that search ask the Preferences feature for the radius and minimum rating.
struct PreferencesCriteriaAdapter: NearbyFeature.SearchCriteriaProviding {
    let loader: any UserPreferencesLoader

    func searchCriteria() async throws -> SearchCriteria {
        let preferences = try await loader.load()
        return SearchCriteria(radius: preferences.radius, minimumRating: preferences.minimumRating)
    }
}
