import Shared

public protocol LocationProviding: Sendable {
    /// Where searches start: `explicit` (a flag) when given, else the environment, the saved
    /// location or the default centre, in that order.
    func currentLocation(explicit: Coordinates?) async throws -> UserLocation
}
