import Foundation
import Shared

/// Finds restaurants by name, favouring those around the current location.
@MainActor
public final class SearchViewModel {
    private let service: any AutocompleteRestaurantsService
    private let locationProvider: any CurrentLocationProviding
    private let radiusProvider: any SearchRadiusProviding
    private let places: (any PlaceNameLookup)?

    public init(
        service: any AutocompleteRestaurantsService, locationProvider: any CurrentLocationProviding, radiusProvider: any SearchRadiusProviding,
        places: (any PlaceNameLookup)? = nil
    ) {
        self.service = service
        self.locationProvider = locationProvider
        self.radiusProvider = radiusProvider
        self.places = places
    }

    public func search(_ input: SearchInput) async throws -> SearchViewData {
        let text = input.text.trimmingCharacters(in: .whitespacesAndNewlines)
        let center = try await startingPoint(for: input)
        let radius: Int = if let chosen = input.radius { chosen } else { try await radiusProvider.searchRadius() }
        let predictions = try await service.autocomplete(input: text, location: center.coordinates, radius: radius)
        return SearchViewData(text: text, center: center, radius: radius, predictions: Array(predictions.prefix(input.limit)))
    }

    /// The place named with `near` (its best match), else the current location.
    private func startingPoint(for input: SearchInput) async throws -> UserLocation {
        guard let name = input.near else { return try await locationProvider.currentLocation(explicit: input.location) }
        guard let place = try await places?.places(named: name).first else { throw PlaceNotFoundError(name: name) }
        return UserLocation(coordinates: place.coordinates, source: .place, placeName: place.label)
    }
}
