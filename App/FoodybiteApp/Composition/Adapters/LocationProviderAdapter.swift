import AutocompleteFeature
import DetailsFeature
import LocationFeature
import NearbyFeature
import Shared

/// Lets features that need the current location ask the Location feature.
struct LocationProviderAdapter: NearbyFeature.CurrentLocationProviding {
    let provider: any LocationProviding

    func currentLocation(explicit: Coordinates?) async throws -> UserLocation {
        try await provider.currentLocation(explicit: explicit)
    }
}

extension LocationProviderAdapter: AutocompleteFeature.CurrentLocationProviding {}

extension LocationProviderAdapter: DetailsFeature.CurrentLocationProviding {}
