import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Sends a legacy Places request: its answers are HTTP 200 with a `status`, so an HTTP 404 or 405 means
/// the server has no Places routes at all (the original FoodybiteServer, say), not a missing place.
public struct PlacesLegacyRemoteStore: Sendable {
    private let client: any HTTPClient

    public init(client: any HTTPClient) {
        self.client = client
    }

    public func get<Resource: Decodable>(_ type: Resource.Type, for request: URLRequest) async throws -> Resource {
        do {
            return try await RemoteStore(client: client).get(type, for: request)
        } catch let RemoteStoreError.rejected(status, _) where status == 404 || status == 405 {
            throw PlacesError.notServed(.legacy)
        }
    }
}
