import DetailsFeature
import Foundation

final class RestaurantDetailsCacheSpy: RestaurantDetailsCache, @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: [RestaurantDetails] = []
    private let error: (any Error)?

    init(error: (any Error)? = nil) {
        self.error = error
    }

    var saved: [RestaurantDetails] { lock.withLock { recorded } }

    func save(_ details: RestaurantDetails) async throws {
        lock.withLock { recorded.append(details) }
        if let error { throw error }
    }
}
