import Foundation

/// Finds restaurants by name, favouring those around the current location.
@MainActor
public final class SearchViewModel {
    private let service: any AutocompleteRestaurantsService
    private let locationProvider: any CurrentLocationProviding
    private let radiusProvider: any SearchRadiusProviding

    public init(service: any AutocompleteRestaurantsService, locationProvider: any CurrentLocationProviding, radiusProvider: any SearchRadiusProviding) {
        self.service = service
        self.locationProvider = locationProvider
        self.radiusProvider = radiusProvider
    }

    public func search(_ input: SearchInput) async throws -> SearchViewData {
        let text = input.text.trimmingCharacters(in: .whitespacesAndNewlines)
        let center = try await locationProvider.currentLocation(explicit: input.location)
        let radius: Int = if let chosen = input.radius { chosen } else { try await radiusProvider.searchRadius() }
        let predictions = try await service.autocomplete(input: text, location: center.coordinates, radius: radius)
        return SearchViewData(text: text, center: center, radius: radius, predictions: Array(predictions.prefix(input.limit)))
    }
}
