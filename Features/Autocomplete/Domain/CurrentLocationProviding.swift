import Shared

/// Where the search is biased to (App adapts the Location feature).
public protocol CurrentLocationProviding: Sendable {
    func currentLocation(explicit: Coordinates?) async throws -> UserLocation
}
