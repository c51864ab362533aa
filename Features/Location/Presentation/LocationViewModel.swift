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

    /// Saves the place of that name `choose` picks among those found, best match first (by default the
    /// best match); the others of that name come with the answer.
    public func save(
        placeNamed name: String, choose: @MainActor ([NamedPlace]) -> NamedPlace? = { $0.first }
    ) async throws -> LocationViewData {
        guard let places else { throw PlaceNotFoundError(name: name) }
        let chosen = try await places.choosePlace(named: name, choose: choose)
        try await store.save(chosen.place.coordinates)
        return LocationViewData(try await provider.currentLocation(explicit: nil), place: chosen.place, otherPlaces: chosen.others)
    }

    public func clear() async throws -> LocationViewData {
        try await store.clear()
        return try await current()
    }

    private func current() async throws -> LocationViewData {
        LocationViewData(try await provider.currentLocation(explicit: nil))
    }
}
