import Shared

/// The location a person saved with `location set`.
public protocol SavedLocationStore: Sendable {
    func load() async throws -> Coordinates?
    func save(_ coordinates: Coordinates) async throws
    func clear() async throws
}
