import Core
import Shared

/// Preferences in the local key-value store, as a local representation the domain never sees.
public struct KeyValueUserPreferencesStore: UserPreferencesLoader, UserPreferencesSaver {
    private struct LocalUserPreferences: Codable {
        let radius: Int
        let minimumRating: Double
    }

    private static let key = "preferences.search"

    private let store: any KeyValueStore

    public init(store: any KeyValueStore) {
        self.store = store
    }

    public func load() async throws -> UserPreferences {
        guard let local = try await store.value(LocalUserPreferences.self, forKey: Self.key),
              SearchCriteriaRange.radius.contains(local.radius),
              SearchCriteriaRange.minimumRating.contains(local.minimumRating)
        else { return .default }
        return UserPreferences(radius: local.radius, minimumRating: local.minimumRating)
    }

    public func save(_ preferences: UserPreferences) async throws {
        try await store.set(LocalUserPreferences(radius: preferences.radius, minimumRating: preferences.minimumRating), forKey: Self.key)
    }

    public func reset() async throws {
        try await store.removeValue(forKey: Self.key)
    }
}
