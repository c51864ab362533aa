import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Sends a Places API (New) request and decodes its answer; Google's error objects become the same
/// `PlacesError`s the legacy statuses give.
public struct PlacesNewRemoteStore: Sendable {
    private let client: any HTTPClient

    public init(client: any HTTPClient) {
        self.client = client
    }

    public func get<Resource: Decodable>(_ type: Resource.Type, for request: URLRequest) async throws -> Resource {
        let (data, response) = try await client.send(request)
        guard (200..<300).contains(response.statusCode) else {
            let keyWasSent = request.value(forHTTPHeaderField: PlacesAPIKey.headerName) != nil
            throw PlacesNewErrorMapping.error(httpStatus: response.statusCode, body: data, keyWasSent: keyWasSent)
        }
        do {
            return try JSONDecoder.wire.decode(Resource.self, from: data)
        } catch {
            throw RemoteStoreError.invalidData
        }
    }
}
