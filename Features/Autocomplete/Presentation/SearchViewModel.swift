import Foundation
import Shared

/// Finds restaurants by name, favouring those around the current location.
@MainActor
public final class SearchViewModel {
    private let service: any AutocompleteRestaurantsService
    private let locationProvider: any CurrentLocationProviding
    private let radiusProvider: any SearchRadiusProviding
    private let places: (any PlaceNameLookup)?
    private let favouriteIDs: (any FavouriteIDsProviding)?

    /// `favouriteIDs` marks the favourites among the matches (★).
    public init(
        service: any AutocompleteRestaurantsService, locationProvider: any CurrentLocationProviding, radiusProvider: any SearchRadiusProviding,
        places: (any PlaceNameLookup)? = nil, favouriteIDs: (any FavouriteIDsProviding)? = nil
    ) {
        self.service = service
        self.locationProvider = locationProvider
        self.radiusProvider = radiusProvider
        self.places = places
        self.favouriteIDs = favouriteIDs
    }

    /// `choose` picks among the places of the name `input.near` gives (by default the best match).
    public func search(_ input: SearchInput, choose: @MainActor ([NamedPlace]) -> NamedPlace? = { $0.first }) async throws -> SearchViewData {
        let text = input.text.trimmingCharacters(in: .whitespacesAndNewlines)
        let (center, otherPlaces) = try await startingPoint(for: input, choose: choose)
        let radius: Int = if let chosen = input.radius { chosen } else { try await radiusProvider.searchRadius() }
        let predictions = try await service.autocomplete(input: text, location: center.coordinates, radius: radius)
        return SearchViewData(
            text: text, center: center, radius: radius, predictions: Array(predictions.prefix(input.limit)), otherPlaces: otherPlaces,
            favouriteIDs: await favouriteIDs?.favouriteIDs() ?? []
        )
    }

    /// The place named with `near` that `choose` picks, with the others of its name; else the current location.
    private func startingPoint(
        for input: SearchInput, choose: @MainActor ([NamedPlace]) -> NamedPlace?
    ) async throws -> (location: UserLocation, otherPlaces: [NamedPlace]) {
        guard let name = input.near else { return (try await locationProvider.currentLocation(explicit: input.location), []) }
        guard let places else { throw PlaceNotFoundError(name: name) }
        let chosen = try await places.choosePlace(named: name, choose: choose)
        return (chosen.location, chosen.others)
    }
}
