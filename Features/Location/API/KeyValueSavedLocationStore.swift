import Core
import Shared

/// The saved location in the local key-value store.
public struct KeyValueSavedLocationStore: SavedLocationStore {
    private struct LocalCoordinates: Codable {
        let latitude: Double
        let longitude: Double
    }

    private static let key = "location.saved"

    private let store: any KeyValueStore

    public init(store: any KeyValueStore) {
        self.store = store
    }

    public func load() async throws -> Coordinates? {
        guard let local = try await store.value(LocalCoordinates.self, forKey: Self.key),
              (-90...90).contains(local.latitude), (-180...180).contains(local.longitude)
        else { return nil }
        return Coordinates(latitude: local.latitude, longitude: local.longitude)
    }

    public func save(_ coordinates: Coordinates) async throws {
        try await store.set(LocalCoordinates(latitude: coordinates.latitude, longitude: coordinates.longitude), forKey: Self.key)
    }

    public func clear() async throws {
        try await store.removeValue(forKey: Self.key)
    }
}
