import Shared

/// Shows, saves and forgets the location searches start from; each answers with the location that
/// applies afterwards, and why.
@MainActor
public final class LocationViewModel {
    private let provider: any LocationProviding
    private let store: any SavedLocationStore
    private let places: (any PlaceNameLookup)?

    public init(provider: any LocationProviding, store: any SavedLocationStore, places: (any PlaceNameLookup)? = nil) {
        self.provider = provider
        self.store = store
        self.places = places
    }

    public func show() async throws -> LocationViewData {
        try await current()
    }

    public func save(_ coordinates: Coordinates) async throws -> LocationViewData {
        try await store.save(coordinates)
        return try await current()
    }

    /// Saves the best match of a place name; the others of that name come with the answer.
    public func save(placeNamed name: String) async throws -> LocationViewData {
        let found = try await places?.places(named: name) ?? []
        guard let best = found.first else { throw PlaceNotFoundError(name: name) }
        try await store.save(best.coordinates)
        return LocationViewData(try await provider.currentLocation(explicit: nil), place: best, otherPlaces: Array(found.dropFirst()))
    }

    public func clear() async throws -> LocationViewData {
        try await store.clear()
        return try await current()
    }

    private func current() async throws -> LocationViewData {
        LocationViewData(try await provider.currentLocation(explicit: nil))
    }
}
