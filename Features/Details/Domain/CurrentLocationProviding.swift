import Shared

/// Where directions to a restaurant start (App adapts the Location feature).
public protocol CurrentLocationProviding: Sendable {
    func currentLocation(explicit: Coordinates?) async throws -> UserLocation
}
