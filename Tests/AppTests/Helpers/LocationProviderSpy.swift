import Foundation
import LocationFeature
import Shared

/// Records which explicit location it was asked about and answers with a fixed result.
final class LocationProviderSpy: LocationProviding, @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: [Coordinates?] = []
    private let result: Result<UserLocation, any Error>

    init(result: Result<UserLocation, any Error>) {
        self.result = result
    }

    var explicitLocations: [Coordinates?] { lock.withLock { recorded } }

    func currentLocation(explicit: Coordinates?) async throws -> UserLocation {
        lock.withLock { recorded.append(explicit) }
        return try result.get()
    }
}
