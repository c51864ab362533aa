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
        let (data, _) = try await send(request)
        do {
            return try JSONDecoder.wire.decode(Resource.self, from: data)
        } catch {
            throw RemoteStoreError.invalidData
        }
    }

    /// The answer of a 2xx, whatever its content; any other status as the matching error.
    public func send(_ request: URLRequest) async throws -> (Data, HTTPURLResponse) {
        let (data, response) = try await client.send(request)
        guard (200..<300).contains(response.statusCode) else {
            let keyWasSent = request.value(forHTTPHeaderField: PlacesAPIKey.headerName) != nil
            throw PlacesNewErrorMapping.error(httpStatus: response.statusCode, body: data, keyWasSent: keyWasSent)
        }
        return (data, response)
    }
}
