/// The preferred search radius in metres (App adapts the Preferences feature).
public protocol SearchRadiusProviding: Sendable {
    func searchRadius() async throws -> Int
}
