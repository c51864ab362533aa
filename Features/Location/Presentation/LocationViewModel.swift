import Shared

/// Shows, saves and forgets the location searches start from; each answers with the location that
/// applies afterwards, and why.
@MainActor
public final class LocationViewModel {
    private let provider: any LocationProviding
    private let store: any SavedLocationStore

    public init(provider: any LocationProviding, store: any SavedLocationStore) {
        self.provider = provider
        self.store = store
    }

    public func show() async throws -> LocationViewData {
        try await current()
    }

    public func save(_ coordinates: Coordinates) async throws -> LocationViewData {
        try await store.save(coordinates)
        return try await current()
    }

    public func clear() async throws -> LocationViewData {
        try await store.clear()
        return try await current()
    }

    private func current() async throws -> LocationViewData {
        LocationViewData(try await provider.currentLocation(explicit: nil))
    }
}
