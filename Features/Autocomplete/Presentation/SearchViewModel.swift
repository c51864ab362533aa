import Foundation
import Shared

/// Finds restaurants by name, favouring those around the current location.
@MainActor
public final class SearchViewModel {
    public static let emptyText = UserFacingMessage("Type part of a restaurant's name to search for.", exitStatus: .usage)

    public private(set) var state: LoadState<SearchViewData> = .idle

    private let service: any AutocompleteRestaurantsService
    private let locationProvider: any CurrentLocationProviding
    private let radiusProvider: any SearchRadiusProviding

    public init(service: any AutocompleteRestaurantsService, locationProvider: any CurrentLocationProviding, radiusProvider: any SearchRadiusProviding) {
        self.service = service
        self.locationProvider = locationProvider
        self.radiusProvider = radiusProvider
    }

    public func search(_ input: SearchInput) async {
        let text = input.text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !text.isEmpty else {
            state = .failed(Self.emptyText)
            return
        }
        state = .loading
        do {
            let center = try await locationProvider.currentLocation(explicit: input.location)
            let radius: Int = if let chosen = input.radius { chosen } else { try await radiusProvider.searchRadius() }
            let predictions = try await service.autocomplete(input: text, location: center.coordinates, radius: radius)
            state = .loaded(SearchViewData(text: text, center: center, radius: radius, predictions: Array(predictions.prefix(input.limit))))
        } catch {
            state = .failed(ErrorPresenter.message(for: error))
        }
    }
}
